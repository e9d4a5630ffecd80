import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files a local storage under `dataDir` holds (temporary dot-files aside). */
export function uploadedFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'uploads', 'audio')).filter((f) => !f.startsWith('.'));
  } catch {
    return [];
  }
}
