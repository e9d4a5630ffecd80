import type { InterchangeEntry, InterchangeWarning } from '@shared/schemas/interchange';

/** One entry as a reader gives it: null when skipped, with what was read differently and why. */
export interface ReadEntry {
  entry: InterchangeEntry | null;
  warnings: InterchangeWarning[];
}
