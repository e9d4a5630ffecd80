import { createReadStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { InterchangeFormat } from '@shared/schemas/interchange';

/**
 * An uploaded interchange file: the document itself (.lift, .csv), or a .zip holding it with its
 * recordings (FLEx and Language Forge export audio/ next to the .lift). A zip is read from its
 * central directory (yauzl), never unpacked to disk: files are streamed one at a time, and the
 * limits below are checked before anything is read.
 */
export const ARCHIVE_LIMITS = {
  /** What a zip may unpack to, all files together. */
  maxUnpackedBytes: 2 * 1024 ** 3,
  maxFiles: 100_000,
};

export type ArchiveErrorCode =
  | 'archiveInvalid'
  | 'archiveTooLarge'
  | 'archiveTooManyFiles'
  | 'archivePathUnsafe'
  | 'documentMissing'
  | 'documentAmbiguous';

/** Why an upload is refused whole. */
export class ArchiveError extends Error {
  constructor(
    readonly code: ArchiveErrorCode,
    readonly detail: string | null = null,
  ) {
    super(`${code}${detail ? `: ${detail}` : ''}`);
  }
}

export interface InterchangeArchive {
  /** The document's name inside the archive (or the upload's own name). */
  documentName: string;
  /** A new stream of the document each time: it is read once to survey, once to import. */
  openDocument(): Promise<Readable>;
  /** The archive's other files, by their path relative to the document's folder. */
  files: ReadonlyMap<string, { size: number }>;
  openFile(path: string): Promise<Readable>;
  close(): void;
}

const EXTENSIONS: Record<InterchangeFormat, string> = { lift: '.lift', csv: '.csv' };
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function startsWithZipMagic(path: string): Promise<boolean> {
  const handle = await openFile(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head.equals(ZIP_MAGIC);
  } finally {
    await handle.close();
  }
}

/** Opens an upload stored at `path`: a zip by its bytes, else the document itself. */
export async function openInterchangeArchive(
  path: string,
  format: InterchangeFormat,
  limits = ARCHIVE_LIMITS,
): Promise<InterchangeArchive> {
  if (!(await startsWithZipMagic(path))) {
    return {
      documentName: posix.basename(path),
      openDocument: async () => createReadStream(path),
      files: new Map(),
      openFile: () => Promise.reject(new ArchiveError('documentMissing')),
      close: () => {},
    };
  }
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, file) => (error ? reject(toArchiveError(error)) : resolve(file)),
    ),
  );
  try {
    return await indexZip(zip, format, limits);
  } catch (error) {
    zip.close();
    throw error;
  }
}

function toArchiveError(error: Error): ArchiveError {
  // yauzl refuses absolute names and "..": the archive would write outside its folder.
  if (/invalid relative path|absolute path|invalid characters in fileName/iu.test(error.message))
    return new ArchiveError('archivePathUnsafe', error.message);
  return new ArchiveError('archiveInvalid', error.message);
}

async function indexZip(
  zip: ZipFile,
  format: InterchangeFormat,
  limits: typeof ARCHIVE_LIMITS,
): Promise<InterchangeArchive> {
  if (zip.entryCount > limits.maxFiles)
    throw new ArchiveError('archiveTooManyFiles', String(zip.entryCount));
  const entries = new Map<string, Entry>();
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName.replace(/\\/gu, '/');
      if (name.split('/').includes('..') || name.startsWith('/')) {
        reject(new ArchiveError('archivePathUnsafe', name));
        return;
      }
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes) {
        reject(new ArchiveError('archiveTooLarge', String(unpacked)));
        return;
      }
      if (!name.endsWith('/') && !name.startsWith('__MACOSX/')) entries.set(name, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve());
    zip.once('error', (error: Error) => reject(toArchiveError(error)));
    zip.readEntry();
  });

  const extension = EXTENSIONS[format];
  const documents = [...entries.keys()].filter((name) => name.toLowerCase().endsWith(extension));
  if (documents.length === 0) throw new ArchiveError('documentMissing', extension);
  // The shallowest document is the lexicon (FLEx may add others in subfolders); two at the same
  // depth cannot be told apart.
  const depth = (name: string) => name.split('/').length;
  const shallowest = Math.min(...documents.map(depth));
  const candidates = documents.filter((name) => depth(name) === shallowest);
  if (candidates.length > 1) throw new ArchiveError('documentAmbiguous', candidates.join(', '));
  const documentName = candidates[0]!;
  const folder = posix.dirname(documentName);
  const relative = (name: string) => (folder === '.' ? name : posix.relative(folder, name));

  const files = new Map<string, Entry>();
  for (const [name, entry] of entries) {
    if (name === documentName) continue;
    const path = relative(name);
    if (!path.startsWith('../')) files.set(path, entry);
  }
  const stream = (entry: Entry) =>
    new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, readable) =>
        error ? reject(toArchiveError(error)) : resolve(readable),
      ),
    );
  return {
    documentName,
    openDocument: () => stream(entries.get(documentName)!),
    files: new Map([...files].map(([path, entry]) => [path, { size: entry.uncompressedSize }])),
    openFile: (path) => {
      const entry = files.get(path);
      return entry ? stream(entry) : Promise.reject(new ArchiveError('documentMissing', path));
    },
    close: () => zip.close(),
  };
}
