/**
 * The rules of a lexical entry beyond its headword, applied inside a word's save: its senses
 * (glosses resolved in the reference dictionary), its other forms, its noun class, and homographs.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { englishWords, frenchWords } from '@server/db/schema/dictionary';
import { localities } from '@server/db/schema/geography';
import { nounClasses } from '@server/db/schema/languages';
import { examples, localWords, wordSenses } from '@server/db/schema/words';
import { AppError, badRequest } from '@server/http/app-error';
import type { FormInput, SenseInput } from '@shared/schemas/lexicon';
import { wordKey, type WordInput } from '@shared/schemas/words';
import {
  findSameDictionaryEntry,
  insertDictionaryEntry,
  linkFrenchEnglish,
  liveDictionaryEntry,
} from './words.repository';
import { formsOf, senseIdsOf, type FormValues, type SenseValues } from './lexicon.repository';

type Side = typeof frenchWords | typeof englishWords;

interface TypedGloss {
  word: string | null;
  definition: string | null;
  partOfSpeech: string | null;
  pronunciation: string | null;
}

/** An existing reference entry by id, or the typed one (reused when already there, else created). */
async function resolveGloss(
  tx: Db,
  table: Side,
  id: number | null | undefined,
  typed: TypedGloss,
  unknown: 'unknownFrenchWord' | 'unknownEnglishWord',
) {
  if (id !== undefined && id !== null) {
    if (!(await liveDictionaryEntry(tx, table, id))) throw badRequest(unknown);
    return id;
  }
  if (typed.word === null) return null;
  const same = await findSameDictionaryEntry(tx, table, typed.word, typed.definition);
  if (same) return same.id;
  // Private until an approved word uses it (gloss-visibility.ts): the word may await moderation.
  return (await insertDictionaryEntry(tx, table, { ...typed, word: typed.word, isPrivate: true }))
    .id;
}

async function resolvePair(
  tx: Db,
  french: { id: number | null | undefined; typed: TypedGloss },
  english: { id: number | null | undefined; typed: TypedGloss },
) {
  const frenchId = await resolveGloss(
    tx,
    frenchWords,
    french.id,
    french.typed,
    'unknownFrenchWord',
  );
  const englishId = await resolveGloss(
    tx,
    englishWords,
    english.id,
    english.typed,
    'unknownEnglishWord',
  );
  if (frenchId !== null && englishId !== null) await linkFrenchEnglish(tx, frenchId, englishId);
  return { frenchId, englishId };
}

const typedWord = (word: string | null): TypedGloss => ({
  word,
  definition: null,
  partOfSpeech: null,
  pronunciation: null,
});

const clean = (text: string | null | undefined) => text?.normalize('NFC').trim() || null;

/** A sense's examples as stored: blank ones dropped. */
export const senseExamples = (list: SenseInput['examples']) =>
  list
    .map((e) => ({
      text: e.text.normalize('NFC').trim(),
      french: clean(e.french),
      english: clean(e.english),
    }))
    .filter((e) => e.text !== '');

/**
 * The senses `input` makes the word's, glosses resolved. With `senses`, those (each needs a French
 * or an English gloss; listed ids must be the word's own). Without (clients older than senses),
 * the top-level French/English fields and examples are the first sense, and an edit keeps the
 * word's other senses.
 */
export async function resolveSenses(
  tx: Db,
  input: WordInput,
  wordId: number | null,
): Promise<SenseValues[]> {
  const existing = wordId === null ? [] : await senseIdsOf(tx, wordId);
  if (input.senses === undefined) {
    const glosses = await resolvePair(
      tx,
      {
        id: input.frenchId,
        typed: {
          word: input.frenchWord,
          definition: input.frenchDefinition,
          partOfSpeech: input.frenchPartOfSpeech,
          pronunciation: input.frenchPronunciation,
        },
      },
      {
        id: input.englishId,
        typed: {
          word: input.englishWord,
          definition: input.englishDefinition,
          partOfSpeech: input.englishPartOfSpeech,
          pronunciation: input.englishPronunciation,
        },
      },
    );
    const first: SenseValues = {
      ...(existing[0] === undefined ? {} : { id: existing[0] }),
      ...glosses,
      ...(await keptSenseDetails(tx, existing[0])),
      examples: input.examples.map((e) => ({ text: e.text, french: e.translation, english: null })),
    };
    const others = await otherSenses(tx, wordId, existing.slice(1));
    return [first, ...others];
  }
  if (input.senses.length === 0) throw badRequest('senseRequired');
  const seen = new Set<number>();
  const resolved: SenseValues[] = [];
  for (const [index, sense] of input.senses.entries()) {
    const n = index + 1;
    if (sense.id !== undefined && (!existing.includes(sense.id) || seen.has(sense.id))) {
      throw badRequest('senseNotOfWord', { n });
    }
    if (sense.id !== undefined) seen.add(sense.id);
    const hasFrench = (sense.frenchId ?? null) !== null || sense.frenchWord !== null;
    const hasEnglish = (sense.englishId ?? null) !== null || sense.englishWord !== null;
    if (!hasFrench && !hasEnglish) throw badRequest('senseGlossRequired', { n });
    resolved.push({
      ...(sense.id === undefined ? {} : { id: sense.id }),
      ...(await resolvePair(
        tx,
        { id: sense.frenchId, typed: typedWord(sense.frenchWord) },
        { id: sense.englishId, typed: typedWord(sense.englishWord) },
      )),
      frenchDefinition: sense.frenchDefinition,
      englishDefinition: sense.englishDefinition,
      semanticDomain: sense.semanticDomain,
      examples: senseExamples(sense.examples),
    });
  }
  return resolved;
}

/** An old-shape edit changes sense 1's glosses and examples, not its definitions or domain. */
async function keptSenseDetails(tx: Db, senseId: number | undefined) {
  if (senseId === undefined) {
    return { frenchDefinition: null, englishDefinition: null, semanticDomain: null };
  }
  const [row] = await tx
    .select({
      frenchDefinition: wordSenses.frenchDefinition,
      englishDefinition: wordSenses.englishDefinition,
      semanticDomain: wordSenses.semanticDomain,
    })
    .from(wordSenses)
    .where(eq(wordSenses.id, senseId));
  return row!;
}

/** Senses 2 and after as they are, for an old-shape edit that only knows the first. */
async function otherSenses(tx: Db, wordId: number | null, ids: number[]): Promise<SenseValues[]> {
  if (wordId === null || ids.length === 0) return [];
  const [rows, exampleRows] = await Promise.all([
    tx
      .select()
      .from(wordSenses)
      .where(inArray(wordSenses.id, ids))
      .orderBy(asc(wordSenses.position)),
    tx.select().from(examples).where(inArray(examples.senseId, ids)).orderBy(asc(examples.id)),
  ]);
  return rows.map((s) => ({
    id: s.id,
    frenchId: s.frenchId,
    englishId: s.englishId,
    frenchDefinition: s.frenchDefinition,
    englishDefinition: s.englishDefinition,
    semanticDomain: s.semanticDomain,
    examples: exampleRows
      .filter((e) => e.senseId === s.id)
      .map((e) => ({ text: e.text, french: e.translation, english: e.englishTranslation })),
  }));
}

/**
 * The forms `input` makes the word's, checked: not blank, not the headword itself, a locality
 * only on a dialect form (and a live one), listed ids the word's own. `audio` holds the addresses
 * of recordings uploaded for forms, by position (1-based). Undefined when the input has no
 * `forms`: an edit from an older client keeps the word's forms.
 */
export async function resolveForms(
  tx: Db,
  input: WordInput,
  wordId: number | null,
  audio: Map<number, string>,
): Promise<FormValues[] | undefined> {
  if (input.forms === undefined) {
    if (audio.size > 0) throw badRequest('formAudioWithoutForm', { n: Math.min(...audio.keys()) });
    return undefined;
  }
  const existing = wordId === null ? [] : (await formsOf(tx, wordId)).map((f) => f.id);
  for (const n of audio.keys()) {
    if (n > input.forms.length) throw badRequest('formAudioWithoutForm', { n });
  }
  const headword = wordKey(input.localWord);
  const seen = new Set<number>();
  const resolved: FormValues[] = [];
  for (const [index, form] of input.forms.entries()) {
    const n = index + 1;
    const text = formText(form.form);
    if (text === '') throw badRequest('formRequired', { n });
    if (wordKey(text) === headword) throw badRequest('formSameAsHeadword', { n });
    if (form.id !== undefined && (!existing.includes(form.id) || seen.has(form.id))) {
      throw badRequest('formNotOfWord', { n });
    }
    if (form.id !== undefined) seen.add(form.id);
    const localityId = form.localityId ?? null;
    if (localityId !== null) {
      if (form.kind !== 'dialect') throw badRequest('formLocalityDialectOnly', { n });
      await assertLiveLocality(tx, localityId);
    }
    if (form.removeAudio && form.id === undefined) throw badRequest('formAudioNotStored', { n });
    const url = audio.get(n) ?? (form.removeAudio ? null : undefined);
    resolved.push({
      ...(form.id === undefined ? {} : { id: form.id }),
      kind: form.kind,
      form: text,
      pronunciation: form.pronunciation,
      localityId,
      ...(url === undefined ? {} : { audioUrl: url }),
    } satisfies FormValues & Partial<Pick<FormInput, 'id'>>);
  }
  return resolved;
}

/** A form's spelling as stored: NFC, trimmed, inner spaces collapsed. */
export const formText = (form: string) => form.normalize('NFC').trim().replace(/\s+/gu, ' ');

async function assertLiveLocality(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: localities.id })
    .from(localities)
    .where(and(eq(localities.id, id), eq(localities.isDeleted, false)));
  if (!row) throw badRequest('unknownLocality');
}

/** A noun class must be one the word's language defines (GET /api/languages/{id}/noun-classes). */
export async function assertNounClass(tx: Db, languageId: number, nounClass: string | null) {
  if (nounClass === null) return;
  const [row] = await tx
    .select({ id: nounClasses.id })
    .from(nounClasses)
    .where(and(eq(nounClasses.languageId, languageId), eq(nounClasses.number, nounClass)));
  if (!row) throw badRequest('nounClassUnknown');
}

/** Live entries of the language spelled the same way (wordKey), rejected ones aside. */
export async function sameSpelled(
  tx: Db,
  languageId: number,
  localWord: string,
  excludeId?: number,
) {
  return tx
    .select({
      id: localWords.id,
      localWord: localWords.localWord,
      homographNumber: localWords.homographNumber,
    })
    .from(localWords)
    .where(
      and(
        eq(localWords.languageId, languageId),
        eq(localWords.duplicateKey, wordKey(localWord)),
        eq(localWords.isDeleted, false),
        ne(localWords.status, 'rejected'),
        excludeId === undefined ? undefined : ne(localWords.id, excludeId),
      ),
    )
    .orderBy(asc(localWords.id));
}

/**
 * The homograph number the word gets. A same-spelled entry is refused with the duplicate message,
 * which names the existing entries so the user can add a sense to one or make a homograph;
 * asking for a homograph number makes one: the existing unnumbered entry becomes number 1 (or
 * the next free number when 1 is asked for), and a number already taken is refused.
 */
export async function settleHomograph(
  tx: Db,
  languageId: number,
  localWord: string,
  requested: number | undefined,
  current: { id: number; homographNumber: number | null } | null,
): Promise<number | null> {
  const others = await sameSpelled(tx, languageId, localWord, current?.id);
  const wanted = requested ?? current?.homographNumber ?? undefined;
  if (others.length === 0) return wanted ?? null;
  if (wanted === undefined) {
    throw new AppError('WORD_DUPLICATE', 409, 'wordDuplicate', {}, { existing: others });
  }
  const taken = new Set(others.map((o) => o.homographNumber).filter((n) => n !== null));
  if (taken.has(wanted)) {
    throw new AppError(
      'WORD_DUPLICATE',
      409,
      'homographNumberTaken',
      { n: wanted },
      { existing: others },
    );
  }
  taken.add(wanted);
  for (const other of others.filter((o) => o.homographNumber === null)) {
    let next = 1;
    while (taken.has(next)) next++;
    taken.add(next);
    await tx.update(localWords).set({ homographNumber: next }).where(eq(localWords.id, other.id));
  }
  return wanted;
}
