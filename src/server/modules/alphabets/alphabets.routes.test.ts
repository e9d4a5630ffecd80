import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { languages } from '@server/db/schema/languages';
import { auditLog } from '@server/db/schema/users';
import { localWords } from '@server/db/schema/words';
import { buildLanguage, buildWords } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import { compareSpellings, sortKey, toAlphabet, type Alphabet } from '@shared/alphabet';
import type { AlphabetView } from '@shared/schemas/alphabets';

const SWAHILI_LETTERS = "a b ch d dh e f g gh h i j k kh l m n ng' ny o p r s sh t th u v w y z";
const SWAHILI_INPUT = { letters: SWAHILI_LETTERS.split(' '), ignoreTones: true, variants: [] };
const SWAHILI = toAlphabet(SWAHILI_INPUT);
const SWAHILI_WORDS = [
  'nyumba',
  "ng'ombe",
  'nguo',
  'ndizi',
  'dhahabu',
  'Duka',
  'dawa',
  'chai',
  'zeze',
  'xylofoni',
  'ng’ombe-dume',
];

describeWithApp('language alphabets', (ctx) => {
  const db = () => ctx.database.db;
  const url = (id: number) => `/api/languages/${id}/alphabet`;
  const editor = () => ctx.as('editor');
  const read = async (id: number) => {
    const res = await send(ctx.app, 'GET', url(id), null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AlphabetView;
  };
  /** The language's words as the lists order them. */
  const stored = (languageId: number) =>
    db()
      .select()
      .from(localWords)
      .where(eq(localWords.languageId, languageId))
      .orderBy(asc(localWords.sortKey), asc(localWords.homographNumber), asc(localWords.id));
  const inMemory = (alphabet: Alphabet | null, words: string[]) =>
    [...words].sort((a, b) => compareSpellings(alphabet, a, b));
  const swahiliWords = async () => {
    const language = await buildLanguage(db(), { name: 'Kiswahili' });
    const words = await buildWords(db(), SWAHILI_WORDS.length, (i) => ({
      languageId: language.id,
      localWord: SWAHILI_WORDS[i],
      // A deleted word keeps its place too: it comes back when restored.
      isDeleted: i === 0,
    }));
    return { language, words };
  };

  it('has no alphabet until one is set, and none for an unknown or deleted language', async () => {
    const language = await buildLanguage(db());
    expect(await read(language.id)).toEqual({
      defined: false,
      letters: [],
      ignoreTones: true,
      variants: [],
      version: 0,
      recompute: null,
    });
    const gone = await buildLanguage(db(), { isDeleted: true });
    for (const id of [gone.id, 999_999]) {
      const res = await send(ctx.app, 'GET', url(id), null);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Langue introuvable.', code: 'NOT_FOUND' });
    }
    const put = await send(ctx.app, 'PUT', url(gone.id), await editor(), SWAHILI_INPUT);
    expect(put.statusCode).toBe(404);
  });

  it('saves an alphabet and reads it back: capitals, variants, tones; the same again changes nothing', async () => {
    const language = await buildLanguage(db());
    const input = {
      letters: ['a', 'ij|IJ', 'Ch', "ng'", ' ɛ ', 'é'],
      ignoreTones: false,
      variants: [{ form: "Ŋ'", sortsAs: "ng'" }],
    };
    const cookie = await editor();
    const res = await send(ctx.app, 'PUT', url(language.id), cookie, input);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      defined: true,
      letters: ['a', 'ij|IJ', 'ch', "ng'", 'ɛ', 'é'],
      ignoreTones: false,
      variants: [{ form: "ŋ'", sortsAs: "ng'" }],
      version: 1,
      recompute: null,
    };
    expect(res.json()).toEqual(expected);
    expect(await read(language.id)).toEqual(expected);
    const [row] = await db().select().from(languages).where(eq(languages.id, language.id));
    expect(row!.alphabet!.letters[1]).toEqual({ lower: 'ij', upper: 'IJ' });

    const again = await send(ctx.app, 'PUT', url(language.id), cookie, {
      ...input,
      letters: ['a', 'ij|IJ', 'ch', "ng'", 'ɛ', 'é'],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(expected);
    // ignoreTones and variants have defaults.
    const defaults = await send(ctx.app, 'PUT', url(language.id), cookie, { letters: ['a', 'b'] });
    expect(defaults.json()).toMatchObject({ ignoreTones: true, variants: [], version: 2 });
  });

  it('lets admins and editors change an alphabet, not contributors or visitors', async () => {
    const language = await buildLanguage(db());
    const contributor = await ctx.as('contributor');
    for (const method of ['PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? SWAHILI_INPUT : undefined;
      expect((await send(ctx.app, method, url(language.id), null, body)).statusCode).toBe(401);
      expect((await send(ctx.app, method, url(language.id), contributor, body)).statusCode).toBe(
        403,
      );
    }
    expect((await read(language.id)).version).toBe(0);
    for (const [role, letters] of [
      ['editor', ['a', 'b']],
      ['admin', ['a', 'b', 'c']],
    ] as const) {
      const res = await send(ctx.app, 'PUT', url(language.id), await ctx.as(role), { letters });
      expect(res.statusCode).toBe(200);
      expect(res.json().letters).toEqual(letters);
    }
    // Recorded in the audit log as a change of the language.
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'language'), eq(auditLog.action, 'update')))
      .orderBy(asc(auditLog.id));
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      entityId: String(language.id),
      changes: { letters: ['a', 'b', 'c'] },
    });
  });

  it('refuses an alphabet with a problem, naming the letter, and keeps the one it had', async () => {
    const language = await buildLanguage(db());
    const cookie = await editor();
    expect((await send(ctx.app, 'PUT', url(language.id), cookie, SWAHILI_INPUT)).statusCode).toBe(
      200,
    );
    const cases: [object, string][] = [
      [{ letters: ['a', 'ch', 'Ch'] }, 'La lettre « ch » figure deux fois.'],
      [{ letters: ['a', ''] }, 'La lettre n° 2 est vide.'],
      [
        { letters: Array.from({ length: 201 }, (_, i) => String.fromCodePoint(0x100 + i)) },
        'Un alphabet compte au plus 200 lettres.',
      ],
      [{ letters: ['a', 'abcdefghi'] }, 'La lettre « abcdefghi » dépasse 8 caractères.'],
      [
        { letters: ['a', 'n'], variants: [{ form: 'ŋ', sortsAs: 'ng' }] },
        "La variante « ŋ » se classe comme « ng », qui n'est pas une lettre de l'alphabet.",
      ],
      [{ letters: [] }, "L'alphabet doit compter au moins une lettre."],
    ];
    for (const [body, message] of cases) {
      const res = await send(ctx.app, 'PUT', url(language.id), cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, code: 'BAD_REQUEST' });
    }
    const inEnglish = await send(
      ctx.app,
      'PUT',
      url(language.id),
      cookie,
      { letters: ['a', 'ch', 'Ch'] },
      'en',
    );
    expect(inEnglish.json().message).toBe('The letter “ch” is listed twice.');
    expect(await read(language.id)).toMatchObject({
      letters: SWAHILI_INPUT.letters,
      version: 1,
    });
  });

  it("recomputes every word's key with the change: Swahili order, letters outside marked", async () => {
    const { language, words } = await swahiliWords();
    const res = await send(ctx.app, 'PUT', url(language.id), await editor(), SWAHILI_INPUT);
    expect(res.statusCode).toBe(200);
    const rows = await stored(language.id);
    expect(rows.map((w) => w.localWord)).toEqual(inMemory(SWAHILI, SWAHILI_WORDS));
    expect(rows.map((w) => w.localWord).slice(0, 4)).toEqual(['chai', 'dawa', 'Duka', 'dhahabu']);
    for (const row of rows) {
      expect(row).toMatchObject({
        sortKey: sortKey(SWAHILI, row.localWord).key,
        sortKeyVersion: 1,
      });
    }
    expect(
      rows.filter((w) => w.outsideAlphabet).map((w) => [w.localWord, w.outsideAlphabet]),
    ).toEqual([['xylofoni', 'x']]);
    // Nothing else of the words changed: the key is no edit.
    expect(rows.find((w) => w.id === words[1]!.id)!.version).toBe(words[1]!.version);
  });

  it('returns to the folded order when the alphabet is removed', async () => {
    const { language } = await swahiliWords();
    const cookie = await editor();
    await send(ctx.app, 'PUT', url(language.id), cookie, SWAHILI_INPUT);
    const res = await send(ctx.app, 'DELETE', url(language.id), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      defined: false,
      letters: [],
      ignoreTones: true,
      variants: [],
      version: 2,
      recompute: null,
    });
    const rows = await stored(language.id);
    expect(rows.map((w) => w.localWord)).toEqual(inMemory(null, SWAHILI_WORDS));
    expect(rows.every((w) => w.sortKeyVersion === 2 && w.outsideAlphabet === null)).toBe(true);
    // Removing it again changes nothing; an unknown language is 404.
    expect((await send(ctx.app, 'DELETE', url(language.id), cookie)).json().version).toBe(2);
    expect((await send(ctx.app, 'DELETE', url(999_999), cookie)).statusCode).toBe(404);
  });

  it('refuses a change while the keys of the last one are being recomputed, and shows its progress', async () => {
    const { language } = await swahiliWords();
    const cookie = await editor();
    await send(ctx.app, 'PUT', url(language.id), cookie, SWAHILI_INPUT);
    // As during a job: the mark set, some words still behind.
    await db()
      .update(languages)
      .set({ alphabetRecomputing: true, alphabetJobId: 'job-1' })
      .where(eq(languages.id, language.id));
    await db()
      .update(localWords)
      .set({ sortKeyVersion: 0 })
      .where(sql`${localWords.id} in (select id from local_words order by id limit 3)`);
    const before = await stored(language.id);

    for (const [method, body] of [
      ['PUT', { letters: ['a', 'b'] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(ctx.app, method, url(language.id), cookie, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'ALPHABET_RECOMPUTING',
        message:
          "L'ordre des mots de cette langue est en cours de recalcul : réessayez quand il sera terminé.",
      });
    }
    expect(await read(language.id)).toMatchObject({
      letters: SWAHILI_INPUT.letters,
      version: 1,
      recompute: { jobId: 'job-1', done: SWAHILI_WORDS.length - 3, total: SWAHILI_WORDS.length },
    });
    expect(await stored(language.id)).toEqual(before);
  });

  it('recomputes up to 2,000 words before answering, and leaves more to a job', async () => {
    const language = await buildLanguage(db());
    const insert = (from: number, to: number) =>
      db().execute(sql`insert into local_words (language_id, local_word, duplicate_key, code)
        select ${language.id}, 'neno' || g, 'neno' || g, 'N-' || g
        from generate_series(${from}::int, ${to}::int) as g`);
    await insert(1, 2000);
    const cookie = await editor();
    const inline = await send(ctx.app, 'PUT', url(language.id), cookie, SWAHILI_INPUT);
    expect(inline.statusCode).toBe(200);
    expect(inline.json().recompute).toBeNull();

    await insert(2001, 2001);
    const queued = await send(ctx.app, 'PUT', url(language.id), cookie, { letters: ['a', 'n'] });
    expect(queued.statusCode).toBe(202);
    const { jobId } = queued.json() as { jobId: string };
    expect(queued.json()).toMatchObject({
      version: 2,
      recompute: { jobId, done: 0, total: 2001 },
    });
    const deadline = Date.now() + 20_000;
    while ((await read(language.id)).recompute !== null) {
      if (Date.now() > deadline) throw new Error('the recompute job did not finish');
      await sleep(50);
    }
    const [counts] = await db()
      .select({ behind: sql<number>`count(*) filter (where sort_key_version <> 2)::int` })
      .from(localWords)
      .where(eq(localWords.languageId, language.id));
    expect(Number(counts!.behind)).toBe(0);
    const [first] = await stored(language.id);
    expect(first!.sortKey).toBe(
      sortKey(toAlphabet({ letters: ['a', 'n'], ignoreTones: true }), first!.localWord).key,
    );
  });
});
