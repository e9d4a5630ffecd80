import type { FastifyBaseLogger } from 'fastify';
import type { AudioUpload } from '@server/http/audio-upload';
import { deferRemoval } from './removal-hold';
import type { Storage } from './storage';

export interface UploadDeps {
  storage: Storage;
  log: FastifyBaseLogger;
}

/**
 * Stores uploads before the database change that points at them (their URLs go into its rows).
 * If one fails, those already stored are removed; if the change then fails, the caller removes
 * them all (decision 005): a failed request leaves no file behind.
 */
export async function storeUploads(
  deps: UploadDeps,
  files: AudioUpload[],
): Promise<{ field: string; url: string }[]> {
  const stored: { field: string; url: string }[] = [];
  try {
    for (const file of files) {
      const saved = await deps.storage.put(file.buffer, file.contentType, file.extension);
      stored.push({ field: file.field, url: saved.url });
    }
  } catch (error) {
    await removeQuietly(
      deps,
      stored.map((s) => s.url),
    );
    throw error;
  }
  return stored;
}

/**
 * Removes files the database no longer points at, once its change has committed. A failure
 * leaves an orphan file, which is harmless, so it is logged rather than failing a request whose
 * change is done. While a backup copies files, removals wait for it (removal-hold.ts).
 */
export async function removeQuietly({ storage, log }: UploadDeps, urls: (string | null)[]) {
  await Promise.all(
    urls
      .filter((u): u is string => !!u)
      .filter((url) => !deferRemoval(storage, url))
      .map((url) =>
        storage.remove(url).catch((err: unknown) => log.warn({ err, url }, 'orphan file left')),
      ),
  );
}
