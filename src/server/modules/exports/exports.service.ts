import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError, notFound } from '@server/http/app-error';
import type { BossJobState } from '@server/jobs/job-queue';
import { findLanguage } from '@server/modules/languages/languages.repository';
import { exportFileName, type ExportAudience, type ExportFormat } from '@shared/schemas/exports';
import { dataLicense } from '@shared/schemas/licenses';
import { EXPORT_CONTENT_TYPES } from './export-build';
import { EXPORT_QUEUE, type ExportJobDeps } from './exports.job';
import {
  approvedWordCount,
  contentVersion,
  findExport,
  lockExport,
  writeExport,
  type ExportKey,
} from './exports.repository';

/** How long a build whose every attempt failed is answered as failed before one is tried again. */
export const FAILED_PAUSE_MS = 5 * 60_000;

const ALIVE = new Set<BossJobState>(['created', 'retry', 'active']);

export type ExportAnswer =
  | {
      kind: 'file';
      stream: Readable;
      size: number;
      contentType: string;
      fileName: string;
      /** The build's own name (its file key's uuid): the same file has the same tag. */
      etag: string;
      licence: { id: string; url: string | null };
    }
  /** The file is being built: ask again in `retryAfter` seconds. */
  | { kind: 'preparing'; retryAfter: number };

/**
 * How long to wait before asking again, from the language's size: about a second per 4,000 words
 * (with their recordings), at least 2 s and at most 30 s.
 */
const retryAfterFor = (words: number) => Math.min(30, Math.max(2, Math.ceil(words / 4000)));

/**
 * A language's download (decision 043): the built file when it is current (built from the
 * language's content version of now), else a build is queued, once however many requests and
 * instances ask at the same time, and the answer is "preparing". 404 for no live language.
 */
export async function requestExport(
  deps: ExportJobDeps,
  languageId: number,
  format: ExportFormat,
  audience: ExportAudience,
): Promise<ExportAnswer> {
  const { db } = deps;
  const language = await findLanguage(db, languageId);
  if (!language) throw notFound('languageNotFound');
  const key: ExportKey = { languageId, format, audience };
  const [version, row] = await Promise.all([
    contentVersion(db, languageId, audience),
    findExport(db, key),
  ]);
  if (row?.fileKey && row.version === version) {
    const file = await deps.workFiles.open(row.fileKey);
    if (file) {
      const licence = dataLicense(language.license);
      return {
        kind: 'file',
        stream: file.stream,
        size: file.size,
        contentType: EXPORT_CONTENT_TYPES[format],
        fileName: exportFileName(language.name, format),
        etag: `"${row.fileKey.slice(row.fileKey.indexOf('/') + 1, row.fileKey.lastIndexOf('.'))}"`,
        licence: { id: licence.id, url: licence.url },
      };
    }
    // The row names a file the store no longer has: built again below.
  }
  const preparing = async () =>
    ({
      kind: 'preparing',
      retryAfter: retryAfterFor(await approvedWordCount(db, languageId)),
    }) as const;
  // pg-boss is asked outside any transaction (on PGlite its own connection would wait for ours).
  if (row?.jobId) {
    const state = await deps.jobs.state(EXPORT_QUEUE, row.jobId);
    if (state && ALIVE.has(state)) return preparing();
  }
  if (
    row?.failedVersion === version &&
    row.failedAt !== null &&
    Date.now() - row.failedAt < FAILED_PAUSE_MS
  ) {
    throw new AppError('EXPORT_FAILED', 503, 'exportFailed');
  }
  await db.transaction(async (tx) => {
    const locked = await lockExport(tx, key);
    // Another request queued a build (or one ended) since the row was read: that one answers.
    if (locked.jobId !== (row?.jobId ?? null)) return;
    const jobId = randomUUID();
    await writeExport(tx, key, { jobId, jobVersion: version, queuedAt: Date.now() });
    await deps.jobs.send(tx, EXPORT_QUEUE, jobId, key);
  });
  return preparing();
}
