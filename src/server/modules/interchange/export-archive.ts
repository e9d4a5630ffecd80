import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Storage } from '@server/storage/storage';
import type { InterchangeFormat } from '@shared/schemas/interchange';
import { csvDocument } from './csv/csv-writer';
import type { ExportedEntry } from './language-entries';
import { liftDocument, type LiftWriterOptions } from './lift/lift-writer';

export interface ExportArchiveOptions {
  format: InterchangeFormat;
  /** The document's name inside the archive, without extension (the language's, as a slug). */
  baseName: string;
  lift: LiftWriterOptions;
  /** The licence file's text, put beside the document. */
  licenceText: string;
}

/**
 * A .zip of a language: its document (written as the words are read), then every recording the
 * entries name under audio/, each opened only when the zip reaches it (an export of 5,000
 * recordings never holds 5,000 storage streams), and the licence. A recording the storage no
 * longer has is left out, and the document still names it: the importer reports it missing.
 */
export function exportArchive(
  entries: AsyncIterable<ExportedEntry>,
  storage: Storage,
  options: ExportArchiveOptions,
): Readable {
  const zip = new yazl.ZipFile();
  const audio = new Set<string>();
  async function* documentEntries() {
    for await (const item of entries) {
      for (const key of item.audio) audio.add(key);
      yield item.entry;
    }
  }
  const document =
    options.format === 'lift'
      ? liftDocument(documentEntries(), options.lift)
      : csvDocument(documentEntries());
  const documentStream = Readable.from(document, { objectMode: false });
  zip.addReadStream(documentStream, `${options.baseName}.${options.format}`);
  zip.addBuffer(Buffer.from(options.licenceText, 'utf8'), 'LICENCE.txt');
  const output = zip.outputStream as Readable;
  documentStream.once('error', (error) => output.destroy(error));
  documentStream.once('end', () => {
    void addRecordings([...audio]).then(
      () => zip.end(),
      (error: unknown) => output.destroy(error as Error),
    );
  });

  async function addRecordings(keys: string[]) {
    for (const key of keys) {
      const stat = await storage.stat(key);
      if (!stat) continue;
      zip.addReadStreamLazy(key, { size: stat.size, compress: false }, (done) => {
        storage.read(key).then(
          (file) =>
            file ? done(null, file.stream) : done(new Error(`recording gone: ${key}`), null!),
          (error: unknown) => done(error, null!),
        );
      });
    }
  }
  return output;
}
