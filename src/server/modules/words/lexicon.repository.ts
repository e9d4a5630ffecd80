/**
 * A word's senses (with their glosses and examples) and other forms: read for many words at
 * once, written for one word inside its save's transaction.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { englishWords, frenchWords } from '@server/db/schema/dictionary';
import { localities } from '@server/db/schema/geography';
import { examples, localWords, wordForms, wordSenses } from '@server/db/schema/words';
import type { FormKind } from '@shared/schemas/lexicon';
import type { DictionaryRow, ExampleRow } from './words.repository';

export type SenseRow = typeof wordSenses.$inferSelect;
export type FormRow = typeof wordForms.$inferSelect & { localityName: string | null };

export interface SenseEntryRow {
  sense: SenseRow;
  french: DictionaryRow | null;
  english: DictionaryRow | null;
  examples: ExampleRow[];
}

/** Map.groupBy needs Node 21; we support 20.19. */
function groupBy<T>(items: T[], key: (item: T) => number) {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The senses of each word, in order, with their glosses and examples. */
export async function loadSenses(db: Db, wordIds: number[]) {
  if (wordIds.length === 0) return new Map<number, SenseEntryRow[]>();
  const [senseRows, exampleRows] = await Promise.all([
    db
      .select({ sense: wordSenses, french: frenchWords, english: englishWords })
      .from(wordSenses)
      .leftJoin(frenchWords, eq(frenchWords.id, wordSenses.frenchId))
      .leftJoin(englishWords, eq(englishWords.id, wordSenses.englishId))
      .where(and(inArray(wordSenses.localWordId, wordIds), eq(wordSenses.isDeleted, false)))
      .orderBy(asc(wordSenses.localWordId), asc(wordSenses.position)),
    db
      .select()
      .from(examples)
      .where(and(inArray(examples.localWordId, wordIds), eq(examples.isDeleted, false)))
      .orderBy(asc(examples.id)),
  ]);
  const examplesBySense = groupBy(
    exampleRows.filter((e) => e.senseId !== null),
    (e) => e.senseId!,
  );
  return groupBy(
    senseRows.map((r) => ({ ...r, examples: examplesBySense.get(r.sense.id) ?? [] })),
    (r) => r.sense.localWordId,
  );
}

/** The other forms of each word, in order, with the name of a dialect form's locality. */
export async function loadForms(db: Db, wordIds: number[]) {
  if (wordIds.length === 0) return new Map<number, FormRow[]>();
  const rows = await db
    .select({ form: wordForms, localityName: localities.name })
    .from(wordForms)
    .leftJoin(localities, eq(localities.id, wordForms.localityId))
    .where(and(inArray(wordForms.localWordId, wordIds), eq(wordForms.isDeleted, false)))
    .orderBy(asc(wordForms.localWordId), asc(wordForms.position));
  return groupBy(
    rows.map((r) => ({ ...r.form, localityName: r.localityName })),
    (r) => r.localWordId,
  );
}

export async function senseIdsOf(db: Db, wordId: number): Promise<number[]> {
  const rows = await db
    .select({ id: wordSenses.id })
    .from(wordSenses)
    .where(and(eq(wordSenses.localWordId, wordId), eq(wordSenses.isDeleted, false)))
    .orderBy(asc(wordSenses.position));
  return rows.map((r) => r.id);
}

export async function formsOf(db: Db, wordId: number) {
  return db
    .select()
    .from(wordForms)
    .where(and(eq(wordForms.localWordId, wordId), eq(wordForms.isDeleted, false)))
    .orderBy(asc(wordForms.position));
}

/** Positions are unique per word and checked row by row: park them out of the way first. */
const PARKED = 1000;

export interface SenseValues {
  /** An existing sense of the word, kept; absent: a new sense. */
  id?: number;
  frenchId: number | null;
  englishId: number | null;
  frenchDefinition: string | null;
  englishDefinition: string | null;
  semanticDomain: string | null;
  examples: { text: string; french: string | null; english: string | null }[];
}

/**
 * Makes `senses` the word's senses, in that order: listed ids are updated in place, new ones
 * inserted, the others deleted (with their examples). The first sense's glosses are copied onto
 * the word, which searches, equivalences and counts read.
 */
export async function writeSenses(tx: Db, wordId: number, senses: SenseValues[]) {
  const kept = senses.flatMap((s) => (s.id === undefined ? [] : [s.id]));
  await tx
    .delete(wordSenses)
    .where(
      and(
        eq(wordSenses.localWordId, wordId),
        kept.length > 0 ? notInArray(wordSenses.id, kept) : undefined,
      ),
    );
  await tx
    .update(wordSenses)
    .set({ position: sql`${wordSenses.position} + ${PARKED}` })
    .where(eq(wordSenses.localWordId, wordId));
  await tx.delete(examples).where(eq(examples.localWordId, wordId));
  for (const [index, { id, examples: list, ...values }] of senses.entries()) {
    const row = { ...values, position: index + 1 };
    const senseId =
      id === undefined
        ? (
            await tx
              .insert(wordSenses)
              .values({ localWordId: wordId, ...row })
              .returning({ id: wordSenses.id })
          )[0]!.id
        : (await tx.update(wordSenses).set(row).where(eq(wordSenses.id, id)), id);
    if (list.length > 0) {
      await tx.insert(examples).values(
        list.map((e) => ({
          localWordId: wordId,
          senseId,
          text: e.text,
          translation: e.french,
          englishTranslation: e.english,
        })),
      );
    }
  }
  const first = senses[0]!;
  await tx
    .update(localWords)
    .set({ frenchId: first.frenchId, englishId: first.englishId })
    .where(eq(localWords.id, wordId));
}

/** Moves the word's senses into the order of `senseIds` (every sense of the word, once). */
export async function reorderSenses(tx: Db, wordId: number, senseIds: number[]) {
  await tx
    .update(wordSenses)
    .set({ position: sql`${wordSenses.position} + ${PARKED}` })
    .where(eq(wordSenses.localWordId, wordId));
  for (const [index, id] of senseIds.entries()) {
    await tx
      .update(wordSenses)
      .set({ position: index + 1 })
      .where(eq(wordSenses.id, id));
  }
  const [first] = await tx
    .select({ frenchId: wordSenses.frenchId, englishId: wordSenses.englishId })
    .from(wordSenses)
    .where(eq(wordSenses.id, senseIds[0]!));
  await tx.update(localWords).set(first!).where(eq(localWords.id, wordId));
}

export interface FormValues {
  id?: number;
  kind: FormKind;
  form: string;
  pronunciation: string | null;
  localityId: number | null;
  /** A new recording for the form, or null to drop its own; undefined keeps the one it has. */
  audioUrl?: string | null;
}

/**
 * Makes `forms` the word's other forms, in order (ids kept, new ones inserted, others deleted).
 * Returns the addresses of recordings no form holds any more, for the caller to remove once the
 * transaction has committed.
 */
export async function writeForms(tx: Db, wordId: number, forms: FormValues[]) {
  const before = await formsOf(tx, wordId);
  const kept = forms.flatMap((f) => (f.id === undefined ? [] : [f.id]));
  await tx
    .delete(wordForms)
    .where(
      and(
        eq(wordForms.localWordId, wordId),
        kept.length > 0 ? notInArray(wordForms.id, kept) : undefined,
      ),
    );
  await tx
    .update(wordForms)
    .set({ position: sql`${wordForms.position} + ${PARKED}` })
    .where(eq(wordForms.localWordId, wordId));
  for (const [index, { id, ...values }] of forms.entries()) {
    const row = { ...values, position: index + 1 };
    if (id === undefined) await tx.insert(wordForms).values({ localWordId: wordId, ...row });
    else await tx.update(wordForms).set(row).where(eq(wordForms.id, id));
  }
  const after = new Set((await formsOf(tx, wordId)).map((f) => f.audioUrl));
  return before.flatMap((f) => (f.audioUrl && !after.has(f.audioUrl) ? [f.audioUrl] : []));
}
