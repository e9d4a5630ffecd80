import type { Db } from '@server/db/client';
import { wordsBySlug } from '@server/modules/words/words.service';
import type { Language } from '@shared/i18n/languages';
import type { WordBySlug } from '@shared/schemas/words';
import { cardVersion, wordCard, type WordCard } from './word-card';

/**
 * A word page's card: where it lives, its version and the word's last change. Outside /api/ on
 * purpose: robots.txt keeps crawlers out of /api/, and link previews (Twitter's among them)
 * respect it for images too.
 */
export const WORD_CARD_PATH = '/og/word/';

export interface WordCardOf {
  card: WordCard;
  version: string;
  /** When the word last changed (epoch ms), for Last-Modified. */
  updatedAt: number;
}

/** The card of a word page's first entry (the one its title names), in the reader's language. */
export function cardOf(entry: WordBySlug, language: Language, siteName: string): WordCardOf {
  const card = wordCard(entry, language, siteName);
  return { card, version: cardVersion(card), updatedAt: entry.localWord.updatedAt };
}

/**
 * The card a slug's page shows, as visitors see it (approved words of live languages only,
 * whoever asks); null when visitors may see no word there.
 */
export async function wordCardOf(
  db: Db,
  slug: string,
  language: Language,
  siteName: string,
): Promise<WordCardOf | null> {
  const [first] = await wordsBySlug(db, null, slug);
  return first ? cardOf(first, language, siteName) : null;
}

/**
 * The card's address as pages give it: the page's own spelling, the reader's language when not
 * French, and the version, so that a changed word gets a new address (messaging apps keep a
 * preview's picture by its address for days).
 */
export function wordCardUrl(base: string, spelling: string, language: Language, version: string) {
  const query = new URLSearchParams(
    language === 'fr' ? { v: version } : { lang: language, v: version },
  );
  return `${base}${WORD_CARD_PATH}${encodeURIComponent(spelling)}.png?${query}`;
}
