import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font } from 'fontkit';

/**
 * The cards' typeface: Noto Sans (SIL Open Font License 1.1, its text beside the files in
 * @expo-google-fonts/noto-sans), whose TrueType files resvg reads as they are. It covers the
 * letters of African Latin orthographies and IPA (ɛ ɔ ŋ ɓ ɗ ʃ ʒ ˈ ː...) and positions combining
 * tone marks on any of them through its mark and mark-to-mark tables, which resvg's shaper applies.
 */
export const CARD_FONT_FAMILY = 'Noto Sans';

const fontPackage = () =>
  dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/package.json'));

export type CardWeight = 'regular' | 'bold';

const FILES: Record<CardWeight, string> = {
  regular: join('400Regular', 'NotoSans_400Regular.ttf'),
  bold: join('700Bold', 'NotoSans_700Bold.ttf'),
};

/** The two font files, for resvg (which loads only these: no system font, the same everywhere). */
export const cardFontFiles = (): string[] =>
  Object.values(FILES).map((file) => join(fontPackage(), file));

const opened = new Map<CardWeight, Font>();
let loading: Promise<void> | undefined;

/**
 * Loads fontkit and parses both weights, once: the files never change while the server runs.
 * Not at import time, which would add about 0.2 s to every start; the server starts it once it
 * listens, and whatever draws or measures a card awaits it first.
 */
export function loadCardFonts(): Promise<void> {
  loading ??= import('fontkit').then(({ openSync }) => {
    for (const weight of Object.keys(FILES) as CardWeight[]) {
      opened.set(weight, openSync(join(fontPackage(), FILES[weight])) as Font);
    }
  });
  return loading;
}

/** A weight's font, once loadCardFonts() has resolved. */
export function cardFont(weight: CardWeight): Font {
  const font = opened.get(weight);
  if (!font) throw new Error('The card fonts are not loaded yet: await loadCardFonts() first.');
  return font;
}

/**
 * How wide a text is drawn, in pixels: the sum of its characters' advances. Combining marks
 * advance by nothing, and kerning is left out (it moves a line by well under 1 %), which keeps
 * this a table lookup per character instead of a shaping pass.
 */
export function textWidth(text: string, size: number, weight: CardWeight): number {
  const font = cardFont(weight);
  let units = 0;
  for (const char of text) {
    units += font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth;
  }
  return (units * size) / font.unitsPerEm;
}

/**
 * Whether the font draws every character of a text. It covers Latin (with IPA and the letters of
 * African orthographies), Greek and Cyrillic; a word written in another script (Ge'ez, N'Ko,
 * Tifinagh, Arabic) would come out as empty boxes, which is worse than no picture.
 */
export function canDraw(text: string): boolean {
  const fonts = [cardFont('regular'), cardFont('bold')];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (!fonts.every((font) => font.hasGlyphForCodePoint(codePoint))) return false;
  }
  return true;
}
