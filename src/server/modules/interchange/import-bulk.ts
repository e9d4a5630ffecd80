/**
 * The batch writer of imports: the entries of a batch that simply add a word, written together
 * in a handful of multi-row statements instead of some forty statements each (decision 044).
 * It writes what `insertWord` writes for the same input, and takes only the entries for which
 * none of that function's per-word checks can say anything but yes; every other entry (updates,
 * conflicts, homographs, a spelling or id met twice in the batch) goes through the word rules one
 * by one.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { randomCode } from '@server/db/random-code';
import { englishWords, frenchEnglishRelations, frenchWords } from '@server/db/schema/dictionary';
import { examples, localWords, wordForms, wordSenses } from '@server/db/schema/words';
import { keyColumns, languageCollation } from '@server/modules/alphabets/sort-keys';
import { settleGlosses } from '@server/modules/words/gloss-visibility';
import { formText, senseExamples } from '@server/modules/words/lexicon.service';
import { liveLanguageCode } from '@server/modules/words/words.repository';
import { canAccess } from '@shared/roles';
import { wordKey } from '@shared/schemas/words';
import type { ApplyContext, Candidate, PreparedEntry, Recording } from './import-entries';

/**
 * The entries of a batch that only add a word: no word of the language has their id, no other
 * entry of the batch shares it, and their spelling is theirs alone, or numbered apart (FLEx
 * numbers homographs 1, 2... once there are two: each number unused by the same-spelled words of
 * the language and the batch, none of which is unnumbered, so none is renumbered and none is the
 * entry's word). Their senses and forms are plain new ones (each sense glossed, each form spelled
 * apart from the headword, no place or id). Contributors' words wait for moderation, which the
 * per-word path handles: an importer who is not staff gets none.
 */
export function plainCreations(
  entries: readonly PreparedEntry[],
  context: Pick<ApplyContext, 'byId' | 'user'>,
  spelled: ReadonlyMap<string, Candidate[]>,
): PreparedEntry[] {
  if (!canAccess(context.user.role, 'moderation')) return [];
  const numbers = new Map<string, (number | null)[]>();
  const idCount = new Map<string, number>();
  for (const { input, entry } of entries) {
    const key = wordKey(input.localWord);
    numbers.set(key, [...(numbers.get(key) ?? []), input.homographNumber ?? null]);
    if (entry.sourceId) idCount.set(entry.sourceId, (idCount.get(entry.sourceId) ?? 0) + 1);
  }
  const apart = (key: string) => {
    const all = [...numbers.get(key)!, ...(spelled.get(key) ?? []).map((c) => c.homographNumber)];
    return all.length === 1 || (!all.includes(null) && new Set(all).size === all.length);
  };
  return entries.filter(({ input, entry }) => {
    const key = wordKey(input.localWord);
    if (!apart(key)) return false;
    if (entry.sourceId && (idCount.get(entry.sourceId) !== 1 || context.byId.has(entry.sourceId)))
      return false;
    const senses = input.senses ?? [];
    const plainSenses =
      senses.length > 0 &&
      senses.every(
        (s) =>
          s.id === undefined &&
          s.frenchId == null &&
          s.englishId == null &&
          (s.frenchWord !== null || s.englishWord !== null),
      );
    const plainForms = (input.forms ?? []).every((f) => {
      const text = formText(f.form);
      return (
        f.id === undefined &&
        (f.localityId ?? null) === null &&
        !f.removeAudio &&
        text !== '' &&
        wordKey(text) !== key
      );
    });
    return plainSenses && plainForms;
  });
}

/**
 * The reference entries typed as glosses, by spelling: an entry of the same spelling (case
 * aside), the oldest, or else a new one, public since approved words use it; and the private
 * ones found, which the words now publish (settled after). One statement per side, which keeps
 * the case comparison PostgreSQL's.
 */
async function glossIds(
  tx: Db,
  table: typeof frenchWords | typeof englishWords,
  typed: string[],
): Promise<{ ids: Map<string, number>; privateIds: number[] }> {
  const ids = new Map<string, number>();
  const privateIds = new Set<number>();
  if (typed.length === 0) return { ids, privateIds: [] };
  const rows = await queryRows<{ word: string; id: number; private: boolean }>(
    tx,
    sql`with typed as (
          select value as word, ordinality as ord
          from jsonb_array_elements_text(${JSON.stringify(typed)}::jsonb) with ordinality),
        keys as (
          select distinct on (lower(word)) lower(word) as key, word from typed
          order by lower(word), ord),
        found as (
          select distinct on (lower(e.word)) lower(e.word) as key, e.id, e.is_private
          from ${table} e
          where lower(e.word) in (select key from keys) and not e.is_deleted
          order by lower(e.word), e.id),
        made as (
          insert into ${table} (word, is_private)
          select k.word, false from keys k where k.key not in (select key from found)
          returning id, lower(word) as key)
        select t.word, coalesce(f.id, m.id) as id, coalesce(f.is_private, false) as private
        from typed t
        left join found f on f.key = lower(t.word)
        left join made m on m.key = lower(t.word)`,
  );
  for (const row of rows) {
    ids.set(row.word, Number(row.id));
    if (row.private) privateIds.add(Number(row.id));
  }
  return { ids, privateIds: [...privateIds] };
}

/**
 * Writes `entries` (chosen by `plainCreations`) as new approved words in `tx`, and answers each
 * one's word id by ordinal. `store` saves a recording and answers its address (the caller
 * removes what it stored if the transaction fails).
 */
export async function insertPlainEntries(
  tx: Db,
  context: ApplyContext,
  entries: readonly PreparedEntry[],
  store: (recording: Recording) => Promise<string>,
): Promise<Map<number, number>> {
  const made = new Map<number, number>();
  if (entries.length === 0) return made;
  const languageCode = await liveLanguageCode(tx, context.languageId);
  if (!languageCode) throw new Error(`language ${context.languageId} is gone`);
  const collation = (await languageCollation(tx, context.languageId, { lock: true }))!;

  const senses = entries.map(({ input }) => input.senses!);
  const french = await glossIds(
    tx,
    frenchWords,
    senses.flat().flatMap((s) => (s.frenchWord === null ? [] : [s.frenchWord])),
  );
  const english = await glossIds(
    tx,
    englishWords,
    senses.flat().flatMap((s) => (s.englishWord === null ? [] : [s.englishWord])),
  );
  const glossesOf = (sense: (typeof senses)[number][number]) => ({
    frenchId: sense.frenchWord === null ? null : french.ids.get(sense.frenchWord)!,
    englishId: sense.englishWord === null ? null : english.ids.get(sense.englishWord)!,
  });
  const pairs = new Map<string, { frenchWordId: number; englishWordId: number }>();
  for (const sense of senses.flat()) {
    const { frenchId, englishId } = glossesOf(sense);
    if (frenchId !== null && englishId !== null)
      pairs.set(`${frenchId}:${englishId}`, { frenchWordId: frenchId, englishWordId: englishId });
  }
  if (pairs.size > 0)
    await tx
      .insert(frenchEnglishRelations)
      .values([...pairs.values()])
      .onConflictDoNothing();

  const now = Date.now();
  const rows: (typeof localWords.$inferInsert)[] = [];
  const formAudio = new Map<number, Map<number, string>>();
  for (const prepared of entries) {
    const { input, entry } = prepared;
    const slots: string[] = [];
    for (const recording of prepared.audio) slots.push(await store(recording));
    const forms = new Map<number, string>();
    for (const [n, recording] of prepared.formAudio) forms.set(n, await store(recording));
    formAudio.set(prepared.ordinal, forms);
    const first = glossesOf(input.senses![0]!);
    rows.push({
      languageId: input.languageId,
      localWord: input.localWord,
      duplicateKey: wordKey(input.localWord),
      ...keyColumns(collation, input.localWord),
      code: randomCode(languageCode),
      sourceId: entry.sourceId,
      pronunciation: input.pronunciation,
      notes: input.notes,
      partOfSpeech: input.partOfSpeech ?? null,
      nounClass: input.nounClass ?? null,
      homographNumber: input.homographNumber ?? null,
      audioUrl: slots[0] ?? null,
      audioUrl2: slots[1] ?? null,
      frenchId: first.frenchId,
      englishId: first.englishId,
      status: 'approved',
      submittedBy: context.user.id,
      reviewedBy: context.user.id,
      reviewedAt: now,
    });
  }
  // Matched back by code (unique), not by the order RETURNING happens to give.
  const inserted = await tx
    .insert(localWords)
    .values(rows)
    .returning({ id: localWords.id, code: localWords.code });
  const idByCode = new Map(inserted.map((r) => [r.code, r.id]));
  const wordIds = rows.map((row) => idByCode.get(row.code)!);

  const senseRows = entries.flatMap(({ input }, i) =>
    input.senses!.map((sense, index) => ({
      localWordId: wordIds[i]!,
      position: index + 1,
      ...glossesOf(sense),
      frenchDefinition: sense.frenchDefinition,
      englishDefinition: sense.englishDefinition,
      semanticDomain: sense.semanticDomain,
    })),
  );
  const senseIds = await tx.insert(wordSenses).values(senseRows).returning({
    id: wordSenses.id,
    wordId: wordSenses.localWordId,
    position: wordSenses.position,
  });
  const senseId = new Map(senseIds.map((r) => [`${r.wordId}:${r.position}`, r.id]));
  const exampleRows = entries.flatMap(({ input }, i) =>
    input.senses!.flatMap((sense, index) =>
      senseExamples(sense.examples).map((e) => ({
        localWordId: wordIds[i]!,
        senseId: senseId.get(`${wordIds[i]}:${index + 1}`)!,
        text: e.text,
        translation: e.french,
        englishTranslation: e.english,
      })),
    ),
  );
  if (exampleRows.length > 0) await tx.insert(examples).values(exampleRows);
  const formRows = entries.flatMap(({ input, ordinal }, i) =>
    (input.forms ?? []).map((form, index) => ({
      localWordId: wordIds[i]!,
      position: index + 1,
      kind: form.kind,
      form: formText(form.form),
      pronunciation: form.pronunciation,
      localityId: null,
      audioUrl: formAudio.get(ordinal)?.get(index + 1) ?? null,
    })),
  );
  if (formRows.length > 0) await tx.insert(wordForms).values(formRows);
  await settleGlosses(tx, { french: french.privateIds, english: english.privateIds });

  for (const [i, { ordinal, entry }] of entries.entries()) {
    made.set(ordinal, wordIds[i]!);
    if (entry.sourceId) context.byId.set(entry.sourceId, wordIds[i]!);
  }
  return made;
}
