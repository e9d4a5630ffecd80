/**
 * The CSV interchange layout: UTF-8, a header row, one row per sense. An entry's rows follow
 * one another and share its `id` (or, without ids, its headword and homograph); the entry's own
 * columns are read from its first row. A row whose `sense` number repeats the previous row's adds
 * an example to that sense. Lists inside a cell (plurals, variants, recordings) are separated by
 * semicolons.
 */
import { CSV_COLUMNS, type CsvColumn } from '@shared/schemas/interchange';

export { CSV_COLUMNS, type CsvColumn };

/** Names people give these columns in spreadsheets, matched without case, spaces or dashes. */
const ALIASES: Record<string, CsvColumn> = {
  guid: 'id',
  word: 'headword',
  lexeme: 'headword',
  mot: 'headword',
  pos: 'part_of_speech',
  partofspeech: 'part_of_speech',
  nounclass: 'noun_class',
  plural_form: 'plural',
  pronunciation: 'ipa',
  phonetic: 'ipa',
  gloss_fr: 'french_gloss',
  gloss_en: 'english_gloss',
  french: 'french_gloss',
  english: 'english_gloss',
  definition_fr: 'french_definition',
  definition_en: 'english_definition',
  domain: 'semantic_domain',
  note: 'notes',
  audio_file: 'audio',
  sound: 'audio',
};

const key = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/gu, '_');

/** Our column for a header cell, or null when it is not one we read. */
export function columnOf(header: string): CsvColumn | null {
  const name = key(header);
  if ((CSV_COLUMNS as readonly string[]).includes(name)) return name as CsvColumn;
  return ALIASES[name] ?? ALIASES[name.replace(/_/gu, '')] ?? null;
}

/** A list cell's items: trimmed, empty ones dropped. */
export const listCell = (value: string) =>
  value
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
