import { describe, expect, it } from 'vitest';
import { optionalIpa } from './schemas/common';
import { bareIpa, ipaForDisplay } from './ipa';

describe('bareIpa', () => {
  it('takes off the slashes or brackets typed around a transcription, and the spaces', () => {
    expect(bareIpa('/m.ti/')).toBe('m.ti');
    expect(bareIpa('  [ˈmi.ti] ')).toBe('ˈmi.ti');
    expect(bareIpa('//m.ti//')).toBe('m.ti');
    expect(bareIpa('/m.ti')).toBe('m.ti');
    expect(bareIpa('m.ti')).toBe('m.ti');
    expect(bareIpa('/ / ')).toBe('');
  });

  it('keeps what is inside, slashes between alternatives included', () => {
    expect(bareIpa('/ŋɡɔ́ᵐbɛ/')).toBe('ŋɡɔ́ᵐbɛ');
    expect(bareIpa('/a/ ~ /e/')).toBe('a/ ~ /e');
  });
});

describe('ipaForDisplay', () => {
  it('shows a stored transcription once between slashes, however it was stored', () => {
    expect(ipaForDisplay('m.ti')).toBe('/m.ti/');
    // Rows from before delimiters were stripped (an older backup restored) read the same.
    expect(ipaForDisplay('/m.ti/')).toBe('/m.ti/');
    expect(ipaForDisplay('[m.ti]')).toBe('/m.ti/');
    expect(ipaForDisplay(bareIpa('/a/ ~ /e/'))).toBe('/a/ ~ /e/');
  });

  it('shows nothing for nothing', () => {
    expect(ipaForDisplay(null)).toBeNull();
    expect(ipaForDisplay(undefined)).toBeNull();
    expect(ipaForDisplay('')).toBeNull();
    expect(ipaForDisplay('//')).toBeNull();
  });
});

describe('optionalIpa (the schema of every pronunciation field)', () => {
  const schema = optionalIpa(10);

  it('stores the bare transcription, NFC, or null when nothing is left', () => {
    expect(schema.parse(' /m.ti/ ')).toBe('m.ti');
    expect(schema.parse('/ɔ\u0301/')).toBe('ɔ́'.normalize('NFC'));
    expect(schema.parse('[]')).toBeNull();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
  });

  it('counts the limit on what is stored, and refuses direction controls as names do', () => {
    expect(schema.parse('/abcdefghij/')).toBe('abcdefghij');
    expect(schema.safeParse('abcdefghijk').success).toBe(false);
    expect(schema.safeParse('/m\u202Eti/').success).toBe(false);
  });
});
