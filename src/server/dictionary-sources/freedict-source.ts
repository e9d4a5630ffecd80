/**
 * FreeDict's French-English and English-French dictionaries, read from their dictd files (Debian's
 * dict-freedict-fra-eng and dict-freedict-eng-fra, in /usr/share/dictd or DICTD_DIR). They give
 * French IPA, parts of speech and genders, English IPA, and the translation pairs (decision 016).
 *
 * Articles look like 'chat /ʃa/ <n, masc>\ncat\n' (fra-eng) and
 * 'water /wɔːtər/\n1. aquatique\n2. eau, onde\n3. abreuver, arroser\n' (eng-fra): a headword, IPA
 * between slashes, a part of speech between angle brackets (fra-eng only), then one line per sense
 * ('1. ' numbered when several) of comma-separated translations.
 *
 * What is cleaned, and why:
 * - U+2010 hyphens (eng-fra writes 'Anglo‐Saxon', 'faire‐part') become '-'.
 * - French IPA comes in two styles: the older hand-written one ('/ʃodʀɔ̃/', with ʀ) and eSpeak's
 *   ('/ɛkstʁˈɛm oʁjˈɑ̃/': stress marks French does not have, '(en)...(fr)' language switches,
 *   'də-' hyphens). Both are brought to one: ʁ for ʀ, ɡ for g, no stress marks, switches or
 *   hyphens. Wrong transcriptions stay wrong ('Arménien /aʀmeni/', 'Aryen /aʀj/'): the bundled
 *   sources come first, and an editor can fix a word.
 * - A translation's parenthesised qualifier is dropped ('(female) duck' -> 'duck', 'ash (tree)' ->
 *   'ash'), a parenthesised part of a word kept ('(bul)rush' -> 'bulrush'); affixes ('-able',
 *   'aqu-'), phrases with '...' or '?' and entries with digits are skipped.
 * - French headwords with a capital are proper nouns ('Amsterdam', 'Anglais'): skipped, as Lefff's
 *   are. English ones are kept ('English' is an adjective).
 * - eng-fra has no parts of speech: a sense takes the one its French translations have in fra-eng
 *   ('water': 1. aquatique -> adjective, 2. eau -> noun, 3. abreuver -> verb), by majority; a word
 *   none of whose senses can be told is one entry without a part of speech.
 */
import { type DictdDatabase, dictdFiles, readDictd } from './dictd-reader';
import { indexByWord, once, type RankingProvider, sortByRanking } from './ranking';
import type { Availability, DictionarySource, SourceEntry, SourceRelation } from './source';

export const DEFAULT_DICTD_DIR = '/usr/share/dictd';
export const FRA_ENG = 'freedict-fra-eng';
export const ENG_FRA = 'freedict-eng-fra';

export const FREEDICT_LICENCE = 'GPL-2.0-or-later (FreeDict)';

/** fra-eng's tags ('n, masc') as the French word form writes parts of speech. */
const FRENCH_TAGS: Record<string, { partOfSpeech: string; gender: 'm' | 'f' | null }> = {
  'n, masc': { partOfSpeech: 'nom', gender: 'm' },
  'n, fem': { partOfSpeech: 'nom', gender: 'f' },
  n: { partOfSpeech: 'nom', gender: null },
  v: { partOfSpeech: 'verbe', gender: null },
  vt: { partOfSpeech: 'verbe', gender: null },
  vi: { partOfSpeech: 'verbe', gender: null },
  adj: { partOfSpeech: 'adjectif', gender: null },
  adv: { partOfSpeech: 'adverbe', gender: null },
  prep: { partOfSpeech: 'préposition', gender: null },
  pron: { partOfSpeech: 'pronom', gender: null },
  conj: { partOfSpeech: 'conjonction', gender: null },
  int: { partOfSpeech: 'interjection', gender: null },
  art: { partOfSpeech: 'article', gender: null },
  num: { partOfSpeech: 'numéral', gender: null },
};

/** The same part of speech in the other language's words. */
const FRENCH_TO_ENGLISH: Record<string, string> = {
  nom: 'noun',
  verbe: 'verb',
  adjectif: 'adjective',
  adverbe: 'adverb',
  préposition: 'preposition',
  pronom: 'pronoun',
  conjonction: 'conjunction',
  interjection: 'interjection',
  article: 'article',
  numéral: 'numeral',
};
const ENGLISH_TO_FRENCH = Object.fromEntries(
  Object.entries(FRENCH_TO_ENGLISH).map(([french, english]) => [english, french]),
);

export const englishPartOfSpeech = (french: string | null): string | null =>
  french === null ? null : (FRENCH_TO_ENGLISH[french] ?? null);
export const frenchPartOfSpeech = (english: string | null): string | null =>
  english === null ? null : (ENGLISH_TO_FRENCH[english] ?? null);

export interface FreedictArticle {
  headword: string;
  /** As the file has it, without the slashes. */
  ipa: string | null;
  tag: string | null;
  /** One list of translations per sense, cleaned. */
  senses: string[][];
}

const tidy = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/\u2010/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

/** Letters, with apostrophes, hyphens and single spaces between them. */
const PLAIN_WORD = /^\p{L}[\p{L}\p{M}'’-]*(?: [\p{L}\p{M}'’-]+)*$/u;

const isPlainWord = (word: string): boolean => PLAIN_WORD.test(word) && !word.endsWith('-');
const isFrenchWord = (word: string): boolean =>
  isPlainWord(word) && word.charAt(0) === word.charAt(0).toLowerCase();

/** One translation cleaned (see the file's comment), or null when it is not a usable word. */
export function cleanTranslation(raw: string): string | null {
  let text = tidy(raw);
  if (/\.\.\.|…|\?|\d/.test(text)) return null;
  // A qualifier between spaces or at an end goes; parentheses inside a word only lose their marks.
  text = text.replace(/(^|\s)\([^()]*\)(?=\s|$)/g, ' ');
  text = text.replace(/[()]/g, '');
  text = tidy(text);
  return isPlainWord(text) ? text : null;
}

/** A sense line's translations: split on commas outside parentheses. */
export function splitTranslations(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of line) {
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map(cleanTranslation).filter((part): part is string => part !== null);
}

export function parseArticle(text: string): FreedictArticle | null {
  const [first = '', ...rest] = text.split('\n');
  const head = /^(.+?)(?: \/([^/]*)\/)?(?: <([^>]*)>)?\s*$/.exec(first);
  if (!head) return null;
  const senses = rest
    .map((line) => line.replace(/^\s*\d+\.\s*/, '').trim())
    .filter(Boolean)
    .map(splitTranslations)
    .filter((sense) => sense.length > 0);
  return {
    headword: tidy(head[1] ?? ''),
    ipa: head[2]?.trim() || null,
    tag: head[3]?.trim() || null,
    senses,
  };
}

/**
 * French IPA in one notation (see the file's comment), between slashes. One systematic error is
 * corrected: words in -ien/-yen lost their final nasal ('chien /ʃi/', 'musicien /myzisi/',
 * 'citoyen /sitwaj/': 75 of fra-eng's 83 such headwords), so a final 'i' becomes 'jɛ̃', a final 'j' 'jɛ̃'.
 */
export function normaliseFrenchIpa(ipa: string | null, headword = ''): string | null {
  if (!ipa) return null;
  let text = tidy(
    ipa
      .normalize('NFC')
      .replace(/\((?:en|fr)\)/g, '')
      .replace(/[ˈˌ]/g, '')
      .replace(/ʀ/g, 'ʁ')
      .replace(/g/g, 'ɡ')
      .replace(/[-\u2010]/g, ''),
  );
  if (/[iy]en$/.test(headword)) {
    if (text.endsWith('i')) text = `${text.slice(0, -1)}jɛ̃`;
    else if (text.endsWith('j')) text = `${text}ɛ̃`;
  }
  return text ? `/${text}/` : null;
}

/** English IPA as FreeDict writes it, without eSpeak's language switches, between slashes. */
function englishIpa(ipa: string | null): string | null {
  if (!ipa) return null;
  const text = tidy(ipa.replace(/\((?:en|fr)\)/g, '').replace(/\u2010/g, '-'));
  return text ? `/${text}/` : null;
}

interface Parsed {
  french: SourceEntry[];
  english: SourceEntry[];
  relations: SourceRelation[];
}

const key = (word: string) => word.toLowerCase();

/** Adds an entry, or merges it into the one with the same spelling and part of speech. */
function addEntry(entries: Map<string, SourceEntry>, entry: SourceEntry) {
  const id = `${key(entry.word)}|${entry.partOfSpeech ?? ''}`;
  const existing = entries.get(id);
  if (!existing) entries.set(id, entry);
  else {
    existing.pronunciation ??= entry.pronunciation;
    if (existing.gender !== entry.gender) existing.gender = null;
  }
}

/** Builds the entries and pairs of both dictionaries; either may be missing. */
export function parseFreedict(fraEng: DictdDatabase | null, engFra: DictdDatabase | null): Parsed {
  const french = new Map<string, SourceEntry>();
  const english = new Map<string, SourceEntry>();
  const relations = new Map<string, SourceRelation>();
  /** French word -> the parts of speech fra-eng gives it. */
  const frenchParts = new Map<string, Set<string>>();

  const addRelation = (
    frenchWord: string,
    frenchPos: string | null,
    englishWord: string,
    englishPos: string | null,
  ) => {
    relations.set(`${key(frenchWord)}|${frenchPos ?? ''}|${key(englishWord)}|${englishPos ?? ''}`, {
      french: { word: frenchWord, partOfSpeech: frenchPos },
      english: { word: englishWord, partOfSpeech: englishPos },
    });
  };

  for (const { text } of fraEng?.articles ?? []) {
    const article = parseArticle(text);
    if (!article || !isFrenchWord(article.headword)) continue;
    const tag = article.tag === null ? null : (FRENCH_TAGS[article.tag] ?? null);
    const partOfSpeech = tag?.partOfSpeech ?? null;
    addEntry(french, {
      word: article.headword,
      partOfSpeech,
      definition: null,
      pronunciation: normaliseFrenchIpa(article.ipa, article.headword),
      gender: tag?.gender ?? null,
    });
    if (partOfSpeech) {
      const parts = frenchParts.get(key(article.headword)) ?? new Set<string>();
      parts.add(partOfSpeech);
      frenchParts.set(key(article.headword), parts);
    }
    for (const sense of article.senses)
      for (const translation of sense)
        addRelation(article.headword, partOfSpeech, translation, englishPartOfSpeech(partOfSpeech));
  }

  /** A French word's part of speech when fra-eng gives it only one, or the one wanted if it has it. */
  const frenchPosOf = (word: string, wanted: string | null): string | null => {
    const parts = frenchParts.get(key(word));
    if (!parts) return null;
    if (wanted && parts.has(wanted)) return wanted;
    return parts.size === 1 ? ([...parts][0] ?? null) : null;
  };

  for (const { text } of engFra?.articles ?? []) {
    const article = parseArticle(text);
    if (!article || !isPlainWord(article.headword)) continue;
    const given = article.tag === 'n' ? 'noun' : null;
    const senses = article.senses.map((translations) => {
      const french = translations.filter(isFrenchWord);
      return { french, partOfSpeech: given ?? senseEnglishPos(french, frenchPosOf) };
    });
    const known = [...new Set(senses.map((s) => s.partOfSpeech))].filter(
      (p): p is string => p !== null,
    );
    for (const partOfSpeech of known.length > 0 ? known : [null])
      addEntry(english, {
        word: article.headword,
        partOfSpeech,
        definition: null,
        pronunciation: englishIpa(article.ipa),
        gender: null,
      });
    for (const sense of senses)
      for (const frenchWord of sense.french) {
        const frenchPos = frenchPosOf(frenchWord, frenchPartOfSpeech(sense.partOfSpeech));
        addRelation(
          frenchWord,
          frenchPos,
          article.headword,
          sense.partOfSpeech ?? englishPartOfSpeech(frenchPos),
        );
      }
  }

  // A pair known with parts of speech makes the same pair without them redundant.
  const typed = new Set(
    [...relations.values()]
      .filter((r) => r.french.partOfSpeech !== null || r.english.partOfSpeech !== null)
      .map((r) => `${key(r.french.word)}|${key(r.english.word)}`),
  );
  const pairs = [...relations.values()].filter(
    (r) =>
      r.french.partOfSpeech !== null ||
      r.english.partOfSpeech !== null ||
      !typed.has(`${key(r.french.word)}|${key(r.english.word)}`),
  );
  return { french: [...french.values()], english: [...english.values()], relations: pairs };
}

/** The English part of speech most of a sense's French translations have (null on a tie). */
function senseEnglishPos(
  french: string[],
  frenchPosOf: (word: string, wanted: string | null) => string | null,
): string | null {
  const votes = new Map<string, number>();
  for (const word of french) {
    const english = englishPartOfSpeech(frenchPosOf(word, null));
    if (english) votes.set(english, (votes.get(english) ?? 0) + 1);
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || (second && second[1] === best[1])) return null;
  return best[0];
}

/** Both dictionaries of one folder, read once for the sources that share it. */
export class FreedictFiles {
  readonly load: () => Promise<Parsed>;

  constructor(readonly dir: string = DEFAULT_DICTD_DIR) {
    this.load = once(async () => {
      const [fraEng, engFra] = await Promise.all(
        [FRA_ENG, ENG_FRA].map((name) =>
          this.missing(name).length === 0 ? readDictd(this.dir, name) : Promise.resolve(null),
        ),
      );
      return parseFreedict(fraEng ?? null, engFra ?? null);
    });
  }

  /** The files of database `name` that are not there. */
  missing(name: string): string[] {
    return dictdFiles(this.dir, name).missing;
  }
}

export interface FreedictSourceOptions {
  side: 'french' | 'english';
  files: FreedictFiles;
  /** Order for entries(); FreeDict's own is alphabetical. */
  ranking?: RankingProvider;
}

/** One side of FreeDict: that language's entries, and the pairs (the same on both sides). */
export class FreedictSource implements DictionarySource {
  readonly name = 'dictd' as const;
  readonly origin = 'freedict' as const;
  readonly licence = FREEDICT_LICENCE;
  readonly side: 'french' | 'english';
  readonly title: string;
  private readonly files: FreedictFiles;
  private readonly ranking: RankingProvider | undefined;
  private readonly byWord = once(async () => indexByWord(await this.own(), key));

  constructor(options: FreedictSourceOptions) {
    this.side = options.side;
    this.files = options.files;
    this.ranking = options.ranking;
    this.title =
      options.side === 'french'
        ? 'FreeDict French-English (dictd)'
        : 'FreeDict English-French (dictd)';
  }

  private get database() {
    return this.side === 'french' ? FRA_ENG : ENG_FRA;
  }

  async availability(): Promise<Availability> {
    const missing = this.files.missing(this.database);
    if (missing.length === 0) return { available: true, reason: null };
    const pkg = this.side === 'french' ? 'dict-freedict-fra-eng' : 'dict-freedict-eng-fra';
    return {
      available: false,
      reason: `FreeDict dictd files not found in ${this.files.dir}: ${missing.join(', ')} (install ${pkg}, or set DICTD_DIR)`,
    };
  }

  private async own(): Promise<SourceEntry[]> {
    if (this.files.missing(this.database).length > 0) return [];
    const parsed = await this.files.load();
    return this.side === 'french' ? parsed.french : parsed.english;
  }

  async *entries(signal?: AbortSignal): AsyncGenerator<SourceEntry> {
    let entries = await this.own();
    if (this.ranking) entries = sortByRanking(entries, await this.ranking());
    for (const entry of entries) {
      signal?.throwIfAborted();
      yield { ...entry };
    }
  }

  async lookup(word: string, signal?: AbortSignal): Promise<SourceEntry[]> {
    signal?.throwIfAborted();
    const wanted = tidy(word).toLowerCase();
    return ((await this.byWord()).get(wanted) ?? []).map((e) => ({ ...e }));
  }

  /** Pairs from both directions, each once; empty when neither file is there. */
  async *relations(signal?: AbortSignal): AsyncGenerator<SourceRelation> {
    if (this.files.missing(FRA_ENG).length > 0 && this.files.missing(ENG_FRA).length > 0) return;
    for (const relation of (await this.files.load()).relations) {
      signal?.throwIfAborted();
      yield { french: { ...relation.french }, english: { ...relation.english } };
    }
  }
}
