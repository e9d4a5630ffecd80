import { describe, expect, it } from 'vitest';
import { searchTerm } from './search-term';

describe('searchTerm (spec §5: searches from 2 characters)', () => {
  it('keeps 2 characters or more, trimmed', () => {
    expect(searchTerm('  mb ')).toBe('mb');
    expect(searchTerm('mbwa')).toBe('mbwa');
  });

  it('counts characters, not UTF-16 units', () => {
    // One character outside the BMP is two code units: still one character.
    expect(searchTerm('𝄞')).toBe('');
    expect(searchTerm('ɛ́')).toBe('ɛ́');
  });

  it('is empty for shorter text', () => {
    expect(searchTerm('')).toBe('');
    expect(searchTerm(' a ')).toBe('');
  });
});
