import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { expressionWords, expressions } from '@server/db/schema/expressions';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import {
  buildCountry,
  buildExpression,
  buildLanguage,
  buildLocality,
  buildWord,
} from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';

describeWithApp('languages', (ctx) => {
  const db = () => ctx.database.db;
  const send = async (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: unknown,
    role: 'admin' | 'editor' | 'contributor' | null = 'editor',
  ) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as object,
      headers: role ? { cookie: await ctx.as(role) } : {},
    });

  it('creates a language with a generated code, an upper-cased admin code and its localities', async () => {
    const country = await buildCountry(db(), { name: 'Tanzania', flagSvg: '/api/flags/tz.svg' });
    const dar = await buildLocality(db(), { countryId: country.id, name: 'Dar es Salaam' });
    const res = await send('POST', '/api/languages', {
      name: ' Kiswahili ',
      adminCode: ' sw ',
      isoCode: ' SW-KE ',
      localityIds: [dar.id, dar.id],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Kiswahili',
      code: 'kis',
      adminCode: 'SW',
      isoCode: 'sw-ke',
      region: null,
    });
    expect(body.localities).toEqual([
      expect.objectContaining({
        id: dar.id,
        name: 'Dar es Salaam',
        countryName: 'Tanzania',
        countryFlag: '/api/flags/tz.svg',
      }),
    ]);
    const second = await send('POST', '/api/languages', { name: 'Kisii', localityIds: [] });
    expect(second.json()).toMatchObject({
      code: 'kis2',
      adminCode: null,
      isoCode: null,
      localities: [],
    });
    // Typed with a combining accent (a + U+0301), stored NFC (á).
    const blankCode = await send('POST', '/api/languages', {
      name: 'Ɓasaá'.normalize('NFD'),
      adminCode: '   ',
    });
    expect(blankCode.json()).toMatchObject({ name: 'Ɓasaá'.normalize('NFC'), adminCode: null });
    expect(blankCode.json().name).not.toBe('Ɓasaá'.normalize('NFD'));
    expect(blankCode.json().code).toBe('bas');

    const list = await send('GET', '/api/languages', undefined, null);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((l: { name: string }) => l.name)).toEqual(
      ['Kiswahili', 'Kisii', 'Ɓasaá'].sort((a, b) => (a < b ? -1 : 1)),
    );
  });

  it('refuses bad input with the French messages and writes nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ name: '   ' }, 400, 'Le nom de la langue est requis'],
      [{}, 400, 'Le nom de la langue est requis'],
      [
        { name: 'Duala', adminCode: 'ABCDEFGHIJK' },
        400,
        'Le code admin ne peut pas dépasser 10 caractères.',
      ],
      [{ name: 'Duala', localityIds: [987654] }, 400, "Une ou plusieurs localités n'existent pas."],
      [
        { name: 'Duala', isoCode: 'Duala language' },
        400,
        'Le code ISO doit être un code de langue ISO 639 (ex. sw, ln, zu).',
      ],
      [{ name: 'Duala', localityIds: ['x'] }, 400, 'body.localityIds.0: '],
    ];
    for (const [payload, status, message] of cases) {
      const res = await send('POST', '/api/languages', payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status });
      expect(res.json().message).toContain(message);
    }
    expect(await db().select().from(languages)).toHaveLength(0);
  });

  it('refuses a name another language has, case and accents aside', async () => {
    await buildLanguage(db(), { name: 'Lingála' });
    const res = await send('POST', '/api/languages', { name: 'LINGALA' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Une langue porte déjà ce nom.', code: 'CONFLICT' });
  });

  it('updates a language and replaces its localities', async () => {
    const a = await buildLocality(db(), { name: 'Kinshasa' });
    const b = await buildLocality(db(), { name: 'Brazzaville' });
    const language = await buildLanguage(db(), { name: 'Lingala' }, [a.id]);
    const res = await send('PUT', `/api/languages/${language.id}`, {
      name: 'Lingála',
      adminCode: 'ln',
      localityIds: [b.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Lingála', adminCode: 'LN', code: language.code });
    expect(res.json().localities.map((l: { name: string }) => l.name)).toEqual(['Brazzaville']);
    expect((await send('PUT', '/api/languages/424242', { name: 'X' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/languages/0', { name: 'X' })).statusCode).toBe(400);
  });

  it('adds and removes one locality', async () => {
    const locality = await buildLocality(db(), { name: 'Durban' });
    const language = await buildLanguage(db(), { name: 'isiZulu' });
    const added = await send('POST', `/api/languages/${language.id}/localities`, {
      localityId: locality.id,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().localities.map((l: { id: number }) => l.id)).toEqual([locality.id]);
    const again = await send('POST', `/api/languages/${language.id}/localities`, {
      localityId: locality.id,
    });
    expect(again.json().localities).toHaveLength(1);
    const removed = await send('DELETE', `/api/languages/${language.id}/localities/${locality.id}`);
    expect(removed.statusCode).toBe(204);
    const list = (await send('GET', '/api/languages', undefined, null)).json();
    expect(list[0].localities).toEqual([]);
    expect(
      (await send('POST', `/api/languages/${language.id}/localities`, { localityId: 9999 }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes a language with its words and expressions, softly, so they can be restored', async () => {
    const language = await buildLanguage(db(), { name: 'Duala' });
    const [word] = await db()
      .insert(localWords)
      .values({ languageId: language.id, localWord: 'mbwa', duplicateKey: 'mbwa', code: 'DUA-1' })
      .returning();
    await db()
      .insert(expressions)
      .values({ languageId: language.id, code: 'EXP-1', audio1Url: 'a.webm' });
    const res = await send(
      'DELETE',
      `/api/languages/${language.id}`,
      { confirmName: 'Duala' },
      'admin',
    );
    expect(res.statusCode).toBe(204);
    expect((await send('GET', '/api/languages', undefined, null)).json()).toEqual([]);
    const [kept] = await db().select().from(localWords).where(eq(localWords.id, word!.id));
    expect(kept!.isDeleted).toBe(true);
    const [expression] = await db().select().from(expressions);
    expect(expression!.isDeleted).toBe(true);
    expect(
      (await send('DELETE', `/api/languages/${language.id}`, { confirmName: 'Duala' }, 'admin'))
        .statusCode,
    ).toBe(404);
    const stats = (await send('GET', '/api/public/stats', undefined, null)).json();
    expect(stats).toMatchObject({ languagesCount: 0, wordsCount: 0, expressionsCount: 0 });
  });

  it('takes only its own words and expressions, keeps their links, and all in one transaction', async () => {
    const language = await buildLanguage(db(), { name: 'Lingala' });
    const other = await buildLanguage(db(), { name: 'Kikongo' });
    const word = await buildWord(db(), { languageId: language.id });
    const otherWord = await buildWord(db(), { languageId: other.id });
    const expression = await buildExpression(db(), [word.id], { languageId: language.id });
    const otherExpression = await buildExpression(db(), [otherWord.id], { languageId: other.id });
    const deleteIt = () =>
      send('DELETE', `/api/languages/${language.id}`, { confirmName: 'Lingala' }, 'admin');
    const liveIds = async () => ({
      languages: (await db().select().from(languages).where(eq(languages.isDeleted, false))).map(
        (r) => r.id,
      ),
      words: (await db().select().from(localWords).where(eq(localWords.isDeleted, false))).map(
        (r) => r.id,
      ),
      expressions: (
        await db().select().from(expressions).where(eq(expressions.isDeleted, false))
      ).map((r) => r.id),
    });

    // The language's own row fails last: its words and expressions must stay live with it.
    await db().execute(sql`create function refuse_language_delete() returns trigger
      language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await db().execute(sql`create trigger refuse_language_delete before update on languages
      for each row when (new.is_deleted) execute function refuse_language_delete()`);
    try {
      expect((await deleteIt()).statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_language_delete on languages`);
      await db().execute(sql`drop function refuse_language_delete()`);
    }
    expect(await liveIds()).toEqual({
      languages: expect.arrayContaining([language.id, other.id]),
      words: expect.arrayContaining([word.id, otherWord.id]),
      expressions: expect.arrayContaining([expression.id, otherExpression.id]),
    });

    expect((await deleteIt()).statusCode).toBe(204);
    expect(await liveIds()).toEqual({
      languages: [other.id],
      words: [otherWord.id],
      expressions: [otherExpression.id],
    });
    const links = await db().select().from(expressionWords);
    expect(links.map((l) => [l.expressionId, l.localWordId]).sort()).toEqual(
      [
        [expression.id, word.id],
        [otherExpression.id, otherWord.id],
      ].sort(),
    );
  });

  it('lets anyone read, only admins and editors change', async () => {
    expect((await send('GET', '/api/languages', undefined, null)).statusCode).toBe(200);
    expect((await send('POST', '/api/languages', { name: 'Fula' }, null)).statusCode).toBe(401);
    expect((await send('POST', '/api/languages', { name: 'Fula' }, 'contributor')).statusCode).toBe(
      403,
    );
    expect((await send('POST', '/api/languages', { name: 'Fula' }, 'admin')).statusCode).toBe(201);
    const language = await buildLanguage(db());
    expect(
      (await send('DELETE', `/api/languages/${language.id}`, undefined, 'contributor')).statusCode,
    ).toBe(403);
  });
});
