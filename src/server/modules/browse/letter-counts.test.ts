import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { localWords } from '@server/db/schema/words';
import { giveAlphabet, letterCountsAndTruth, SWAHILI_LETTERS } from '@server/test/alphabets';
import { testDatabaseKinds } from '@server/test/databases';
import { buildLanguage, buildWords } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import { foldedLetterKeyRange, letterKeyRange } from '@shared/alphabet';
import type { AlphabetView, LetterCount } from '@shared/schemas/alphabets';
import type { PaginatedWords } from '@shared/schemas/words';

/**
 * word_letter_counts, kept by the triggers of local_words (migration 0017), and the public browse
 * that reads it: the counts stay what a GROUP BY over the words gives whatever writes them, and
 * pages located with them are the pages of one ORDER BY ... OFFSET.
 */
describeWithApp('letter counts and the pages they locate', (ctx) => {
  const db = () => ctx.database.db;

  /** The counts, checked against a GROUP BY over local_words; returned for more checks. */
  const exactCounts = async () => {
    const { stored, grouped } = await letterCountsAndTruth(db());
    expect(stored).toEqual(grouped);
    return stored;
  };
  /** The letter bar's letters that have words, with their counts. */
  const bar = async (languageId: number) => {
    const res = await send(ctx.app, 'GET', `/api/public/languages/${languageId}/letters`, null);
    expect(res.statusCode, res.body).toBe(200);
    const letters = res.json<LetterCount[]>().filter((l) => l.count > 0);
    return Object.fromEntries(letters.map((l) => [l.letter, l.count]));
  };
  const page = async (languageId: number, query: string) => {
    const url = `/api/public/languages/${languageId}/words?${query}`;
    const res = await send(ctx.app, 'GET', url, null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaginatedWords>();
  };
  const create = async (cookie: string, languageId: number, localWord: string) => {
    const res = await send(ctx.app, 'POST', '/api/words', cookie, {
      fields: { languageId: String(languageId), localWord, frenchWord: `fr ${localWord}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().localWord.id as number;
  };
  const edit = async (cookie: string, id: number, languageId: number, localWord: string) => {
    const res = await send(ctx.app, 'PUT', `/api/words/${id}`, cookie, {
      fields: { languageId: String(languageId), localWord, frenchWord: `fr ${localWord}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const review = async (cookie: string, id: number, status: 'approved' | 'rejected') => {
    const res = await send(ctx.app, 'PATCH', `/api/words/${id}/status`, cookie, { status });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('counts creates, reviews, edits, moves, deletes and a truncate', async () => {
    const sw = await buildLanguage(db(), { name: 'Kiswahili' });
    await giveAlphabet(db(), sw.id, SWAHILI_LETTERS);
    const plain = await buildLanguage(db(), { name: 'Duala' });
    const editor = await ctx.as('editor');
    const contributor = await ctx.as('contributor');

    const chai = await create(editor, sw.id, 'chai');
    const cheza = await create(editor, sw.id, 'cheza');
    const mama = await create(editor, sw.id, 'mama');
    // Contributors' words wait: counted once approved, no longer once rejected or pending again.
    const nyumba = await create(contributor, sw.id, 'nyumba');
    expect(await bar(sw.id)).toEqual({ ch: 2, m: 1 });
    await review(editor, nyumba, 'approved');
    expect(await bar(sw.id)).toEqual({ ch: 2, m: 1, ny: 1 });
    await review(editor, nyumba, 'rejected');
    expect(await bar(sw.id)).toEqual({ ch: 2, m: 1 });
    await review(editor, nyumba, 'approved');
    await db().update(localWords).set({ status: 'pending' }).where(eq(localWords.id, nyumba));
    expect(await bar(sw.id)).toEqual({ ch: 2, m: 1 });
    await exactCounts();

    // A new spelling moves the word to its letter; a new language to that language's counts.
    await edit(editor, mama, sw.id, 'shamba');
    expect(await bar(sw.id)).toEqual({ ch: 2, sh: 1 });
    await edit(editor, cheza, plain.id, 'cheza');
    expect(await bar(sw.id)).toEqual({ ch: 1, sh: 1 });
    expect(await bar(plain.id)).toEqual({ c: 1 });
    // An edit that moves nothing (notes) changes no count.
    await db().update(localWords).set({ notes: 'note' }).where(eq(localWords.languageId, sw.id));
    await exactCounts();

    // Deletes: soft (the API), then a row gone for good; a count that falls to 0 goes.
    const del = await send(ctx.app, 'DELETE', `/api/words/${chai}`, editor);
    expect(del.statusCode, del.body).toBe(200);
    expect(await bar(sw.id)).toEqual({ sh: 1 });
    await db().delete(localWords).where(eq(localWords.id, cheza));
    expect(await bar(plain.id)).toEqual({});
    expect((await exactCounts()).map((r) => r.language_id)).toEqual([sw.id]);
    // Undeleted (a restore of the row as it was), it is counted again.
    await db().update(localWords).set({ isDeleted: false }).where(eq(localWords.id, chai));
    expect(await bar(sw.id)).toEqual({ ch: 1, sh: 1 });

    await db().execute(sql`truncate table local_words cascade`);
    expect(await exactCounts()).toEqual([]);
    expect(await bar(sw.id)).toEqual({});
  });

  it('follows an alphabet change, recomputed inline or by the job', async () => {
    const language = await buildLanguage(db());
    await buildWords(db(), 6, (i) => ({
      languageId: language.id,
      localWord: ['chai', 'cheza', 'nyama', 'ngoma', "ng'ombe", 'ŋombe'][i],
    }));
    // Without an alphabet: the folded first letters (ŋ as n).
    expect(await bar(language.id)).toEqual({ c: 2, n: 4 });
    const editor = await ctx.as('editor');
    const url = `/api/languages/${language.id}/alphabet`;
    const inline = await send(ctx.app, 'PUT', url, editor, { letters: SWAHILI_LETTERS });
    expect(inline.statusCode, inline.body).toBe(200);
    expect(await bar(language.id)).toEqual({ ch: 2, n: 1, "ng'": 1, ny: 1 });
    await exactCounts();

    // More words than are recomputed inline: a job, batch by batch. Rows written straight into
    // the table, with keys of no version (as the migration left them): counted under ''.
    await db().execute(sql`insert into local_words (language_id, local_word, duplicate_key, code)
      select ${language.id}, 'mti' || g, 'mti' || g, 'T-' || g from generate_series(1, 2000) as g`);
    expect((await exactCounts()).find((r) => r.first_key_char === '')?.n).toBe(2000);
    const queued = await send(ctx.app, 'PUT', url, editor, { letters: ['a', 'c', 'm', 'n'] });
    expect(queued.statusCode, queued.body).toBe(202);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const view = (await send(ctx.app, 'GET', url, null)).json<AlphabetView>();
      if (view.recompute === null) break;
      if (Date.now() > deadline) throw new Error('the recompute job did not finish');
      await sleep(50);
    }
    // ŋ is no letter of this alphabet: ŋombe starts with a character after every letter.
    expect(await bar(language.id)).toEqual({ c: 2, m: 2000, n: 3 });
    const counts = await exactCounts();
    expect(counts.map((r) => r.first_key_char)).not.toContain('');
  });

  it('keeps every count of concurrent creates in one letter', async () => {
    const language = await buildLanguage(db());
    await giveAlphabet(db(), language.id, SWAHILI_LETTERS);
    const editor = await ctx.as('editor');
    const spellings = Array.from({ length: 12 }, (_, i) => `chungwa${i}`);
    await Promise.all(spellings.map((w) => create(editor, language.id, w)));
    // And concurrent moves across two letters both ways (rows locked in the same order).
    const [first, second] = await queryRows<{ id: number }>(
      db(),
      sql`select id from local_words where language_id = ${language.id} order by id limit 2`,
    );
    await Promise.all([
      edit(editor, first!.id, language.id, 'mama'),
      edit(editor, second!.id, language.id, 'mbuzi'),
      create(editor, language.id, 'mtoto'),
      create(editor, language.id, 'chura'),
    ]);
    expect(await bar(language.id)).toEqual({ ch: 11, m: 3 });
    await exactCounts();
  });

  // Two transactions meeting on one counter, as two instances of the app would: the one that
  // takes it to 0 deletes it, the one waiting for it inserts it again.
  it.runIf(testDatabaseKinds[0] === 'postgres')(
    'keeps a counter that one transaction empties while another adds to it',
    async () => {
      if (ctx.database.kind !== 'postgres') return;
      const language = await buildLanguage(db());
      await giveAlphabet(db(), language.id, SWAHILI_LETTERS);
      const [chai] = await buildWords(db(), 1, () => ({
        languageId: language.id,
        localWord: 'chai',
      }));
      // Made before either transaction: a write of the language waits for an open one's (its
      // content version row, decision 043), and the test would wait for it.
      const [cheza] = await buildWords(db(), 1, () => ({
        languageId: language.id,
        localWord: 'cheza',
        status: 'pending',
      }));
      const [emptying, adding] = [
        await ctx.database.pool.connect(),
        await ctx.database.pool.connect(),
      ];
      try {
        await emptying.query('begin');
        await adding.query('begin');
        await emptying.query('update local_words set is_deleted = true where id = $1', [chai!.id]);
        // Approving cheza waits for the counter the other transaction holds (at 0, deleted).
        const approving = adding.query(`update local_words set status = 'approved' where id = $1`, [
          cheza!.id,
        ]);
        let approved = false;
        void approving.then(() => (approved = true));
        await sleep(200);
        expect(approved).toBe(false);
        await emptying.query('commit');
        await approving;
        await adding.query('commit');
      } finally {
        emptying.release();
        adding.release();
      }
      expect(await bar(language.id)).toEqual({ ch: 1 });
      await exactCounts();
    },
  );

  /** Ids of the published words of a language in [from, to) (the whole language without), by offset. */
  const plainPage = async (
    languageId: number,
    limit: number,
    offset: number,
    range?: { from: string; to: string },
  ) => {
    const inRange = range ? sql`and sort_key >= ${range.from} and sort_key < ${range.to}` : sql``;
    const rows = await queryRows<{ id: number }>(
      db(),
      sql`select id from local_words
        where language_id = ${languageId} and status = 'approved' and not is_deleted ${inRange}
        order by sort_key, homograph_number, id limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => r.id);
  };

  /** Every page (and the one after the last) equals the page of one ORDER BY ... OFFSET. */
  const expectPagesLikeOffset = async (
    languageId: number,
    limit: number,
    letter?: { query: string; range: { from: string; to: string } },
  ) => {
    const query = `limit=${limit}${letter ? `&letter=${encodeURIComponent(letter.query)}` : ''}`;
    const { total, totalPages } = (await page(languageId, query)).pagination;
    const all = await plainPage(languageId, 100_000, 0, letter?.range);
    expect(total, letter?.query).toBe(all.length);
    for (let n = 1; n <= totalPages + 1; n++) {
      const result = await page(languageId, `${query}&page=${n}`);
      const expected = await plainPage(languageId, limit, (n - 1) * limit, letter?.range);
      expect(
        result.data.map((w) => w.localWord.id),
        `${letter?.query ?? 'all'} page ${n}`,
      ).toEqual(expected);
      expect(result.pagination.total).toBe(total);
    }
    return total;
  };

  it('reads every page by segments as one ORDER BY ... OFFSET would', async () => {
    // Swahili with tones counted: á and à start keys of their own under a. Uneven letters (m is
    // big, pages cross letters), homographs, words starting outside the alphabet (q, x, 1),
    // pending and deleted words that no page shows.
    const sw = await buildLanguage(db(), { name: 'Kiswahili' });
    await giveAlphabet(db(), sw.id, SWAHILI_LETTERS, { ignoreTones: false });
    const starts = ['m', 'm', 'm', 'm', 'ch', 'ny', "ng'", 'n', 'k', 'a', 'á', 'à', 'sh', 'z'];
    const vowels = ['a', 'e', 'i', 'o', 'u'];
    const spellings = Array.from(
      { length: 280 },
      (_, i) => `${starts[i % starts.length]}${vowels[i % 5]}${vowels[(i * 7) % 5]}${i}`,
    );
    spellings.push('Qurani', 'xylofoni', '1000', 'taxi');
    await buildWords(db(), spellings.length, (i) => ({
      languageId: sw.id,
      localWord: spellings[i],
      status: i % 17 === 3 ? 'pending' : 'approved',
      isDeleted: i % 23 === 5,
    }));
    await buildWords(db(), 3, (i) => ({
      languageId: sw.id,
      localWord: 'kaa',
      homographNumber: i + 1,
    }));
    await exactCounts();

    for (const limit of [10, 20, 50]) {
      expect(await expectPagesLikeOffset(sw.id, limit)).toBeGreaterThan(250);
    }
    const letters = await bar(sw.id);
    expect(Object.keys(letters)).toEqual(
      SWAHILI_LETTERS.filter((l) =>
        ['a', 'ch', 'k', 'm', 'n', "ng'", 'ny', 'sh', 't', 'z'].includes(l),
      ),
    );
    for (const letter of [...Object.keys(letters), 'dh']) {
      const range = letterKeyRange(SWAHILI_LETTERS.indexOf(letter));
      await expectPagesLikeOffset(sw.id, 10, { query: letter, range });
    }
    expect(letters.a).toBeGreaterThan(30);

    // Without an alphabet: folded letters (punctuation first, as it always was), and letters past
    // U+BFFF, which share their first key character.
    const plain = await buildLanguage(db(), { name: 'Duala' });
    const plainWords = ['ŋgɔ́mbɛ', 'nne', 'Ɓaba', 'ɛlɔkɔ', 'esika', '-', '\uE000a', '\uE001b'];
    await buildWords(db(), 60, (i) => ({
      languageId: plain.id,
      localWord: plainWords[i] ?? `${['b', 'e', 'n', 'm'][i % 4]}ola${i}`,
    }));
    const plainLetters = await bar(plain.id);
    expect(plainLetters).toEqual({ '-': 1, b: 14, e: 15, m: 13, n: 15, '\uE000': 1, '\uE001': 1 });
    expect(Object.keys(plainLetters)).toEqual(['-', 'b', 'e', 'm', 'n', '\uE000', '\uE001']);
    for (const limit of [10, 20]) await expectPagesLikeOffset(plain.id, limit);
    for (const letter of ['e', 'ɛ', 'n', '\uE000']) {
      await expectPagesLikeOffset(plain.id, 10, {
        query: letter,
        range: foldedLetterKeyRange(letter),
      });
    }
  });
});
