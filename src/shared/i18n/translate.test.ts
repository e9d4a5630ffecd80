import { describe, expect, it } from 'vitest';
import { apiMessage, pickLanguage } from './translate';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8,fr;q=0.7', 'en'],
    ['de, fr;q=0.5, en;q=0.4', 'fr'],
    ['en;q=0, fr', 'fr'],
    ['sw-KE', 'fr'],
    ['*', 'fr'],
  ])('%s -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('apiMessage', () => {
  it('fills placeholders in each language', () => {
    expect(apiMessage('fr', 'tooManyAttempts', { seconds: 42 })).toBe(
      'Trop de tentatives échouées. Réessayez dans 42 secondes.',
    );
    expect(apiMessage('en', 'tooManyAttempts', { seconds: 42 })).toBe(
      'Too many failed attempts. Try again in 42 seconds.',
    );
  });
});
