import { describe, expect, it } from 'vitest';
import { searchTerm } from './search-term';

describe('searchTerm (searches from 2 characters)', () => {
  it('keeps 2 characters or more, trimmed', () => {
    expect(searchTerm('  mb ')).toBe('mb');
    expect(searchTerm('mbwa')).toBe('mbwa');
    expect(searchTerm(' ɛ́ɔ̀ ')).toBe('ɛ́ɔ̀');
  });

  it('counts characters as the server does: by code point, once folded', () => {
    // One character outside the BMP is two code units: still one character.
    expect(searchTerm('𝄞')).toBe('');
    // ɛ́ is ɛ and a combining tone mark, two code points: the server searches "e", one character,
    // and answers nothing, so the box must not open a list saying "no result".
    expect(searchTerm('ɛ́')).toBe('');
    expect(searchTerm('e\u0301')).toBe('');
    expect(searchTerm('a\u0301\u0300')).toBe('');
    expect(searchTerm(' \u0301a ')).toBe('');
    // The length mark folds away; ß folds to "ss", which the server does search.
    expect(searchTerm('aː')).toBe('');
    expect(searchTerm('ß')).toBe('ß');
  });

  it('is empty for shorter text', () => {
    expect(searchTerm('')).toBe('');
    expect(searchTerm(' a ')).toBe('');
  });
});
