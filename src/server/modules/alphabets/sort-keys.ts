/**
 * The sort key columns of a word (decision 031), computed from its language's alphabet at the
 * version the language is at. Every writer of local_words.local_word goes through keyColumns().
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { languages } from '@server/db/schema/languages';
import { sortKey, type Alphabet } from '@shared/alphabet';

export interface LanguageCollation {
  alphabet: Alphabet | null;
  version: number;
}

/**
 * The language's alphabet and its version, or undefined when there is no such language. `lock`
 * (a word being written) holds the language row against a concurrent alphabet change until the
 * transaction ends, so the word is never left with a key of the version that change replaces.
 */
export async function languageCollation(
  tx: Db,
  languageId: number,
  { lock = false } = {},
): Promise<LanguageCollation | undefined> {
  const query = tx
    .select({ alphabet: languages.alphabet, version: languages.alphabetVersion })
    .from(languages)
    .where(eq(languages.id, languageId));
  const [row] = lock ? await query.for('share') : await query;
  return row;
}

/** The values of sort_key, sort_key_version and outside_alphabet for a spelling. */
export function keyColumns(collation: LanguageCollation, spelling: string) {
  const { key, outside } = sortKey(collation.alphabet, spelling);
  return {
    sortKey: key,
    sortKeyVersion: collation.version,
    outsideAlphabet: outside.length > 0 ? outside.join(' ') : null,
  };
}
