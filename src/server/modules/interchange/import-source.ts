import type { InterchangeFormat } from '@shared/schemas/interchange';
import { AppError } from '@server/http/app-error';
import { ArchiveError, openInterchangeArchive, type InterchangeArchive } from './archive';
import { CsvFileError, readCsvEntries } from './csv/csv-reader';
import { readLift, surveyLift } from './lift/lift-reader';
import { LiftFileError } from './lift/lift-xml';
import type { ReadEntry } from './read-entry';

/** One entry of a file, as an import reads it: where it is, and what it says. */
export interface SourceEntry extends ReadEntry {
  /** The headword, or where the entry is when it has none (`#12`: row or entry 12). */
  label: string;
}

/** An uploaded file opened for an import: its recordings, and its entries in file order. */
export interface ImportSource {
  archive: InterchangeArchive;
  /** LIFT: each writing system of the headwords with its entries, and the one taken. */
  writingSystems: { lang: string; entries: number }[];
  headwordLanguage: string | null;
  /** The entries afresh on each call (the preview and the job each read the file through). */
  entries(): AsyncIterable<SourceEntry>;
}

/**
 * Opens the upload at `path` (a bare document or a zip) and, for LIFT, surveys it: the headword's
 * writing system (the language's own code if the file uses it) and the ids relations point at.
 * A file refused whole throws `interchangeFileError`'s AppError.
 */
export async function openImportSource(
  path: string,
  format: InterchangeFormat,
  languageCode: string | null,
): Promise<ImportSource> {
  const archive = await asFileError(() => openInterchangeArchive(path, format));
  try {
    const open = () => documentChunks(archive);
    if (format === 'csv') {
      return {
        archive,
        writingSystems: [],
        headwordLanguage: null,
        async *entries() {
          for await (const read of readCsvEntries(open()))
            yield { ...read, label: read.entry?.headword ?? `#${read.row}` };
        },
      };
    }
    const survey = await asFileError(() => surveyLift(open, { languageCode, sampleSize: 0 }));
    return {
      archive,
      writingSystems: survey.writingSystems,
      headwordLanguage: survey.headwordLang,
      async *entries() {
        let n = 0;
        for await (const mapped of readLift(open, survey.headwordLang, survey.headwords)) {
          n += 1;
          yield {
            entry: mapped.entry,
            warnings: mapped.warnings,
            label: mapped.entry?.headword ?? mapped.liftId ?? `#${n}`,
          };
        }
      },
    };
  } catch (error) {
    archive.close();
    throw error;
  }
}

async function* documentChunks(archive: InterchangeArchive): AsyncGenerator<Buffer> {
  for await (const chunk of await archive.openDocument()) yield chunk as Buffer;
}

/** Reads entries, turning a file refused midway (bad XML at entry 3,000) into its AppError. */
export async function* readEntries(source: ImportSource): AsyncGenerator<SourceEntry> {
  try {
    yield* source.entries();
  } catch (error) {
    throw fileErrorOf(error) ?? error;
  }
}

async function asFileError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw fileErrorOf(error) ?? error;
  }
}

/** Codes of the reasons a file is refused whole, each with its message in both languages. */
export type FileErrorKey =
  | 'interchangeNotXml'
  | 'interchangeNotLift'
  | 'interchangeNotUtf8'
  | 'interchangeNotCsv'
  | 'interchangeCsvHeaderMissing'
  | 'interchangeEmpty'
  | 'interchangeArchiveInvalid'
  | 'interchangeArchiveTooLarge'
  | 'interchangeArchiveTooManyFiles'
  | 'interchangeArchivePathUnsafe'
  | 'interchangeDocumentMissing'
  | 'interchangeDocumentAmbiguous';

const KEYS: Record<string, FileErrorKey> = {
  notXml: 'interchangeNotXml',
  notLift: 'interchangeNotLift',
  notUtf8: 'interchangeNotUtf8',
  notCsv: 'interchangeNotCsv',
  csvHeaderMissing: 'interchangeCsvHeaderMissing',
  empty: 'interchangeEmpty',
  archiveInvalid: 'interchangeArchiveInvalid',
  archiveTooLarge: 'interchangeArchiveTooLarge',
  archiveTooManyFiles: 'interchangeArchiveTooManyFiles',
  archivePathUnsafe: 'interchangeArchivePathUnsafe',
  documentMissing: 'interchangeDocumentMissing',
  documentAmbiguous: 'interchangeDocumentAmbiguous',
};

/** The 400 a reader's refusal of a whole file answers, with the file's own words as detail. */
export function fileErrorOf(error: unknown): AppError | null {
  if (
    !(error instanceof LiftFileError) &&
    !(error instanceof CsvFileError) &&
    !(error instanceof ArchiveError)
  )
    return null;
  const key = KEYS[error.code]!;
  return new AppError(
    'INTERCHANGE_FILE_INVALID',
    400,
    key,
    {},
    {
      detail: (error.detail ?? '').slice(0, 200),
    },
  );
}
