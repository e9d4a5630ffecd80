import type { InterchangeEntry, InterchangeWarning } from '@shared/schemas/interchange';
import { MAX_FORMS, MAX_SENSES } from '@shared/schemas/lexicon';
import { WordInputSchema, wordKey, type WordInput } from '@shared/schemas/words';

export type WordFromEntry =
  | { input: WordInput; warnings: InterchangeWarning[] }
  | { input: null; warnings: InterchangeWarning[] };

/**
 * An entry read from a file as the word form would send it, checked by the same schema, so an
 * import can write nothing the back office would refuse. What cannot be saved is said per entry:
 * senses with neither a French nor an English word are left out (a word needs one of them in
 * each sense), and an entry left with no sense, or with a value over its limit, is skipped.
 * Recordings are not part of it: they come from the archive, checked by their bytes.
 */
export function wordInputOf(entry: InterchangeEntry, languageId: number): WordFromEntry {
  const warnings: InterchangeWarning[] = [];
  const warn = (code: InterchangeWarning['code'], detail: string | null) =>
    warnings.push({ code, entry: entry.headword, detail });

  const senses = entry.senses.filter((sense, index) => {
    const glossed = Boolean(sense.frenchWord || sense.englishWord);
    if (!glossed) warn('senseWithoutGloss', String(index + 1));
    return glossed;
  });
  if (senses.length === 0) {
    if (entry.senses.length === 0) warn('noSense', null);
    return { input: null, warnings };
  }
  if (senses.length > MAX_SENSES) {
    warn('tooManySenses', `${senses.length}/${MAX_SENSES}`);
    return { input: null, warnings };
  }
  const headwordKey = wordKey(entry.headword);
  const forms = entry.forms.filter((form) => {
    const same = wordKey(form.form) === headwordKey;
    if (same) warn('formSameAsHeadword', `${form.kind}: ${form.form}`);
    return !same;
  });
  if (forms.length > MAX_FORMS) {
    warn('tooManyForms', `${forms.length}/${MAX_FORMS}`);
    return { input: null, warnings };
  }
  const parsed = WordInputSchema.safeParse({
    languageId,
    localWord: entry.headword,
    pronunciation: entry.pronunciation,
    notes: entry.notes,
    partOfSpeech: entry.partOfSpeech,
    nounClass: entry.nounClass,
    homographNumber: entry.homograph ?? undefined,
    senses: senses.map((sense) => ({
      frenchWord: sense.frenchWord,
      englishWord: sense.englishWord,
      frenchDefinition: sense.frenchDefinition,
      englishDefinition: sense.englishDefinition,
      semanticDomain: sense.semanticDomain,
      examples: sense.examples,
    })),
    forms: forms.map((form) => ({
      kind: form.kind,
      form: form.form,
      pronunciation: form.pronunciation,
    })),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const code = issue.message === 'valueTooLong' ? 'valueTooLong' : 'entryInvalid';
      warn(code, [issue.message, issue.path.join('.')].filter(Boolean).join(' '));
    }
    return { input: null, warnings };
  }
  return { input: parsed.data, warnings };
}
