import type { DictionarySide } from '@shared/schemas/dictionary';

/** The `lang` of a side's words. */
export const sideLang = (side: DictionarySide) => (side === 'french' ? 'fr' : 'en');

/** The other dictionary. */
export const otherSide = (side: DictionarySide): DictionarySide =>
  side === 'french' ? 'english' : 'french';

/** The catalog keys that differ between the French and the English dictionary. */
export const sideLabels = (side: DictionarySide) =>
  side === 'french'
    ? ({
        name: 'referenceDictionary.french',
        dictionary: 'referenceDictionary.frenchDictionary',
        consult: 'referenceDictionary.consultFrench',
        title: 'referenceDictionary.page.frenchTitle',
        subtitle: 'referenceDictionary.page.frenchSubtitle',
        searchLabel: 'referenceDictionary.page.search.frenchLabel',
        back: 'referenceDictionary.word.backFrench',
        entry: 'referenceDictionary.word.frenchEntry',
        equivalent: 'referenceDictionary.word.frenchEquivalent',
      } as const)
    : ({
        name: 'referenceDictionary.english',
        dictionary: 'referenceDictionary.englishDictionary',
        consult: 'referenceDictionary.consultEnglish',
        title: 'referenceDictionary.page.englishTitle',
        subtitle: 'referenceDictionary.page.englishSubtitle',
        searchLabel: 'referenceDictionary.page.search.englishLabel',
        back: 'referenceDictionary.word.backEnglish',
        entry: 'referenceDictionary.word.englishEntry',
        equivalent: 'referenceDictionary.word.englishEquivalent',
      } as const);
