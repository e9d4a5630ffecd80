import type { PartOfSpeech } from '@shared/schemas/lexicon';

/**
 * LIFT's grammatical-info values are the exporting tool's own category names: FLEx writes its
 * part-of-speech list's English names ("Noun", "Proper Noun", "Cardinal numeral"), others write
 * abbreviations or French names. Matched case- and accent-insensitively.
 */
const NAMES: Record<PartOfSpeech, readonly string[]> = {
  noun: ['noun', 'n', 'proper noun', 'nom', 'nom propre', 'substantive', 'substantif', 'nominal'],
  verb: [
    'verb',
    'v',
    'vb',
    'verbe',
    'transitive verb',
    'intransitive verb',
    'ditransitive verb',
    'vt',
    'vi',
  ],
  adjective: ['adjective', 'adj', 'adjectif'],
  adverb: ['adverb', 'adv', 'adverbe'],
  pronoun: ['pronoun', 'pro', 'pron', 'pronom', 'personal pronoun', 'demonstrative'],
  numeral: ['numeral', 'num', 'number', 'cardinal numeral', 'ordinal numeral', 'numéral', 'nombre'],
  conjunction: [
    'conjunction',
    'conj',
    'conjonction',
    'coordinating conjunction',
    'subordinating conjunction',
    'connective',
  ],
  preposition: ['preposition', 'prep', 'préposition', 'adposition', 'postposition'],
  interjection: ['interjection', 'interj', 'intj', 'exclamation'],
  ideophone: ['ideophone', 'ideo', 'idéophone'],
  particle: ['particle', 'part', 'prt', 'particule'],
  phrase: ['phrase', 'phr', 'locution', 'idiom', 'expression'],
  other: ['other', 'autre', 'unknown', 'inconnu'],
};

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.\s]+$/u, '')
    .trim();

const BY_NAME = new Map<string, PartOfSpeech>(
  Object.entries(NAMES).flatMap(([part, names]) =>
    names.map((name) => [fold(name), part as PartOfSpeech] as const),
  ),
);

/** Our part of speech for a file's category, or null when it is not one we know. */
export function partOfSpeechOf(value: string): PartOfSpeech | null {
  return BY_NAME.get(fold(value)) ?? null;
}

/** The category LIFT is given for ours: FLEx's English names, which FLEx maps back on import. */
export const LIFT_PART_OF_SPEECH: Record<PartOfSpeech, string> = {
  noun: 'Noun',
  verb: 'Verb',
  adjective: 'Adjective',
  adverb: 'Adverb',
  pronoun: 'Pronoun',
  numeral: 'Numeral',
  conjunction: 'Conjunction',
  preposition: 'Preposition',
  interjection: 'Interjection',
  ideophone: 'Ideophone',
  particle: 'Particle',
  phrase: 'Phrase',
  other: 'Other',
};

/**
 * A noun class as a Bantu grammar numbers it, from how exports write it: "9", "9/10" (the
 * singular's class first), "Class 7", "cl. 1a", "7-8". Null when no class number is there.
 */
export function nounClassOf(value: string): string | null {
  const match = /(?:^|[^0-9a-z])([0-9]{1,2}[a-z]?)(?![0-9])/iu.exec(` ${value.trim()}`);
  return match ? match[1]!.toLowerCase() : null;
}
