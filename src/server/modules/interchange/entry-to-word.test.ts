import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';
import { wordInputOf } from './entry-to-word';
import { glossedSense as sense, MTOTO } from './test-entries';

const mtoto = { ...MTOTO, sourceId: '0c4b1d3e-5a6f-4b7c-8d9e-0f1a2b3c4d02' };

describe('an entry read from a file, as the word form would send it', () => {
  it('keeps everything the word form takes', () => {
    const { input, warnings } = wordInputOf(mtoto, 7);
    expect(warnings).toEqual([]);
    expect(input).toMatchObject({
      languageId: 7,
      localWord: 'mtoto',
      pronunciation: 'm̩toto',
      partOfSpeech: 'noun',
      nounClass: '1',
      senses: [
        {
          frenchWord: 'enfant',
          englishWord: 'child',
          examples: [
            { text: 'Mtoto analala.', french: "L'enfant dort.", english: 'The child is sleeping.' },
          ],
        },
      ],
      forms: [{ kind: 'plural', form: 'watoto', pronunciation: null }],
    });
  });

  it('leaves out a sense with neither a French nor an English word, and says which', () => {
    const { input, warnings } = wordInputOf(
      { ...mtoto, senses: [sense(null, null), sense('enfant', null)] },
      7,
    );
    expect(input!.senses).toHaveLength(1);
    expect(warnings).toEqual([{ code: 'senseWithoutGloss', entry: 'mtoto', detail: '1' }]);
  });

  it('leaves out a plural spelled as the headword, as FLEx exports class 9/10 nouns', () => {
    const mbwa = {
      ...MTOTO,
      headword: 'mbwa',
      forms: [
        { kind: 'plural' as const, form: 'Mbwa', pronunciation: null, audio: null },
        { kind: 'dialect' as const, form: 'mbwá', pronunciation: null, audio: null },
      ],
    };
    const { input, warnings } = wordInputOf(mbwa, 7);
    expect(input!.forms).toEqual([{ kind: 'dialect', form: 'mbwá', pronunciation: null }]);
    expect(warnings).toEqual([
      { code: 'formSameAsHeadword', entry: 'mbwa', detail: 'plural: Mbwa' },
    ]);
  });

  it('skips an entry that cannot be a word: no sense, or no glossed sense', () => {
    expect(wordInputOf({ ...mtoto, senses: [] }, 7)).toEqual({
      input: null,
      warnings: [{ code: 'noSense', entry: 'mtoto', detail: null }],
    });
    expect(wordInputOf({ ...mtoto, senses: [sense(null, null)] }, 7)).toEqual({
      input: null,
      warnings: [{ code: 'senseWithoutGloss', entry: 'mtoto', detail: '1' }],
    });
  });

  it('skips an entry over the limits the back office has, naming the value', () => {
    const long = 'a'.repeat(TEXT_LIMITS.longText + 1);
    expect(wordInputOf({ ...mtoto, notes: long }, 7)).toEqual({
      input: null,
      warnings: [{ code: 'valueTooLong', entry: 'mtoto', detail: 'valueTooLong notes' }],
    });
    const many = Array.from({ length: 21 }, (_, i) => sense(`sens ${i}`, null));
    expect(wordInputOf({ ...mtoto, senses: many }, 7).warnings).toEqual([
      { code: 'tooManySenses', entry: 'mtoto', detail: '21/20' },
    ]);
    // A direction override is refused in a headword, as when typed.
    expect(wordInputOf({ ...mtoto, headword: 'mto\u202Eto' }, 7).input).toBeNull();
  });
});
