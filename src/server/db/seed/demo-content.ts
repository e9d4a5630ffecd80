/**
 * A small, honest demo dictionary: well-known everyday words of three widely spoken Bantu
 * languages, in their usual standard spellings (no tone marks where the orthography writes none).
 * IPA is left empty rather than guessed; examples are given only where we are sure of them.
 */
export interface DemoGloss {
  key: string;
  fr: { word: string; partOfSpeech: string; definition: string };
  en: { word: string; partOfSpeech: string; definition: string };
}

const numeral = (n: number, fr: string, en: string): DemoGloss => ({
  key: en,
  fr: { word: fr, partOfSpeech: 'numéral', definition: `Le nombre ${n}.` },
  en: { word: en, partOfSpeech: 'numeral', definition: `The number ${n}.` },
});

export const DEMO_GLOSSES: DemoGloss[] = [
  numeral(1, 'un', 'one'),
  numeral(2, 'deux', 'two'),
  numeral(3, 'trois', 'three'),
  numeral(4, 'quatre', 'four'),
  numeral(5, 'cinq', 'five'),
  {
    key: 'water',
    fr: {
      word: 'eau',
      partOfSpeech: 'nom',
      definition: 'Liquide incolore et inodore, indispensable à la vie.',
    },
    en: {
      word: 'water',
      partOfSpeech: 'noun',
      definition:
        'The clear liquid that falls as rain and fills rivers and seas; essential to life.',
    },
  },
  {
    key: 'dog',
    fr: {
      word: 'chien',
      partOfSpeech: 'nom',
      definition: "Mammifère domestique de la famille des canidés, compagnon de l'homme.",
    },
    en: {
      word: 'dog',
      partOfSpeech: 'noun',
      definition: 'A domesticated meat-eating mammal kept as a companion or for work.',
    },
  },
  {
    key: 'house',
    fr: { word: 'maison', partOfSpeech: 'nom', definition: "Bâtiment servant d'habitation." },
    en: { word: 'house', partOfSpeech: 'noun', definition: 'A building that people live in.' },
  },
  {
    key: 'cow',
    fr: {
      word: 'vache',
      partOfSpeech: 'nom',
      definition: 'Femelle du taureau, élevée pour son lait.',
    },
    en: {
      word: 'cow',
      partOfSpeech: 'noun',
      definition: 'A female animal of cattle, kept for milk.',
    },
  },
  {
    key: 'child',
    fr: { word: 'enfant', partOfSpeech: 'nom', definition: 'Être humain dans l’âge de l’enfance.' },
    en: { word: 'child', partOfSpeech: 'noun', definition: 'A young human being.' },
  },
  {
    key: 'sun',
    fr: {
      word: 'soleil',
      partOfSpeech: 'nom',
      definition: 'L’astre qui donne la lumière du jour.',
    },
    en: {
      word: 'sun',
      partOfSpeech: 'noun',
      definition: 'The star that gives the Earth light and heat.',
    },
  },
  {
    key: 'person',
    fr: { word: 'personne', partOfSpeech: 'nom', definition: 'Être humain.' },
    en: { word: 'person', partOfSpeech: 'noun', definition: 'A human being.' },
  },
];

export interface DemoLanguage {
  name: string;
  code: string;
  /** ISO 639-1 code, the pages' `lang` for the language's words. */
  isoCode: string;
  adminCode: string;
  /** Local word for each gloss key. */
  words: Record<string, string>;
  examples?: Record<string, { text: string; translation: string }[]>;
  /** Usage notes (noun class and plural, the grammar a learner looks up first). */
  notes?: Record<string, string>;
}

export const DEMO_LANGUAGES: DemoLanguage[] = [
  {
    name: 'Swahili',
    code: 'swh',
    isoCode: 'sw',
    adminCode: 'SW',
    words: {
      one: 'moja',
      two: 'mbili',
      three: 'tatu',
      four: 'nne',
      five: 'tano',
      water: 'maji',
      dog: 'mbwa',
      house: 'nyumba',
      person: 'mtu',
      cow: "ng'ombe",
      child: 'mtoto',
      sun: 'jua',
    },
    examples: {
      water: [{ text: 'Ninakunywa maji.', translation: "Je bois de l'eau." }],
      dog: [{ text: 'Nina mbwa mmoja.', translation: "J'ai un chien." }],
      child: [{ text: 'Mtoto analala.', translation: "L'enfant dort." }],
    },
    notes: {
      water: 'Classe 6 (ma-), sans singulier.',
      dog: 'Classe 9/10 : pluriel mbwa.',
      house: 'Classe 9/10 : pluriel nyumba.',
      person: 'Classe 1/2 : pluriel watu.',
      cow: "Classe 9/10 : pluriel ng'ombe. L'apostrophe note le son ŋ (ng sans g dur).",
      child: 'Classe 1/2 : pluriel watoto.',
    },
  },
  {
    name: 'Lingala',
    code: 'lin',
    isoCode: 'ln',
    adminCode: 'LN',
    words: {
      one: 'moko',
      two: 'mibale',
      three: 'misato',
      four: 'minei',
      five: 'mitano',
      water: 'mai',
      dog: 'mbwa',
      house: 'ndako',
      person: 'moto',
      // Lingala's standard orthography writes the open vowels ɛ and ɔ.
      cow: 'ngɔmbɛ',
      child: 'mwana',
      sun: 'moi',
    },
    examples: {
      child: [{ text: 'Mwana azali kolela.', translation: "L'enfant pleure." }],
    },
    notes: {
      person: 'Classe 1/2 : pluriel bato.',
      child: 'Classe 1/2 : pluriel bana.',
    },
  },
  {
    name: 'Zulu',
    code: 'zul',
    isoCode: 'zu',
    adminCode: 'ZU',
    words: {
      one: 'kunye',
      two: 'kubili',
      three: 'kuthathu',
      four: 'kune',
      five: 'kuhlanu',
      water: 'amanzi',
      dog: 'inja',
      house: 'indlu',
      person: 'umuntu',
      cow: 'inkomo',
      child: 'ingane',
      sun: 'ilanga',
    },
    examples: {
      dog: [{ text: 'Inja iyakhonkotha.', translation: 'Le chien aboie.' }],
    },
    notes: {
      water: 'Classe 6 (ama-), sans singulier.',
      dog: 'Classe 9/10 : pluriel izinja.',
      house: 'Classe 9/10 : pluriel izindlu.',
      person: 'Classe 1/2 : pluriel abantu.',
      cow: 'Classe 9/10 : pluriel izinkomo.',
      child: 'Classe 9/10 : pluriel izingane.',
      sun: 'Classe 5/6 : pluriel amalanga.',
    },
  },
];
