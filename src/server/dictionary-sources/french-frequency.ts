/**
 * How common a French word is (decision 034): the word forms of OpenSubtitles 2024 in frequency
 * order, as npm @zxcvbn-ts/language-fr ships them (`src/commonWords.json`: 28,095 lower-case forms,
 * most frequent first; data ODC-BY via OPUS, package MIT). The list has forms ('suis', 'yeux'),
 * an import takes lemmas, so the forms are credited to their Lefff lemmas:
 *
 * - A form's weight is 1/rank (Zipf's law: frequency falls as the rank grows).
 * - A form Lefff analyses several ways shares its weight equally between its analyses ('monde':
 *   the noun, and a form of 'monder'); a lemma's score is the sum over its forms, per part of
 *   speech ('être' the verb gathers est, suis, été...; 'être' the noun only its own share).
 * - A word's score, for an entry without a part of speech, is the sum of its entries' scores; an
 *   entry Lefff gives no form of scores 0 ('être' the noun); a form Lefff does not know scores for
 *   itself (FreeDict's headwords are looked up by word).
 *
 * Lefff writes the ligature œ as 'oe' ('oeil', 'coeur', 'soeur'); FreeDict and the subtitles write
 * 'œil'. A Lefff lemma takes the ligature when the list has that spelling more often
 * (`ligatureSpellings`: 17 of Lefff's 154 'oe' lemmas, every one of them the usual spelling), so
 * the entry is the one FreeDict translates and a reader expects.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LEFFF_PARTS_OF_SPEECH } from './lefff-source';
import { entryRankKey, rankKey, scoredByEntry, type Ranking } from './ranking';
import { readLines } from './read-lines';

const require = createRequire(import.meta.url);

export const FREQUENCY_PACKAGE = '@zxcvbn-ts/language-fr';

export function defaultFrequencyFile(): string {
  return join(
    dirname(require.resolve(`${FREQUENCY_PACKAGE}/package.json`)),
    'src/commonWords.json',
  );
}

/** The forms in frequency order, most frequent first (each once, NFC, lower case). */
export async function readFrequencyList(file = defaultFrequencyFile()): Promise<string[]> {
  const list: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!Array.isArray(list)) throw new Error(`${file}: not a list of words`);
  const seen = new Set<string>();
  for (const form of list) if (typeof form === 'string') seen.add(rankKey(form));
  return [...seen];
}

/** Spelling with 'oe' -> with 'œ', for the forms the list has more often with the ligature. */
export function ligatureSpellings(forms: readonly string[]): Map<string, string> {
  const rank = new Map(forms.map((form, index) => [form, index]));
  const spellings = new Map<string, string>();
  for (const [form, position] of rank) {
    if (!form.includes('œ')) continue;
    const plain = form.replace(/œ/g, 'oe');
    if (position < (rank.get(plain) ?? Infinity)) spellings.set(plain, form);
  }
  return spellings;
}

/**
 * Scores by entry (word and part of speech, `entryRankKey`) and by word (`rankKey`), from the
 * frequency list and Lefff's `form \t category \t lemma \t morphology` lines.
 */
export async function frenchFrequencyRanking(
  forms: readonly string[],
  lefffFile: string,
  spellings: ReadonlyMap<string, string> = new Map(),
  signal?: AbortSignal,
): Promise<Ranking> {
  const rank = new Map(forms.map((form, index) => [form, index + 1]));
  /** Form -> its analyses, as 'lemma\tpart of speech' (the category itself when not kept). */
  const analyses = new Map<string, Set<string>>();
  for await (const line of readLines(lefffFile, signal)) {
    const first = line.indexOf('\t');
    if (first <= 0) continue;
    const form = line.slice(0, first).normalize('NFC');
    if (!rank.has(form)) continue;
    const [, category = '', lemma = ''] = line.split('\t');
    const partOfSpeech = LEFFF_PARTS_OF_SPEECH[category] ?? category;
    const word = lemma.normalize('NFC');
    const set = analyses.get(form) ?? new Set<string>();
    set.add(`${spellings.get(word) ?? word}\t${partOfSpeech}`);
    analyses.set(form, set);
  }
  const ranking = new Map<string, number>();
  const add = (key: string, score: number) => ranking.set(key, (ranking.get(key) ?? 0) + score);
  for (const [form, position] of rank) {
    const weight = 1 / position;
    const own = analyses.get(form);
    if (!own) {
      add(rankKey(form), weight);
      continue;
    }
    for (const analysis of own) {
      const [lemma = '', partOfSpeech = ''] = analysis.split('\t');
      add(entryRankKey(lemma, partOfSpeech), weight / own.size);
      add(rankKey(lemma), weight / own.size);
      ranking.set(scoredByEntry(lemma), 1);
    }
  }
  return ranking;
}
