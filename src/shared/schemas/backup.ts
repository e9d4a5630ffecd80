/**
 * Backups, made from the dashboard's Backup menu (decision 018).
 * `POST /api/backup/database` answers where the archive went; `GET /api/backup/download`
 * streams a fresh archive as a file (`<site>-backup-<UTC date and time>.tar.gz`).
 */
import { z } from 'zod';

/** A backup's answer: the archive's location (an s3:// address, or a path on the server). */
export const BackupResultSchema = z.object({ path: z.string() });
export type BackupResult = z.infer<typeof BackupResultSchema>;

/** Where `POST /api/backup/database` writes: so the prompt can say "dans S3" only when true. */
export const BackupDestinationSchema = z.object({ kind: z.enum(['s3', 'local']) });
export type BackupDestination = z.infer<typeof BackupDestinationSchema>;
