import { describe, expect, it } from 'vitest';
import { parseLetter } from '@shared/alphabet';
import { IPA_SYMBOLS, LETTERS, TONE_MARKS, insertAt, pickerLetters } from './special-letters';

describe('insertAt', () => {
  it('inserts at the caret and puts the caret after the insertion', () => {
    expect(insertAt('tna', 'ɛ', 1, 1)).toEqual({ value: 'tɛna', caret: 2 });
  });

  it('replaces the selection, like typing over it', () => {
    expect(insertAt('tena', 'ɛ', 1, 2)).toEqual({ value: 'tɛna', caret: 2 });
    expect(insertAt('tena', 'ɛ', 2, 1)).toEqual({ value: 'tɛna', caret: 2 });
  });

  it('goes to the end when the field never had a caret', () => {
    expect(insertAt('ta', 'ŋ', null, null)).toEqual({ value: 'taŋ', caret: 3 });
    expect(insertAt('ta', 'ŋ', 9, 9)).toEqual({ value: 'taŋ', caret: 3 });
  });

  it('keeps the text exactly as typed: a combining tone mark stays decomposed, spaces stay', () => {
    const edit = insertAt(' tɛ ', TONE_MARKS[0]!.char, 3, 3);
    expect(edit.value).toBe(' tɛ\u0301 ');
    expect(edit.value.normalize('NFC')).toBe(' tɛ́ ');
    expect(edit.caret).toBe(4);
  });
});

describe('letter sets', () => {
  it('offer the letters the issue asks for, each with a capital', () => {
    expect(LETTERS.map((l) => l.char).join('')).toBe('ɛɔŋɓɗəʊɪ');
    expect(LETTERS.every((l) => l.upper && l.upper.toLowerCase() === l.char)).toBe(true);
  });

  it('offer lone combining marks for the tones and the IPA symbols', () => {
    expect(TONE_MARKS.every((m) => /^\p{M}$/u.test(m.char))).toBe(true);
    expect(IPA_SYMBOLS.map((s) => s.char).join(' ')).toBe('ː ʃ ʒ ʧ ʤ ɲ ʔ ɾ β ɣ');
  });
});

describe('pickerLetters', () => {
  const letters = (entries: string) => entries.split(' ').map(parseLetter);

  it('puts the language’s letters a keyboard lacks first, in its order, then the others once', () => {
    const { language, others } = pickerLetters(letters("a ɓ e ɛ mb ŋg|ŊG ng' o ɔ é"));
    expect(language).toEqual([
      { char: 'ɓ', upper: 'Ɓ', name: 'implosiveB' },
      { char: 'ɛ', upper: 'Ɛ', name: 'openE' },
      { char: 'ŋg', upper: 'ŊG', name: undefined },
      { char: 'ɔ', upper: 'Ɔ', name: 'openO' },
      { char: 'é', upper: 'É', name: undefined },
    ]);
    expect(others.map((l) => l.char).join('')).toBe('ŋɗəʊɪ');
  });

  it('offers the generic letters alone without an alphabet, or one typed with a plain keyboard', () => {
    expect(pickerLetters()).toEqual({ language: [], others: LETTERS });
    expect(pickerLetters(letters("a ch ng' ny z"))).toEqual({ language: [], others: LETTERS });
  });
});
