/*
 * A word's sharing card: the 1200×630 picture link previews show (og:image). Written as SVG here
 * and drawn by resvg (card-render.ts): the headword in its own letters with its tone marks, its
 * pronunciation, its language, its French and English glosses and the site's name.
 */
import { createHash } from 'node:crypto';
import { homographLabel } from '@shared/homograph';
import { enPublic } from '@shared/i18n/en-public';
import { fill } from '@shared/i18n/fill';
import { frPublic } from '@shared/i18n/fr-public';
import type { Language } from '@shared/i18n/languages';
import type { WordBySlug } from '@shared/schemas/words';
import { CARD_FONT_FAMILY, textWidth, type CardWeight } from './card-fonts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * Changed whenever the drawing changes, so that every card gets a new version (its ETag and the
 * `v` of its address) and no cache keeps the old picture.
 */
const LAYOUT = 1;

/** What a card shows: everything it draws, and nothing else (its version is a hash of this). */
export interface WordCard {
  headword: string;
  languageName: string;
  pronunciation: string | null;
  /** The glosses by reference language, the reader's first; only those the word has. */
  glosses: { label: string; text: string }[];
  /** The site's name and what it is: "Maneno — Dictionnaire des langues africaines". */
  footer: string;
}

const catalogs = { fr: frPublic, en: enPublic };

/** Each gloss once, in sense order: Swahili _kaa_ reads "braise, charbon". */
const distinct = (words: (string | null | undefined)[]) =>
  [...new Set(words.filter((w): w is string => Boolean(w?.trim())))].join(', ');

/** The card of a word as visitors see it, its text in the reader's language. */
export function wordCard(entry: WordBySlug, language: Language, siteName: string): WordCard {
  const strings = catalogs[language];
  const senses = entry.senses.length > 0 ? entry.senses : [entry];
  const french = {
    label: strings.dictionary.french,
    text: distinct(senses.map((s) => s.frenchWord?.word)),
  };
  const english = {
    label: strings.dictionary.english,
    text: distinct(senses.map((s) => s.englishWord?.word)),
  };
  const glosses = language === 'en' ? [english, french] : [french, english];
  return {
    headword: homographLabel(entry.localWord.localWord, entry.localWord.homographNumber),
    languageName: entry.languageName,
    pronunciation: entry.localWord.pronunciation?.trim() || null,
    glosses: glosses.filter((g) => g.text),
    footer: fill(strings.head.home, { siteName }),
  };
}

/** A short hash of everything the card draws: its ETag, and the `v` of the address pages give. */
export function cardVersion(card: WordCard): string {
  return createHash('sha256')
    .update(JSON.stringify({ LAYOUT, card }))
    .digest('base64url')
    .slice(0, 16);
}

// --- Drawing -----------------------------------------------------------------------------------

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const HEADWORD_MAX_SIZE = 140;
const HEADWORD_MIN_SIZE = 72;

const COLOURS = {
  background: '#fafaf9',
  accent: '#c2410c',
  text: '#1c1917',
  gloss: '#292524',
  muted: '#78716c',
};

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text cut to fit a width, ending with an ellipsis. Cut between graphemes, so a tone mark
 * never loses its letter.
 */
export function fitText(text: string, size: number, weight: CardWeight, width: number): string {
  if (textWidth(text, size, weight) <= width) return text;
  const graphemes = [...segmenter.segment(text)].map((s) => s.segment);
  while (graphemes.length > 0) {
    graphemes.pop();
    const cut = `${graphemes
      .join('')
      .trimEnd()
      .replace(/[,;:]$/, '')}…`;
    if (textWidth(cut, size, weight) <= width) return cut;
  }
  return '…';
}

/** The headword's size: as large as fits on one line, down to a floor below which it is cut. */
export function headwordSize(headword: string): number {
  const atOne = textWidth(headword, 1, 'bold');
  if (atOne === 0) return HEADWORD_MAX_SIZE;
  return Math.max(HEADWORD_MIN_SIZE, Math.min(HEADWORD_MAX_SIZE, Math.floor(TEXT_WIDTH / atOne)));
}

/**
 * Text as SVG character data: markup escaped, and what XML 1.0 cannot carry (control characters,
 * noncharacters) left out rather than making the whole picture unreadable.
 */
const xmlText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const text = (
  content: string,
  {
    x,
    y,
    size,
    weight,
    fill: colour,
  }: { x: number; y: number; size: number; weight: CardWeight; fill: string },
) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight === 'bold' ? 700 : 400}" fill="${colour}">${xmlText(content)}</text>`;

/** The site's mark (the favicon's open book), 44 px square. */
const logo = (x: number, y: number) =>
  `<g transform="translate(${x} ${y}) scale(1.375)"><rect width="32" height="32" rx="7" fill="${COLOURS.accent}"/><g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M16 10.5v13"/><path d="M7 8.5h5.5a3.5 3.5 0 0 1 3.5 3.5 3.5 3.5 0 0 1 3.5-3.5H25v13h-6a3 3 0 0 0-3 3 3 3 0 0 0-3-3H7z"/><path d="M19.5 13h2.5M19.5 16.5h2.5M10 13h2.5M10 16.5h2.5"/></g></g>`;

/** The card as an SVG document, every line measured to fit the card's width. */
export function cardSvg(card: WordCard): string {
  const parts: string[] = [
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLOURS.background}"/>`,
    `<rect width="16" height="${CARD_HEIGHT}" fill="${COLOURS.accent}"/>`,
  ];
  parts.push(
    text(fitText(card.languageName, 40, 'bold', TEXT_WIDTH), {
      x: MARGIN,
      y: 124,
      size: 40,
      weight: 'bold',
      fill: COLOURS.accent,
    }),
  );
  // The headword's baseline sits low enough for stacked tone marks above its tallest letters.
  const size = headwordSize(card.headword);
  let y = 176 + Math.round(size * 0.84);
  parts.push(
    text(fitText(card.headword, size, 'bold', TEXT_WIDTH), {
      x: MARGIN,
      y,
      size,
      weight: 'bold',
      fill: COLOURS.text,
    }),
  );
  y += Math.round(size * 0.28);
  if (card.pronunciation) {
    y += 58;
    parts.push(
      text(fitText(card.pronunciation, 44, 'regular', TEXT_WIDTH), {
        x: MARGIN,
        y,
        size: 44,
        weight: 'regular',
        fill: COLOURS.muted,
      }),
    );
  }
  // Glosses in two columns: the reference language's name, then the words.
  const labelWidth = Math.max(0, ...card.glosses.map((g) => textWidth(g.label, 28, 'bold')));
  const glossX = MARGIN + Math.ceil(labelWidth) + 24;
  y += 18;
  for (const gloss of card.glosses) {
    y += 58;
    parts.push(
      text(gloss.label, { x: MARGIN, y, size: 28, weight: 'bold', fill: COLOURS.muted }),
      text(fitText(gloss.text, 40, 'regular', MARGIN + TEXT_WIDTH - glossX), {
        x: glossX,
        y,
        size: 40,
        weight: 'regular',
        fill: COLOURS.gloss,
      }),
    );
  }
  parts.push(
    logo(MARGIN, CARD_HEIGHT - 44 - 36),
    text(fitText(card.footer, 28, 'regular', TEXT_WIDTH - 60), {
      x: MARGIN + 60,
      y: CARD_HEIGHT - 36 - 12,
      size: 28,
      weight: 'regular',
      fill: COLOURS.muted,
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${CARD_FONT_FAMILY}">${parts.join('')}</svg>`;
}
