import { describe, expect, it } from 'vitest';
import { arpabetToIpa, arpabetWordsToIpa } from './arpabet-to-ipa';

describe('arpabetToIpa', () => {
  // The ARPAbet strings are cmu-pronouncing-dictionary 3.0.0's own.
  it.each([
    ['water', 'W AO1 T ER0', '/ˈwɔtɚ/'],
    ['cat', 'K AE1 T', '/kæt/'],
    ['time', 'T AY1 M', '/taɪm/'],
    ['be', 'B IY1', '/bi/'],
    ['have', 'HH AE1 V', '/hæv/'],
    ['thing', 'TH IH1 NG', '/θɪŋ/'],
    ['judge', 'JH AH1 JH', '/dʒʌdʒ/'],
    ['yes', 'Y EH1 S', '/jɛs/'],
    ['about', 'AH0 B AW1 T', '/əˈbaʊt/'],
    ['banana', 'B AH0 N AE1 N AH0', '/bəˈnænə/'],
    ['mother', 'M AH1 DH ER0', '/ˈmʌðɚ/'],
    ['measure', 'M EH1 ZH ER0', '/ˈmɛʒɚ/'],
    ['computer', 'K AH0 M P Y UW1 T ER0', '/kəmˈpjutɚ/'],
    ['instead', 'IH2 N S T EH1 D', '/ˌɪnˈstɛd/'],
    ['extra', 'EH1 K S T R AH0', '/ˈɛkstɹə/'],
    ['understand', 'AH2 N D ER0 S T AE1 N D', '/ˌʌndɚˈstænd/'],
    ['information', 'IH2 N F ER0 M EY1 SH AH0 N', '/ˌɪnfɚˈmeɪʃən/'],
    ['dictionary', 'D IH1 K SH AH0 N EH2 R IY0', '/ˈdɪkʃəˌnɛɹi/'],
    ['language', 'L AE1 NG G W AH0 JH', '/ˈlæŋɡwədʒ/'],
    ['english', 'IH1 NG G L IH0 SH', '/ˈɪŋɡlɪʃ/'],
    ['pronunciation', 'P R OW0 N AH2 N S IY0 EY1 SH AH0 N', '/pɹoʊˌnʌnsiˈeɪʃən/'],
    ['mother-in-law', 'M AH1 DH ER0 IH0 N L AO2', '/ˈmʌðɚɪnˌlɔ/'],
  ])('%s %s -> %s', (_word, arpabet, ipa) => {
    expect(arpabetToIpa(arpabet)).toBe(ipa);
  });

  it('marks stress before the onset the maximal-onset rule gives, not before the vowel', () => {
    // 'astray': S T R may begin a syllable, so the mark goes before all three.
    expect(arpabetToIpa('AH0 S T R EY1')).toBe('/əˈstɹeɪ/');
    // 'angry': NG cannot begin a syllable, G R can.
    expect(arpabetToIpa('AE1 NG G R IY0')).toBe('/ˈæŋɡɹi/');
    // 'attune': a lone consonant between vowels begins the next syllable.
    expect(arpabetToIpa('AH0 T UW1 N')).toBe('/əˈtun/');
  });

  it('refuses what is not ARPAbet', () => {
    expect(arpabetToIpa('')).toBeNull();
    expect(arpabetToIpa('W AO1 XX ER0')).toBeNull();
    expect(arpabetToIpa('K1 AE T')).toBeNull();
  });

  it('joins several words under one pair of slashes', () => {
    expect(arpabetWordsToIpa(['N UW1', 'Y AO1 R K'])).toBe('/nu jɔɹk/');
    expect(arpabetWordsToIpa(['N UW1', 'nonsense?'])).toBeNull();
  });
});
