/**
 * A small, honest demo dictionary: well-known everyday words of three widely spoken Bantu
 * languages, in their usual standard spellings (no tone marks where the orthography writes none).
 * IPA is left empty rather than guessed; examples are given only where we are sure of them.
 *
 * Noun classes, plurals and meanings follow: for Swahili, TUKI's Kamusi ya Kiswahili-Kiingereza
 * (2001) and Ashton's Swahili Grammar (1944); for Lingala, Meeuwis's A Grammatical Overview of
 * Lingala (2010); for Zulu, Doke's Textbook of Zulu Grammar (1927) and Doke and Vilakazi's
 * Zulu-English Dictionary (1958).
 */
import type { NounClassInput, PartOfSpeech } from '@shared/schemas/lexicon';
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
  {
    key: 'book',
    fr: { word: 'livre', partOfSpeech: 'nom', definition: 'Ouvrage imprimé et relié.' },
    en: {
      word: 'book',
      partOfSpeech: 'noun',
      definition: 'A written or printed work bound in covers.',
    },
  },
  {
    key: 'crab',
    fr: {
      word: 'crabe',
      partOfSpeech: 'nom',
      definition: 'Crustacé à carapace large, qui marche de côté.',
    },
    en: {
      word: 'crab',
      partOfSpeech: 'noun',
      definition: 'A crustacean with a broad shell that walks sideways.',
    },
  },
  {
    key: 'ember',
    fr: {
      word: 'braise',
      partOfSpeech: 'nom',
      definition: 'Morceau de bois ou de charbon incandescent.',
    },
    en: {
      word: 'ember',
      partOfSpeech: 'noun',
      definition: 'A glowing piece of coal or wood in a fire.',
    },
  },
  {
    key: 'charcoal',
    fr: {
      word: 'charbon de bois',
      partOfSpeech: 'nom',
      definition: 'Combustible obtenu en brûlant du bois à l’abri de l’air.',
    },
    en: {
      word: 'charcoal',
      partOfSpeech: 'noun',
      definition: 'A fuel made by burning wood slowly with little air.',
    },
  },
  {
    key: 'sit',
    fr: { word: "s'asseoir", partOfSpeech: 'verbe', definition: 'Se mettre sur un siège.' },
    en: {
      word: 'sit',
      partOfSpeech: 'verb',
      definition: 'To rest with the weight on the buttocks.',
    },
  },
  {
    key: 'stay',
    fr: { word: 'rester', partOfSpeech: 'verbe', definition: 'Demeurer dans un lieu.' },
    en: { word: 'stay', partOfSpeech: 'verb', definition: 'To remain in a place.' },
  },
  {
    key: 'live',
    fr: { word: 'habiter', partOfSpeech: 'verbe', definition: 'Avoir sa demeure quelque part.' },
    en: { word: 'live', partOfSpeech: 'verb', definition: 'To have one’s home somewhere.' },
  },
];

/** A word's grammar: its part of speech and, for a noun, its class and plural. */
export interface DemoGrammar {
  partOfSpeech: PartOfSpeech;
  nounClass?: string;
  plural?: string;
}

/** An entry with several senses or a homograph number: senses name DEMO_GLOSSES keys, in order. */
export interface DemoEntry extends DemoGrammar {
  localWord: string;
  homographNumber?: number;
  senses: string[];
}

const numerals = (keys: string[]): Record<string, DemoGrammar> =>
  Object.fromEntries(keys.map((k) => [k, { partOfSpeech: 'numeral' }]));
const NUMERALS = numerals(['one', 'two', 'three', 'four', 'five']);

export interface DemoLanguage {
  name: string;
  code: string;
  /** ISO 639-1 code, the pages' `lang` for the language's words. */
  isoCode: string;
  adminCode: string;
  /** Local word for each gloss key. */
  words: Record<string, string>;
  examples?: Record<string, { text: string; translation: string }[]>;
  /** Usage notes (what the grammar fields do not say). */
  notes?: Record<string, string>;
  /** The language's noun classes, each with the class of its plural. */
  nounClasses: NounClassInput[];
  /** Its alphabet as the API takes it (decision 031); absent: the folded Latin order. */
  alphabet?: { letters: string[]; ignoreTones: boolean };
  /** Part of speech, class and plural of the words above, by gloss key. */
  grammar: Record<string, DemoGrammar>;
  /** Entries beyond one word per gloss: several senses, homographs. */
  entries?: DemoEntry[];
}

const cls = (number: string, label: string, pluralNumber: string | null = null) => ({
  number,
  label,
  pluralNumber,
});

export const DEMO_LANGUAGES: DemoLanguage[] = [
  {
    name: 'Swahili',
    code: 'swh',
    isoCode: 'sw',
    adminCode: 'SW',
    // Standard Swahili orthography: the digraphs ch, dh, gh, kh, ng', ny, sh, th are letters.
    alphabet: {
      letters: "a b ch d dh e f g gh h i j k kh l m n ng' ny o p r s sh t th u v w y z".split(' '),
      ignoreTones: true,
    },
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
      water: 'Sans singulier.',
      dog: 'Pluriel identique : mbwa.',
      house: 'Pluriel identique : nyumba.',
      cow: "Pluriel identique : ng'ombe. L'apostrophe note le son ŋ (ng sans g dur).",
    },
    nounClasses: [
      cls('1', 'm-/mw-', '2'),
      cls('2', 'wa-'),
      cls('3', 'm-/mw-', '4'),
      cls('4', 'mi-'),
      cls('5', 'ji-/Ø', '6'),
      cls('6', 'ma-'),
      cls('7', 'ki-/ch-', '8'),
      cls('8', 'vi-/vy-'),
      cls('9', 'n-/Ø', '10'),
      cls('10', 'n-/Ø'),
      cls('11', 'u-', '10'),
      cls('15', 'ku- (infinitif)'),
    ],
    grammar: {
      ...NUMERALS,
      water: { partOfSpeech: 'noun', nounClass: '6' },
      dog: { partOfSpeech: 'noun', nounClass: '9' },
      house: { partOfSpeech: 'noun', nounClass: '9' },
      person: { partOfSpeech: 'noun', nounClass: '1', plural: 'watu' },
      cow: { partOfSpeech: 'noun', nounClass: '9' },
      child: { partOfSpeech: 'noun', nounClass: '1', plural: 'watoto' },
      sun: { partOfSpeech: 'noun', nounClass: '5' },
    },
    entries: [
      {
        localWord: 'kitabu',
        partOfSpeech: 'noun',
        nounClass: '7',
        plural: 'vitabu',
        senses: ['book'],
      },
      // Three words spelled kaa: a crab, a live coal (class 5, plural makaa: charcoal), to sit.
      { localWord: 'kaa', homographNumber: 1, partOfSpeech: 'noun', senses: ['crab'] },
      {
        localWord: 'kaa',
        homographNumber: 2,
        partOfSpeech: 'noun',
        nounClass: '5',
        plural: 'makaa',
        senses: ['ember', 'charcoal'],
      },
      {
        localWord: 'kaa',
        homographNumber: 3,
        partOfSpeech: 'verb',
        senses: ['sit', 'stay', 'live'],
      },
    ],
  },
  {
    name: 'Lingala',
    code: 'lin',
    isoCode: 'ln',
    adminCode: 'LN',
    // The standard orthography taught by CELTA (Kinshasa): ɛ and ɔ after e and o, the
    // prenasalised consonants as letters; tones (mwána) break ties.
    alphabet: {
      letters:
        'a b d e ɛ f g gb h i k kp l m mb mp mv n nd ng nk ns nt ny nz o ɔ p r s t u v w y z'.split(
          ' ',
        ),
      ignoreTones: true,
    },
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
      // Tones as Meeuwis writes them: the high tone tells mwána (child) from other words.
      child: 'mwána',
      sun: 'moi',
    },
    examples: {
      child: [{ text: 'Mwana azali kolela.', translation: "L'enfant pleure." }],
    },
    nounClasses: [
      cls('1', 'mo-/mw-', '2'),
      cls('2', 'ba-'),
      cls('3', 'mo-', '4'),
      cls('4', 'mi-'),
      cls('5', 'li-', '6'),
      cls('6', 'ma-'),
      cls('7', 'e-', '8'),
      cls('8', 'bi-'),
      cls('9', 'N-', '10'),
      cls('10', 'N-'),
    ],
    grammar: {
      ...NUMERALS,
      water: { partOfSpeech: 'noun', nounClass: '6' },
      dog: { partOfSpeech: 'noun', nounClass: '9' },
      house: { partOfSpeech: 'noun', nounClass: '9' },
      person: { partOfSpeech: 'noun', nounClass: '1', plural: 'bato' },
      cow: { partOfSpeech: 'noun', nounClass: '9' },
      child: { partOfSpeech: 'noun', nounClass: '1', plural: 'bána' },
      sun: { partOfSpeech: 'noun' },
    },
  },
  {
    name: 'Zulu',
    code: 'zul',
    isoCode: 'zu',
    adminCode: 'ZU',
    // The 26 Latin letters: Zulu dictionaries file words letter by letter (hl under h).
    alphabet: { letters: 'abcdefghijklmnopqrstuvwxyz'.split(''), ignoreTones: true },
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
      water: 'Sans singulier.',
    },
    nounClasses: [
      cls('1', 'umu-/um-', '2'),
      cls('1a', 'u-', '2a'),
      cls('2', 'aba-/abe-'),
      cls('2a', 'o-'),
      cls('3', 'umu-/um-', '4'),
      cls('4', 'imi-'),
      cls('5', 'ili-/i-', '6'),
      cls('6', 'ama-'),
      cls('7', 'isi-', '8'),
      cls('8', 'izi-'),
      cls('9', 'in-/im-/i-', '10'),
      cls('10', 'izin-/izim-/izi-'),
      cls('11', 'ulu-/u-', '10'),
      cls('14', 'ubu-'),
      cls('15', 'uku- (infinitif)'),
    ],
    grammar: {
      ...NUMERALS,
      water: { partOfSpeech: 'noun', nounClass: '6' },
      dog: { partOfSpeech: 'noun', nounClass: '9', plural: 'izinja' },
      house: { partOfSpeech: 'noun', nounClass: '9', plural: 'izindlu' },
      person: { partOfSpeech: 'noun', nounClass: '1', plural: 'abantu' },
      cow: { partOfSpeech: 'noun', nounClass: '9', plural: 'izinkomo' },
      child: { partOfSpeech: 'noun', nounClass: '9', plural: 'izingane' },
      sun: { partOfSpeech: 'noun', nounClass: '5', plural: 'amalanga' },
    },
  },
];
