import type { Db } from '@server/db/client';
import { wordsBySlug } from '@server/modules/words/words.service';
import type { Language } from '@shared/i18n/languages';
import type { WordBySlug } from '@shared/schemas/words';
import { canDraw, loadCardFonts } from './card-fonts';
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

/**
 * The card of a word page's first entry (the one its title names), in the reader's language;
 * null when the font cannot draw all of it (a word in a script it lacks): the page then has no
 * picture, and link previews fall back to its title and description.
 */
export async function cardOf(
  entry: WordBySlug,
  language: Language,
  siteName: string,
): Promise<WordCardOf | null> {
  await loadCardFonts();
  const card = wordCard(entry, language, siteName);
  const texts = [card.headword, card.languageName, card.pronunciation ?? '', card.footer];
  if (![...texts, ...card.glosses.flatMap((g) => [g.label, g.text])].every(canDraw)) return null;
  return { card, version: cardVersion(card), updatedAt: entry.localWord.updatedAt };
}

/**
 * The card a slug's page shows, as visitors see it (approved words of live languages only,
 * whoever asks): 'none' when visitors may see no word there, null when its word has no card.
 */
export async function wordCardOf(
  db: Db,
  slug: string,
  language: Language,
  siteName: string,
): Promise<WordCardOf | null | 'none'> {
  const [first] = await wordsBySlug(db, null, slug);
  return first ? cardOf(first, language, siteName) : 'none';
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
