import { describe, expect, it } from 'vitest';
import { formatCount } from './use-format-number';

describe('formatCount', () => {
  const values = [0, 7, 42, 999, 1000, 12_345, 100_000, 1_234_567, 2_147_483_647, -4321];

  it('groups whole numbers exactly as Intl.NumberFormat does, in French and in English', () => {
    for (const language of ['fr', 'en']) {
      for (const value of values) {
        expect(formatCount(value, language), `${language} ${value}`).toBe(
          new Intl.NumberFormat(language).format(value),
        );
      }
    }
    expect(formatCount(12_345, 'fr')).toBe('12\u202f345');
    expect(formatCount(12_345, 'en')).toBe('12,345');
  });

  it('leaves fractions and other languages to Intl', () => {
    expect(formatCount(1234.5, 'fr')).toBe(new Intl.NumberFormat('fr').format(1234.5));
    expect(formatCount(1234, 'de')).toBe(new Intl.NumberFormat('de').format(1234));
  });
});
