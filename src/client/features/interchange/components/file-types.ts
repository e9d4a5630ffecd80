import type { InterchangeFormat } from '@shared/schemas/interchange';

/** The file names each format takes: its document, or a zip holding it with its audio/ folder. */
export const FORMAT_EXTENSIONS: Record<InterchangeFormat, readonly string[]> = {
  lift: ['.lift', '.zip'],
  csv: ['.csv', '.zip'],
};

/** Whether a file's name says it is one the format takes (the server reads its bytes anyway). */
export const acceptsFile = (format: InterchangeFormat, name: string) =>
  FORMAT_EXTENSIONS[format].some((extension) => name.toLowerCase().endsWith(extension));

/** The file input's `accept`: what the browser's file picker offers first. */
export const acceptAttribute = (format: InterchangeFormat) => FORMAT_EXTENSIONS[format].join(',');
