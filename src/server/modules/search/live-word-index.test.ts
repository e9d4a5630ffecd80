/**
 * The in-memory index against the database it mirrors: after random writes made straight in SQL
 * (so only the triggers can tell the index), a search finds exactly the words a scan of the
 * tables says it should, for every audience.
 */
import fc from 'fast-check';
import { eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { englishWords, frenchWords } from '@server/db/schema/dictionary';
import { languages } from '@server/db/schema/languages';
import { localWords, wordForms, wordSenses } from '@server/db/schema/words';
import {
  buildEnglishWord,
  buildFrenchWord,
  buildLanguage,
  buildWord,
} from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { UserRow } from '@server/modules/users/users.repository';
import { editDistance, typoWords } from './typo';
import { searchableFold } from '@shared/schemas/common';
import { viewerOf, visibleWords } from './visibility';

const SPELLING_LETTERS = ['a', 'b', 'k', 'm', 'n', 'ŋ', 'ɛ', 'ɔ', 'o', 'ú'];
const spelling = fc
  .array(fc.constantFrom(...SPELLING_LETTERS), { minLength: 2, maxLength: 6 })
  .map((cs) => cs.join(''));

type Write =
  | {
      op: 'word';
      text: string;
      status: 'approved' | 'pending' | 'rejected';
      own: boolean;
      lang: number;
    }
  | { op: 'form'; text: string; pick: number }
  | { op: 'gloss'; text: string; pick: number }
  | { op: 'rename'; text: string; pick: number }
  | { op: 'status'; status: 'approved' | 'pending'; pick: number }
  | { op: 'delete'; pick: number }
  | { op: 'glossText'; text: string; pick: number }
  | { op: 'language'; deleted: boolean; lang: number };

const newWord = fc.record({
  op: fc.constant('word' as const),
  text: spelling,
  status: fc.constantFrom('approved' as const, 'pending' as const, 'rejected' as const),
  own: fc.boolean(),
  lang: fc.nat(1),
});

const write: fc.Arbitrary<Write> = fc.oneof(
  newWord,
  fc.record({ op: fc.constant('form' as const), text: spelling, pick: fc.nat() }),
  fc.record({ op: fc.constant('gloss' as const), text: spelling, pick: fc.nat() }),
  fc.record({ op: fc.constant('rename' as const), text: spelling, pick: fc.nat() }),
  fc.record({
    op: fc.constant('status' as const),
    status: fc.constantFrom('approved' as const, 'pending' as const),
    pick: fc.nat(),
  }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('glossText' as const), text: spelling, pick: fc.nat() }),
  fc.record({ op: fc.constant('language' as const), deleted: fc.boolean(), lang: fc.nat(1) }),
);

/** What the index promises, computed naively from the texts: no tier, no cap, no fuzzy. */
function expected(q: string, texts: string[]) {
  const length = Array.from(q).length;
  return texts.some((t) => {
    // Substrings from 3 letters: a 2-letter substring matches most of a dictionary.
    if (t.startsWith(q) || (length >= 3 && t.includes(q))) return true;
    if (length >= 3 && typoWords(t).some((w) => editDistance(q, w) === 1)) return true;
    if (length < 4) return false;
    for (let n = q.length - 1; n <= Math.min(t.length - 1, q.length + 1); n++) {
      const start = t.slice(0, n);
      if (start !== q.slice(0, -1) && editDistance(q, start) === 1) return true;
    }
    return false;
  });
}

describeWithApp('live word index', (ctx) => {
  const db = () => ctx.database.db;

  /** Every visible word's folded texts, read by a plain scan of the tables. */
  async function scan(user: UserRow | null) {
    const visible = visibleWords(user);
    const rows = await queryRows<{ id: number; t: string | null }>(
      db(),
      sql`select id, local_word_folded as t from local_words where ${visible}
        union all select f.local_word_id, f.form_folded from word_forms f
          join local_words on local_words.id = f.local_word_id where not f.is_deleted and ${visible}
        union all select s.local_word_id, fw.word_folded from word_senses s
          join french_words fw on fw.id = s.french_id and not fw.is_deleted
          join local_words on local_words.id = s.local_word_id where not s.is_deleted and ${visible}
        union all select s.local_word_id, ew.word_folded from word_senses s
          join english_words ew on ew.id = s.english_id and not ew.is_deleted
          join local_words on local_words.id = s.local_word_id where not s.is_deleted and ${visible}`,
    );
    const texts = new Map<number, string[]>();
    for (const r of rows) {
      if (!r.t) continue;
      const id = Number(r.id);
      texts.set(id, [...(texts.get(id) ?? []), r.t]);
    }
    return texts;
  }

  it('finds what a scan of the tables finds, for every audience, after random writes', async () => {
    const contributor = await ctx.createUser({ role: 'contributor' });
    const editor = await ctx.createUser({ role: 'editor' });
    const users = [null, contributor, editor];
    const langs = [(await buildLanguage(db())).id, (await buildLanguage(db())).id];
    const ids: number[] = [];
    const pick = (n: number) => ids[n % ids.length]!;

    /** A write the schema refuses (the same spelling twice in a language) writes nothing: skipped. */
    async function apply(w: Write) {
      try {
        await applyWrite(w);
      } catch (error) {
        const code =
          (error as { code?: string; cause?: { code?: string } }).cause?.code ??
          (error as { code?: string }).code;
        if (code !== '23505') throw error;
      }
    }

    let position = 100;
    async function applyWrite(w: Write) {
      if (w.op === 'word') {
        const row = await buildWord(db(), {
          localWord: w.text,
          languageId: langs[w.lang]!,
          status: w.status,
          submittedBy: w.own ? contributor.id : null,
          frenchId: null,
        });
        ids.push(row.id);
        return;
      }
      if (w.op === 'language') {
        await db()
          .update(languages)
          .set({ isDeleted: w.deleted })
          .where(eq(languages.id, langs[w.lang]!));
        return;
      }
      if (ids.length === 0) return;
      const id = pick(w.pick);
      if (w.op === 'form') {
        await db()
          .insert(wordForms)
          .values({ localWordId: id, position: position++, kind: 'plural', form: w.text });
      } else if (w.op === 'gloss') {
        const gloss = w.pick % 2 ? await buildFrenchWord(db(), { word: w.text }) : null;
        const english = gloss ? null : await buildEnglishWord(db(), { word: w.text });
        await db().insert(wordSenses).values({
          localWordId: id,
          position: position++,
          frenchId: gloss?.id,
          englishId: english?.id,
        });
      } else if (w.op === 'rename') {
        await db().update(localWords).set({ localWord: w.text }).where(eq(localWords.id, id));
      } else if (w.op === 'status') {
        await db().update(localWords).set({ status: w.status }).where(eq(localWords.id, id));
      } else if (w.op === 'delete') {
        await db().update(localWords).set({ isDeleted: true }).where(eq(localWords.id, id));
      } else {
        // Every gloss a sense of the word uses gets new text: the words sharing it change too.
        // Any sense with a gloss (the word picked may have none).
        const glossed = await db()
          .select()
          .from(wordSenses)
          .where(or(isNotNull(wordSenses.frenchId), isNotNull(wordSenses.englishId)))
          .orderBy(wordSenses.id);
        const sense = glossed[w.pick % Math.max(1, glossed.length)];
        if (sense?.frenchId) {
          await db()
            .update(frenchWords)
            .set({ word: w.text })
            .where(eq(frenchWords.id, sense.frenchId));
        } else if (sense?.englishId) {
          await db()
            .update(englishWords)
            .set({ word: w.text })
            .where(eq(englishWords.id, sense.englishId));
        }
      }
    }

    await fc.assert(
      fc.asyncProperty(
        // A few words first, so that the other writes have words to change.
        fc
          .tuple(
            fc.array(newWord, { minLength: 2, maxLength: 5 }),
            fc.array(write, { maxLength: 12 }),
          )
          .map(([words, rest]): Write[] => [...words, ...rest]),
        fc.array(spelling, { minLength: 1, maxLength: 4 }),
        async (writes, queries) => {
          // Each run from no words (a truncation, which the index answers with a rebuild).
          await db().execute(
            sql`truncate table local_words, word_senses, word_forms, french_words, english_words cascade`,
          );
          await db()
            .update(languages)
            .set({ isDeleted: false })
            .where(inArray(languages.id, langs));
          ids.length = 0;
          // Rebuilt now, so that what follows reaches the index through the triggers alone.
          await ctx.app.wordIndex.sync();
          for (const w of writes) {
            await apply(w);
            // A search between writes consumes each write's changes on its own: a word created
            // in the run must not be read again whole by a later catch-up that hides a miss.
            await ctx.app.wordIndex.search('zz', { viewer: { role: 'staff' }, fuzzy: false });
          }
          // What was written, whole and its start, finds something far more often than chance.
          const written = writes.flatMap((w) => ('text' in w ? [w.text, w.text.slice(0, 3)] : []));
          for (const user of users) {
            const texts = await scan(user);
            for (const raw of [...queries, ...written]) {
              const q = searchableFold(raw)!;
              const hits = await ctx.app.wordIndex.search(q, {
                viewer: viewerOf(user),
                fuzzy: false,
              });
              const found = hits.map((h) => h.wordId).sort((a, b) => a - b);
              const wanted = [...texts]
                .filter(([, t]) => expected(q, t))
                .map(([id]) => id)
                .sort((a, b) => a - b);
              expect({ q, role: user?.role ?? 'public', found }).toEqual({
                q,
                role: user?.role ?? 'public',
                found: wanted,
              });
            }
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);

  it('is caught up by the end of the request that wrote, and rebuilt after a truncation', async () => {
    const editor = await ctx.as('editor');
    const language = await buildLanguage(db());
    const created = await send(ctx.app, 'POST', '/api/words', editor, {
      fields: {
        languageId: String(language.id),
        localWord: 'kipepeo',
        senses: JSON.stringify([{ frenchWord: 'papillon' }]),
      },
      files: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    // Read from the index itself, with no catch-up first: the request's own hook did it.
    const hits = ctx.app.wordIndex.index.search('kipepeo', {
      viewer: { role: 'staff' },
      fuzzy: false,
    });
    expect(hits.map((h) => h.source)).toEqual(['local']);
    expect(
      ctx.app.wordIndex.index.search('papillon', { viewer: { role: 'staff' }, fuzzy: false }),
    ).toHaveLength(1);

    await db().execute(sql`truncate table local_words, word_senses, word_forms cascade`);
    expect(
      await ctx.app.wordIndex.search('kipepeo', { viewer: { role: 'staff' }, fuzzy: false }),
    ).toEqual([]);
    expect(ctx.app.wordIndex.index.size).toBe(0);
  });
});
