/**
 * The archive's table of contents, `manifest.json`, written last (decision 018): hashes are
 * known only once everything before it has been streamed.
 */
import { z } from 'zod';
import packageJson from '../../../package.json' with { type: 'json' };

/** Bumped when the archive's layout changes; a restore refuses archives newer than it knows. */
export const FORMAT_VERSION = 1;
export const FORMAT_NAME = 'maneno-backup';
export const MANIFEST_NAME = 'manifest.json';
export const APP_VERSION: string = packageJson.version;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const size = z.number().int().nonnegative();

export const ManifestSchema = z.object({
  format: z.literal(FORMAT_NAME),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  /** The last migration applied to the database the archive was taken from. */
  migration: z.object({ count: z.number().int().nonnegative(), createdAt: z.number() }),
  databaseKind: z.enum(['pglite', 'postgres']),
  storageKind: z.enum(['local', 's3']),
  /** Epoch ms, and how long the snapshot transaction held the database (ms). */
  createdAt: z.number().int(),
  snapshotMs: z.number().nonnegative(),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      path: z.string(),
      columns: z.array(z.string()),
      rows: size,
      size,
      sha256,
    }),
  ),
  files: z.array(
    z.object({
      /** `audio/<generated name>`, the same in every storage. */
      key: z.string(),
      path: z.string(),
      /** The address the rows hold, which a restore maps to the target storage's. */
      url: z.string(),
      contentType: z.string(),
      size,
      sha256,
    }),
  ),
  /** What is deliberately not in the archive, and why. */
  excluded: z.record(z.string(), z.string()),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const tablePath = (name: string) => `tables/${name}.jsonl`;
export const filePath = (key: string) => `files/${key}`;
