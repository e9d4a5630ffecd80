import { describe, expect, it } from 'vitest';
import { pickLanguage } from './request-language';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8,fr;q=0.7', 'en'],
    ['de, fr;q=0.5, en;q=0.4', 'fr'],
    ['en;q=0.5, fr-CA;q=0.9', 'fr'],
    ['en, fr', 'en'],
    ['en;q=0, fr', 'fr'],
    ['en;q=0', 'fr'],
    ['sw-KE', 'fr'],
    ['*', 'fr'],
    ['de, *;q=0.1', 'fr'],
    ['en, *;q=0.1', 'en'],
    ['not a header;;;q=x', 'fr'],
  ])('%s -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
