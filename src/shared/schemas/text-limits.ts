/**
 * How many characters each kind of text field holds: the shared schemas refuse more (the API's
 * 400 and the forms' messages name the field and this number), and the forms give their inputs
 * the same number as maxLength. One table, so the three never disagree. The database columns of
 * names are varchar(255) to match.
 */
export const TEXT_LIMITS = {
  /** Names and words: languages, places, people, headwords, glosses, other forms, domains. */
  name: 255,
  /** A pronunciation (IPA), as stored without its slashes. */
  pronunciation: 255,
  /** A typed gloss's part of speech ("nom", "verb"). */
  partOfSpeech: 50,
  /** A word's notes, and the definitions of its senses. */
  longText: 5000,
  /** An example sentence, and each of its translations. */
  example: 2000,
  /** A locality's description. */
  placeDescription: 2000,
  /** An expression, in French or in the local language. */
  expression: 5000,
  /** An expression's description. */
  expressionDescription: 10_000,
  /** A noun class's label (m-/mw-). */
  nounClassLabel: 100,
  /** Why a moderator rejected a word: a sentence or two for its submitter. */
  rejectionReason: 500,
  /** Whom to credit for a language's data ("Kamusi ya Kiswahili, Chuo Kikuu cha Dar es Salaam"). */
  attribution: 500,
} as const;
