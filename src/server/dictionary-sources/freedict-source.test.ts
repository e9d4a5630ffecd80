import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDictdNumber, readDictd } from './dictd-reader';
import {
  cleanTranslation,
  DEFAULT_DICTD_DIR,
  ENG_FRA,
  FRA_ENG,
  FreedictFiles,
  FreedictSource,
  normaliseFrenchIpa,
  parseArticle,
  splitTranslations,
} from './freedict-source';
import type { SourceEntry, SourceRelation } from './source';

// The real files of Debian's dict-freedict-fra-eng 0.4.1 and dict-freedict-eng-fra 0.1.6.
const dir = process.env.DICTD_DIR || DEFAULT_DICTD_DIR;
const files = new FreedictFiles(dir);
const french = new FreedictSource({ side: 'french', files });
const english = new FreedictSource({ side: 'english', files });

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const pair = (r: SourceRelation) =>
  `${r.french.word} (${r.french.partOfSpeech}) = ${r.english.word} (${r.english.partOfSpeech})`;

describe('dictd reader', () => {
  it('decodes the index numbers', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('B')).toBe(1);
    expect(decodeDictdNumber('/')).toBe(63);
    expect(decodeDictdNumber('BA')).toBe(64);
    expect(decodeDictdNumber('dG7')).toBe(29 * 64 * 64 + 6 * 64 + 59);
    expect(decodeDictdNumber('a=b')).toBeNaN();
    expect(decodeDictdNumber('')).toBeNaN();
  });

  it('reads FreeDict fra-eng: its info article and its articles', async () => {
    const database = await readDictd(dir, FRA_ENG);
    expect(database.short).toMatch(/French-English FreeDict Dictionary/);
    // The licence this source cites.
    expect(database.info?.replace(/\s+/g, ' ')).toMatch(
      /GNU General Public License ver\. 2\.0 and any later version/,
    );
    expect(database.articles.length).toBeGreaterThan(8000);
    expect(database.articles.find((a) => a.key === 'chat')?.text).toBe(
      'chat /ʃa/ <n, masc>\ncat\n',
    );
    expect(database.articles.some((a) => a.key.startsWith('00'))).toBe(false);
  });

  it('reads FreeDict eng-fra, same licence', async () => {
    const database = await readDictd(dir, ENG_FRA);
    expect(database.info?.replace(/\s+/g, ' ')).toMatch(
      /GNU General Public License ver\. 2\.0 and any later version/,
    );
    expect(database.articles.filter((a) => a.key === 'water').map((a) => a.text)).toContain(
      'water /wɔːtər/\n1. aquatique\n2. eau, onde\n3. abreuver, arroser\n',
    );
  });

  it('refuses a folder without the files', async () => {
    await expect(readDictd('/nonexistent/dictd', FRA_ENG)).rejects.toThrow(
      'dictd files not found in /nonexistent/dictd: freedict-fra-eng.index, freedict-fra-eng.dict.dz',
    );
  });
});

describe('FreeDict article parsing', () => {
  it('reads headword, IPA, tag and numbered senses', () => {
    expect(parseArticle('chat /ʃa/ <n, masc>\ncat\n')).toEqual({
      headword: 'chat',
      ipa: 'ʃa',
      tag: 'n, masc',
      senses: [['cat']],
    });
    expect(parseArticle('cat /kæt/\n1. mégère, peau de vache, rosse\n2. chat\n')).toEqual({
      headword: 'cat',
      ipa: 'kæt',
      tag: null,
      senses: [['mégère', 'peau de vache', 'rosse'], ['chat']],
    });
    expect(parseArticle('watering‐can /wˈɔːtəɹɪŋ kˈan/\narrosoir\n')?.headword).toBe(
      'watering-can',
    );
  });

  it('cleans translations', () => {
    expect(cleanTranslation(' (female) duck')).toBe('duck');
    expect(cleanTranslation('ash (tree)')).toBe('ash');
    expect(cleanTranslation('(bul)rush')).toBe('bulrush');
    expect(cleanTranslation('faire‐part')).toBe('faire-part');
    expect(cleanTranslation('peau de vache')).toBe('peau de vache');
    expect(cleanTranslation("s'accroître")).toBe("s'accroître");
    for (const junk of ['aqu‐', '‐able', 'ne ... pas', 'comment allez‐vous?', '2.', ''])
      expect(cleanTranslation(junk)).toBeNull();
    expect(splitTranslations('take (with one, or not), take away')).toEqual(['take', 'take away']);
  });

  it('brings French IPA to one notation and puts back the -ien nasal', () => {
    expect(normaliseFrenchIpa('ʃodʀɔ̃', 'chaudron')).toBe('/ʃodʁɔ̃/');
    expect(normaliseFrenchIpa('ɛkstʁˈɛm oʁjˈɑ̃', 'extrême-orient')).toBe('/ɛkstʁɛm oʁjɑ̃/');
    expect(normaliseFrenchIpa('ˈo də- vˈi', 'eau-de-vie')).toBe('/o də vi/');
    expect(normaliseFrenchIpa('(en)bˈeɪbi(fr) sitˈe', 'baby-sitter')).toBe('/beɪbi site/');
    expect(normaliseFrenchIpa('ɑ̃glɛ', 'anglais')).toBe('/ɑ̃ɡlɛ/');
    expect(normaliseFrenchIpa('ʃi', 'chien')).toBe('/ʃjɛ̃/');
    expect(normaliseFrenchIpa('myzisi', 'musicien')).toBe('/myzisjɛ̃/');
    expect(normaliseFrenchIpa('sitwaj', 'citoyen')).toBe('/sitwajɛ̃/');
    expect(normaliseFrenchIpa('bjɛ̃', 'bien')).toBe('/bjɛ̃/');
    expect(normaliseFrenchIpa('', 'x')).toBeNull();
  });
});

describe('FreedictSource on the real dictd files', () => {
  let frenchEntries: SourceEntry[] = [];
  let englishEntries: SourceEntry[] = [];
  let relations: SourceRelation[] = [];
  beforeAll(async () => {
    frenchEntries = await collect(french.entries());
    englishEntries = await collect(english.entries());
    relations = await collect(french.relations());
  });

  it('is available, with its licence', async () => {
    expect(await french.availability()).toEqual({ available: true, reason: null });
    expect(await english.availability()).toEqual({ available: true, reason: null });
    expect(french).toMatchObject({ name: 'dictd', origin: 'freedict', side: 'french' });
    expect(french.licence).toBe('GPL-2.0-or-later (FreeDict)');
  });

  it('gives chat, eau and manger with IPA, part of speech and gender', async () => {
    expect(await french.lookup('chat')).toEqual([
      { word: 'chat', partOfSpeech: 'nom', definition: null, pronunciation: '/ʃa/', gender: 'm' },
    ]);
    expect(await french.lookup('eau')).toEqual([
      { word: 'eau', partOfSpeech: 'nom', definition: null, pronunciation: '/o/', gender: 'f' },
    ]);
    expect(await french.lookup('manger')).toMatchObject([
      { word: 'manger', partOfSpeech: 'verbe', pronunciation: '/mɑ̃ʒe/', gender: null },
    ]);
    expect(await french.lookup('Chat')).toHaveLength(1);
    expect(await french.lookup('zzzz')).toEqual([]);
  });

  it('keeps common nouns, verbs, adjectives and adverbs, and no proper noun', () => {
    const parts = new Set(frenchEntries.map((e) => e.partOfSpeech));
    for (const part of ['nom', 'verbe', 'adjectif', 'adverbe']) expect(parts).toContain(part);
    expect(frenchEntries.length).toBeGreaterThan(7000);
    expect(frenchEntries.some((e) => /^\p{Lu}/u.test(e.word))).toBe(false);
    expect(frenchEntries.some((e) => /[.?\d]|^-|-$/.test(e.word))).toBe(false);
    expect(frenchEntries.every((e) => e.definition === null)).toBe(true);
    expect(frenchEntries.every((e) => e.pronunciation?.match(/^\/[^ˈˌʀ/]+\/$/))).toBe(true);
  });

  it('gives English entries with FreeDict IPA, parts of speech told by the French side', async () => {
    expect(await english.lookup('cat')).toEqual([
      { word: 'cat', partOfSpeech: 'noun', definition: null, pronunciation: '/kæt/', gender: null },
    ]);
    expect((await english.lookup('water')).map((e) => [e.partOfSpeech, e.pronunciation])).toEqual([
      ['adjective', '/wɔːtər/'],
      ['noun', '/wɔːtər/'],
      ['verb', '/wɔːtər/'],
    ]);
    expect(englishEntries.length).toBeGreaterThan(8000);
    expect(englishEntries.every((e) => e.definition === null && e.pronunciation)).toBe(true);
  });

  it('pairs French and English words from both directions, each pair once', async () => {
    const pairs = relations.map(pair);
    expect(pairs).toContain('chat (nom) = cat (noun)');
    expect(pairs).toContain('eau (nom) = water (noun)');
    expect(pairs).toContain('manger (verbe) = eat (verb)');
    // From eng-fra only ('cat': 1. mégère, peau de vache, rosse), multiword kept.
    expect(pairs).toContain('peau de vache (nom) = cat (noun)');
    expect(pairs).toContain('arroser (verbe) = water (verb)');
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(
      relations.filter((r) => r.french.word === 'chat' && r.english.word === 'cat'),
    ).toHaveLength(1);
    expect(relations.length).toBeGreaterThan(15_000);
    // Both sides give the same pairs.
    expect((await collect(english.relations())).map(pair)).toEqual(pairs);
  });
});

describe('FreedictSource without its files', () => {
  let empty: string;
  let half: string;
  beforeAll(() => {
    empty = mkdtempSync(join(tmpdir(), 'maneno-dictd-empty-'));
    // Only fra-eng, two articles (offsets and lengths in bytes), compressed as dictzip is (gzip).
    half = mkdtempSync(join(tmpdir(), 'maneno-dictd-half-'));
    const text = 'chat /ʃa/ <n, masc>\ncat\neau /o/ <n, fem>\nwater\n';
    writeFileSync(join(half, `${FRA_ENG}.dict.dz`), gzipSync(Buffer.from(text)));
    writeFileSync(join(half, `${FRA_ENG}.index`), 'chat\tA\tZ\neau\tZ\tX\n');
  });
  afterAll(() => {
    rmSync(empty, { recursive: true, force: true });
    rmSync(half, { recursive: true, force: true });
  });

  it('says which files are missing where, and yields nothing', async () => {
    const source = new FreedictSource({ side: 'french', files: new FreedictFiles(empty) });
    expect(await source.availability()).toEqual({
      available: false,
      reason: `FreeDict dictd files not found in ${empty}: freedict-fra-eng.index, freedict-fra-eng.dict.dz (install dict-freedict-fra-eng, or set DICTD_DIR)`,
    });
    expect(await collect(source.entries())).toEqual([]);
    expect(await collect(source.relations())).toEqual([]);
    expect(await source.lookup('chat')).toEqual([]);
    const missingDir = new FreedictSource({
      side: 'english',
      files: new FreedictFiles('/nonexistent/dictd'),
    });
    expect((await missingDir.availability()).reason).toMatch(/not found in \/nonexistent\/dictd/);
  });

  it('uses the half it has', async () => {
    const files = new FreedictFiles(half);
    const frenchSide = new FreedictSource({ side: 'french', files });
    const englishSide = new FreedictSource({ side: 'english', files });
    expect((await frenchSide.availability()).available).toBe(true);
    expect((await englishSide.availability()).available).toBe(false);
    expect((await collect(frenchSide.entries())).map((e) => e.word)).toEqual(['chat', 'eau']);
    expect(await collect(englishSide.entries())).toEqual([]);
    expect((await collect(englishSide.relations())).map(pair)).toEqual([
      'chat (nom) = cat (noun)',
      'eau (nom) = water (noun)',
    ]);
  });

  it('orders entries by a ranking when given one', async () => {
    const source = new FreedictSource({
      side: 'french',
      files: new FreedictFiles(half),
      ranking: async () => new Map([['eau', 10]]),
    });
    expect((await collect(source.entries())).map((e) => e.word)).toEqual(['eau', 'chat']);
  });
});
