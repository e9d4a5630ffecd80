import { stringify } from 'csv-stringify/sync';
import type { InterchangeEntry } from '@shared/schemas/interchange';
import { CSV_COLUMNS, type CsvColumn } from './csv-columns';

type Cells = Partial<Record<CsvColumn, string | number | null>>;

const row = (cells: Cells) => stringify([CSV_COLUMNS.map((column) => cells[column] ?? '')]);

/** The rows of one entry: one per sense, one more per further example of a sense. */
export function csvEntryRows(entry: InterchangeEntry & { nounClassLabel?: string | null }): string {
  const key: Cells = {
    id: entry.sourceId,
    headword: entry.headword,
    homograph: entry.homograph,
  };
  const own: Cells = {
    part_of_speech: entry.partOfSpeech,
    noun_class: entry.nounClassLabel ?? entry.nounClass,
    plural: forms(entry, 'plural'),
    variant: forms(entry, 'variant'),
    dialect: forms(entry, 'dialect'),
    ipa: entry.pronunciation,
    notes: entry.notes,
    audio: entry.audio.join('; '),
  };
  if (entry.senses.length === 0) return row({ ...key, ...own });
  return entry.senses
    .map((sense, index) => {
      const senseCells: Cells = {
        sense: index + 1,
        french_gloss: sense.frenchWord,
        english_gloss: sense.englishWord,
        french_definition: sense.frenchDefinition,
        english_definition: sense.englishDefinition,
        semantic_domain: sense.semanticDomain,
      };
      const [first, ...more] = sense.examples;
      const example = (e: typeof first): Cells =>
        e ? { example: e.text, example_french: e.french, example_english: e.english } : {};
      return (
        row({ ...key, ...(index === 0 ? own : {}), ...senseCells, ...example(first) }) +
        more.map((e) => row({ ...key, sense: index + 1, ...example(e) })).join('')
      );
    })
    .join('');
}

const forms = (entry: InterchangeEntry, kind: 'plural' | 'variant' | 'dialect') =>
  entry.forms
    .filter((form) => form.kind === kind)
    .map((form) => form.form)
    .join('; ');

/**
 * A whole CSV document, piece by piece: a byte order mark (spreadsheets read UTF-8 by it), the
 * header, each entry's rows.
 */
export async function* csvDocument(
  entries: AsyncIterable<InterchangeEntry> | Iterable<InterchangeEntry>,
): AsyncGenerator<string> {
  yield '\uFEFF' + stringify([[...CSV_COLUMNS]]);
  for await (const entry of entries) yield csvEntryRows(entry);
}
