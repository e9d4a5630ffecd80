/**
 * Reads a dictd database (dict(8) format, as FreeDict's Debian packages install them): NAME.index
 * lists `headword \t offset \t length` with numbers in base64 (A-Za-z0-9+/), NAME.dict.dz is the
 * articles' text compressed with dictzip, which gzip can read whole. FreeDict's files are under
 * 400 KB unpacked, so the whole text is inflated at once (dictzip's random access is not needed).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A dictd index number ('dG7' -> 115131); NaN for a character outside the alphabet. */
export function decodeDictdNumber(text: string): number {
  let value = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) return Number.NaN;
    value = value * 64 + digit;
  }
  return text ? value : Number.NaN;
}

export interface DictdArticle {
  /** The index's key (dictd folds it: 'eaudevie' for 'eau-de-vie'); the article has the real one. */
  key: string;
  text: string;
}

export interface DictdDatabase {
  /** The 00-database-info article: the database's description, authors and licence. */
  info: string | null;
  /** The 00-database-short article: its title. */
  short: string | null;
  /** Articles in index order, each once (several keys may point at one article). */
  articles: DictdArticle[];
}

/** The two files of database `name` in `dir`, and whether each exists. */
export function dictdFiles(dir: string, name: string) {
  const index = join(dir, `${name}.index`);
  const compressed = join(dir, `${name}.dict.dz`);
  const plain = join(dir, `${name}.dict`);
  const dict = existsSync(compressed) ? compressed : existsSync(plain) ? plain : null;
  return {
    index,
    dict,
    missing: [existsSync(index) ? null : `${name}.index`, dict ? null : `${name}.dict.dz`].filter(
      (f): f is string => f !== null,
    ),
  };
}

/** Reads database `name` from `dir`; throws when its files are missing or unreadable. */
export async function readDictd(dir: string, name: string): Promise<DictdDatabase> {
  const files = dictdFiles(dir, name);
  if (!files.dict || files.missing.length > 0)
    throw new Error(`dictd files not found in ${dir}: ${files.missing.join(', ')}`);
  const [indexText, raw] = await Promise.all([readFile(files.index, 'utf8'), readFile(files.dict)]);
  const text = files.dict.endsWith('.dz') ? gunzipSync(raw) : raw;
  const database: DictdDatabase = { info: null, short: null, articles: [] };
  const seen = new Set<number>();
  for (const line of indexText.split('\n')) {
    const [key, offsetText, lengthText] = line.split('\t');
    if (!key || offsetText === undefined || lengthText === undefined) continue;
    const offset = decodeDictdNumber(offsetText);
    const length = decodeDictdNumber(lengthText);
    if (!Number.isFinite(offset) || !Number.isFinite(length) || offset + length > text.length)
      continue;
    const article = text.subarray(offset, offset + length).toString('utf8');
    if (key.startsWith('00database') || key.startsWith('00-database')) {
      if (/^00-?databaseinfo$/.test(key)) database.info = article;
      if (/^00-?databaseshort$/.test(key)) database.short = article;
      continue;
    }
    if (seen.has(offset)) continue;
    seen.add(offset);
    database.articles.push({ key, text: article });
  }
  return database;
}
