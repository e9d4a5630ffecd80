import { beforeAll, describe, expect, it } from 'vitest';
import type { WordBySlug } from '@shared/schemas/words';
import { canDraw, cardFont, loadCardFonts, textWidth } from './card-fonts';
import { cardRenderer } from './card-render';
import { cardSvg, cardVersion, fitText, headwordSize, wordCard, type WordCard } from './word-card';

// The fonts load once, as the server loads them after it starts listening.
beforeAll(loadCardFonts);

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Headwords and pronunciations in the letters Bantu orthographies and IPA use. */
const SPELLINGS = [
  'ngɔ́mbɛ',
  'ɓɛ̂lɔ́',
  'ɗǎŋ̄',
  'mɔ̀tɔ',
  'ŋgɔ́mbɛ̀',
  'nsɛ̂',
  'kǔmbɔ̌',
  'ˈm̩.bwa',
  'ʃíːʒà',
  'kaa₁₂',
];

const entry = (
  localWord: string,
  senses: [string | null, string | null][],
  more: { pronunciation?: string | null; homographNumber?: number | null } = {},
) =>
  ({
    localWord: {
      localWord,
      pronunciation: more.pronunciation ?? null,
      homographNumber: more.homographNumber ?? null,
      updatedAt: 0,
    },
    languageName: 'Lingala',
    senses: senses.map(([french, english]) => ({
      frenchWord: french === null ? null : { word: french },
      englishWord: english === null ? null : { word: english },
    })),
    frenchWord: null,
    englishWord: null,
  }) as unknown as WordBySlug;

const card = (overrides: Partial<WordCard> = {}): WordCard => ({
  headword: 'ngɔ́mbɛ',
  languageName: 'Lingala',
  pronunciation: 'ŋ̀gɔ́mbɛ̀',
  glosses: [
    { label: 'Français', text: 'vache' },
    { label: 'Anglais', text: 'cow' },
  ],
  footer: 'Maneno — Dictionnaire des langues africaines',
  ...overrides,
});

describe('the cards’ font', () => {
  it('has a glyph of its own for every letter and tone mark of African spellings, in both weights', () => {
    const required = [0x25b, 0x254, 0x14b, 0x253, 0x257, 0x300, 0x301, 0x302, 0x30c, 0x304, 0x2026];
    const used = SPELLINGS.flatMap((s) => [...s].map((c) => c.codePointAt(0)!));
    for (const weight of ['regular', 'bold'] as const) {
      const font = cardFont(weight);
      for (const codePoint of new Set([...required, ...used])) {
        expect(font.hasGlyphForCodePoint(codePoint), `U+${codePoint.toString(16)} ${weight}`).toBe(
          true,
        );
      }
      // Shaped as resvg shapes them: no glyph is .notdef (glyph 0, the empty box).
      for (const spelling of SPELLINGS) {
        const run = font.layout(spelling);
        expect(
          run.glyphs.map((g) => g.id),
          spelling,
        ).not.toContain(0);
      }
    }
  });

  it('places combining tone marks over their letter through its mark positioning', () => {
    const font = cardFont('bold');
    for (const spelling of ['ɛ́', 'ɔ̂', 'ŋ̀', 'ɓ̌', 'ɗ̄']) {
      const placed = font.layout(spelling).positions[1]!;
      const unplaced = font.layout(spelling, { mark: false, mkmk: false }).positions[1]!;
      // The mark takes no room of its own and is moved onto the letter before it.
      expect(placed.xAdvance, spelling).toBe(0);
      expect([placed.xOffset, placed.yOffset], spelling).not.toEqual([
        unplaced.xOffset,
        unplaced.yOffset,
      ]);
    }
  });

  it('says which texts it can draw: African Latin and IPA, not the scripts it lacks', () => {
    for (const spelling of SPELLINGS) expect(canDraw(spelling), spelling).toBe(true);
    for (const text of ['ሰላም', 'ߒߞߏ', 'ⵜⴰⵎⴰⵣⵉⵖⵜ', 'سلام', 'mbwa 🐕'])
      expect(canDraw(text), text).toBe(false);
  });

  it('measures a combining mark as taking no width', () => {
    expect(textWidth('ɔ́', 100, 'bold')).toBeCloseTo(textWidth('ɔ', 100, 'bold'));
    expect(textWidth('mbwa', 200, 'regular')).toBeCloseTo(2 * textWidth('mbwa', 100, 'regular'));
  });
});

describe('word cards', () => {
  it('shows every sense’s glosses once, the reader’s language first', () => {
    const kaa = entry(
      'kaa',
      [
        ['braise', 'ember'],
        ['charbon', 'ember'],
        [null, 'coal'],
      ],
      { pronunciation: ' ká.a ', homographNumber: 2 },
    );
    expect(wordCard(kaa, 'fr', 'Maneno')).toEqual({
      headword: 'kaa₂',
      languageName: 'Lingala',
      pronunciation: 'ká.a',
      glosses: [
        { label: 'Français', text: 'braise, charbon' },
        { label: 'Anglais', text: 'ember, coal' },
      ],
      footer: 'Maneno — Dictionnaire des langues africaines',
    });
    expect(wordCard(kaa, 'en', 'Kamusi')).toMatchObject({
      glosses: [
        { label: 'English', text: 'ember, coal' },
        { label: 'French', text: 'braise, charbon' },
      ],
      footer: 'Kamusi — Dictionary of African languages',
    });
    // A word without glosses or pronunciation shows neither.
    expect(wordCard(entry('mtu', [[null, null]]), 'fr', 'Maneno')).toMatchObject({
      pronunciation: null,
      glosses: [],
    });
  });

  it('versions a card by everything it draws', () => {
    const base = cardVersion(card());
    expect(cardVersion(card())).toBe(base);
    expect(base).toMatch(/^[\w-]{16}$/);
    const changes: Partial<WordCard>[] = [
      { headword: 'ngɔmbɛ' },
      { languageName: 'Kikongo' },
      { pronunciation: null },
      { glosses: [{ label: 'Français', text: 'vache' }] },
      { footer: 'Kamusi — Dictionnaire des langues africaines' },
    ];
    for (const change of changes) expect(cardVersion(card(change))).not.toBe(base);
  });

  it('cuts a text too wide between graphemes, with an ellipsis, so it fits', () => {
    expect(fitText('mbwa', 40, 'regular', 1000)).toBe('mbwa');
    const long = 'ɓɛ̂lɔ́ '.repeat(40).trim();
    const cut = fitText(long, 40, 'regular', 500);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 40, 'regular')).toBeLessThanOrEqual(500);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    // No tone mark is left behind by its letter: the cut falls after a whole grapheme.
    const marked = 'ɓɛ̂lɔ́ɓɛ̂lɔ́ɓɛ̂lɔ́ɓɛ̂lɔ́ɓɛ̂lɔ́';
    for (let width = 60; width < 400; width += 7) {
      const kept = fitText(marked, 40, 'bold', width).slice(0, -1);
      expect(marked.startsWith(kept), `${width}`).toBe(true);
      expect(marked.slice(kept.length), `${width}`).not.toMatch(/^\p{M}/u);
    }
  });

  it('draws the headword as large as fits, down to a floor', () => {
    expect(headwordSize('mtu')).toBe(140);
    const long = headwordSize('kǔmbɔ̌lɔ̀ndɔ̂ mìɓɛ̀ɛ̀lɛ́');
    expect(long).toBeLessThan(140);
    expect(textWidth('kǔmbɔ̌lɔ̀ndɔ̂ mìɓɛ̀ɛ̀lɛ́', long, 'bold')).toBeLessThanOrEqual(1040);
    expect(headwordSize('ɓɛ̂lɔ́ '.repeat(20))).toBe(72);
  });

  it('writes what users typed as text, never as markup', () => {
    const svg = cardSvg(card({ headword: '<image/>&amp;', languageName: 'a\u0007b' }));
    expect(svg).toContain('>&lt;image/&gt;&amp;amp;</text>');
    expect(svg).not.toContain('<image');
    // A control character, which XML cannot carry, is left out rather than breaking the picture.
    expect(svg).toContain('>ab</text>');
  });

  it('renders a 1200×630 PNG whose tone marks are drawn', async () => {
    const [marked, plain, other] = await Promise.all(
      [card(), card({ headword: 'ngɔmbɛ' }), card({ headword: 'mbwa' })].map((c) =>
        cardRenderer.render(cardSvg(c)),
      ),
    );
    for (const png of [marked!, plain!, other!]) {
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
    // Only the acute over ɔ tells the first two apart.
    expect(marked!.equals(plain!)).toBe(false);
    expect(marked!.equals(other!)).toBe(false);
  });
});
