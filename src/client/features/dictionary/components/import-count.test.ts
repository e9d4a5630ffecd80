import { describe, expect, it } from 'vitest';
import { parseImportCount } from './import-count';

describe('parseImportCount (1 to 5000, 1000 by default)', () => {
  it('reads a whole number from 1 to 5000', () => {
    expect(parseImportCount('200')).toEqual({ maxWords: 200 });
    expect(parseImportCount(' 1 ')).toEqual({ maxWords: 1 });
    expect(parseImportCount('5000')).toEqual({ maxWords: 5000 });
    expect(parseImportCount('2 000')).toEqual({ maxWords: 2000 });
    expect(parseImportCount('2\u202f000')).toEqual({ maxWords: 2000 });
  });

  it('falls back to 1000 when the text is not numeric', () => {
    expect(parseImportCount('abc')).toEqual({ maxWords: 1000 });
    expect(parseImportCount('')).toEqual({ maxWords: 1000 });
    expect(parseImportCount('12abc')).toEqual({ maxWords: 1000 });
    expect(parseImportCount('Infinity')).toEqual({ maxWords: 1000 });
  });

  it('refuses numbers outside 1..5000 or not whole', () => {
    expect(parseImportCount('0')).toEqual({ error: 'outOfRange' });
    expect(parseImportCount('5001')).toEqual({ error: 'outOfRange' });
    expect(parseImportCount('-3')).toEqual({ error: 'outOfRange' });
    expect(parseImportCount('12.5')).toEqual({ error: 'outOfRange' });
  });
});
