import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type {
  InterchangeEntry,
  InterchangeSense,
  InterchangeWarning,
  InterchangeWarningCode,
} from '@shared/schemas/interchange';
import { bareIpa } from '@shared/ipa';
import { nounClassOf, partOfSpeechOf } from '../lift/grammatical-info';
import type { ReadEntry } from '../read-entry';
import { columnOf, listCell, type CsvColumn } from './csv-columns';

/** Why a file cannot be read as our CSV at all; the file is refused whole. */
export class CsvFileError extends Error {
  constructor(
    readonly code: 'notUtf8' | 'notCsv' | 'csvHeaderMissing' | 'empty',
    readonly detail: string | null = null,
  ) {
    super(`${code}${detail ? `: ${detail}` : ''}`);
  }
}

/** The bytes as text, refused rather than repaired when they are not UTF-8 (a Latin-1 export). */
async function* strictUtf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunks)
      yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    yield decoder.decode();
  } catch (error) {
    if (error instanceof TypeError) throw new CsvFileError('notUtf8');
    throw error;
  }
}

type Row = Partial<Record<CsvColumn, string>>;

/**
 * The entries of a CSV file, in order, each with what was read differently from the file.
 * Streams: only the entry being assembled is held.
 */
export async function* readCsvEntries(
  chunks: AsyncIterable<Buffer | string>,
): AsyncGenerator<ReadEntry & { row: number }> {
  const source = Readable.from(strictUtf8(chunks));
  const parser = source.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1_000_000,
      info: true,
    }),
  );
  // pipe() does not pass the source's errors on: a decoding error ends the parse with it.
  source.once('error', (error) => parser.destroy(error));
  let columns: (CsvColumn | null)[] | null = null;
  let current: Assembling | null = null;
  const finished = new Set<string>();

  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = info.lines;
      if (!columns) {
        columns = record.map(columnOf);
        if (!columns.includes('headword'))
          throw new CsvFileError('csvHeaderMissing', record.join(', ').slice(0, 200));
        continue;
      }
      if (record.length !== columns.length) {
        yield skipped(line, 'rowRagged', `${record.length}/${columns.length}`);
        continue;
      }
      const row: Row = {};
      columns.forEach((column, index) => {
        if (column) row[column] = record[index]!.normalize('NFC').trim();
      });
      const headword = row.headword ?? '';
      if (!headword) {
        yield skipped(line, 'noHeadword', row.id || null);
        continue;
      }
      const entryKey = row.id || `${headword}\u0000${row.homograph ?? ''}`;
      if (current && current.key === entryKey) {
        current.addRow(row);
        continue;
      }
      if (current) {
        finished.add(current.key);
        yield current.done();
      }
      if (finished.has(entryKey)) {
        current = null;
        yield skipped(line, 'rowsApart', headword);
        continue;
      }
      current = new Assembling(entryKey, line, row);
    }
  } catch (error) {
    if (error instanceof CsvFileError) throw error;
    const { code, message } = error as { code?: string; message: string };
    if (code?.startsWith('CSV_')) throw new CsvFileError('notCsv', message);
    throw error;
  }
  if (!columns) throw new CsvFileError('empty');
  if (current) yield current.done();
}

function skipped(row: number, code: InterchangeWarningCode, detail: string | null) {
  return { row, entry: null, warnings: [{ code, entry: `#${row}`, detail }] };
}

/** An entry being read from its consecutive rows. */
class Assembling {
  readonly entry: InterchangeEntry;
  readonly warnings: InterchangeWarning[] = [];
  private lastSense: string | null = null;

  constructor(
    readonly key: string,
    readonly row: number,
    first: Row,
  ) {
    const headword = first.headword!;
    const warn = (code: InterchangeWarningCode, detail: string) =>
      this.warnings.push({ code, entry: headword, detail });
    let homograph: number | null = null;
    if (first.homograph) {
      const number = Number(first.homograph);
      if (Number.isInteger(number) && number >= 1 && number <= 99) homograph = number;
      else warn('homographInvalid', first.homograph);
    }
    const notes = first.notes ? [first.notes] : [];
    let partOfSpeech: InterchangeEntry['partOfSpeech'] = null;
    let partOfSpeechOriginal: string | null = null;
    if (first.part_of_speech) {
      partOfSpeech = partOfSpeechOf(first.part_of_speech);
      if (!partOfSpeech) {
        warn('partOfSpeechUnknown', first.part_of_speech);
        partOfSpeech = 'other';
        partOfSpeechOriginal = first.part_of_speech;
        notes.push(`part of speech: ${first.part_of_speech}`);
      }
    }
    const nounClass = first.noun_class ? nounClassOf(first.noun_class) : null;
    if (first.noun_class && !nounClass) warn('nounClassUnreadable', first.noun_class);
    const forms = (['plural', 'variant', 'dialect'] as const).flatMap((kind) =>
      listCell(first[kind] ?? '').map((form) => ({
        kind,
        form,
        pronunciation: null,
        audio: null,
      })),
    );
    this.entry = {
      sourceId: first.id || null,
      headword,
      homograph,
      partOfSpeech,
      partOfSpeechOriginal,
      nounClass,
      pronunciation: first.ipa ? bareIpa(first.ipa) || null : null,
      audio: listCell(first.audio ?? '').map((name) =>
        name.includes('/') ? name : `audio/${name}`,
      ),
      forms,
      senses: [],
      notes: notes.length ? notes.join('\n\n') : null,
    };
    this.addRow(first);
  }

  addRow(row: Row) {
    const example =
      row.example || row.example_french || row.example_english
        ? {
            text: row.example ?? '',
            french: row.example_french || null,
            english: row.example_english || null,
          }
        : null;
    const sameSense = row.sense && row.sense === this.lastSense && this.entry.senses.length > 0;
    this.lastSense = row.sense || null;
    if (sameSense) {
      if (example) this.entry.senses.at(-1)!.examples.push(example);
      return;
    }
    const sense: InterchangeSense = {
      frenchWord: row.french_gloss || null,
      englishWord: row.english_gloss || null,
      frenchDefinition: row.french_definition || null,
      englishDefinition: row.english_definition || null,
      semanticDomain: row.semantic_domain || null,
      examples: example ? [example] : [],
    };
    const empty =
      !sense.frenchWord &&
      !sense.englishWord &&
      !sense.frenchDefinition &&
      !sense.englishDefinition &&
      !sense.semanticDomain &&
      !example;
    if (!empty) this.entry.senses.push(sense);
  }

  done(): ReadEntry & { row: number } {
    return { row: this.row, entry: this.entry, warnings: this.warnings };
  }
}
