import type { InterchangeEntry, InterchangeSense } from '@shared/schemas/interchange';

/** Interchange entries for the readers' and writers' tests: real Swahili words. */
export const glossedSense = (
  frenchWord: string | null,
  englishWord: string | null,
): InterchangeSense => ({
  frenchWord,
  englishWord,
  frenchDefinition: null,
  englishDefinition: null,
  semanticDomain: null,
  examples: [],
});

/** A noun with one glossed sense and nothing else. */
export const plainNoun = (headword: string, french: string, english: string): InterchangeEntry => ({
  sourceId: null,
  headword,
  homograph: null,
  partOfSpeech: 'noun',
  partOfSpeechOriginal: null,
  nounClass: null,
  pronunciation: null,
  audio: [],
  forms: [],
  senses: [glossedSense(french, english)],
  notes: null,
});

/** mtoto, "child", class 1, its plural, IPA, a recording and an example. */
export const MTOTO: InterchangeEntry = {
  ...plainNoun('mtoto', 'enfant', 'child'),
  nounClass: '1',
  pronunciation: 'm̩toto',
  audio: ['audio/mtoto.mp3'],
  forms: [{ kind: 'plural', form: 'watoto', pronunciation: null, audio: null }],
  senses: [
    {
      ...glossedSense('enfant', 'child'),
      examples: [
        { text: 'Mtoto analala.', french: "L'enfant dort.", english: 'The child is sleeping.' },
      ],
    },
  ],
};
