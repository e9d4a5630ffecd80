import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { expressions } from '@server/db/schema/expressions';
import { localities, regions } from '@server/db/schema/geography';
import { buildCountry, buildLanguage, buildLocality, buildRegion } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';

describeWithApp('localities', (ctx) => {
  const db = () => ctx.database.db;
  const send = async (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: unknown,
    role: 'admin' | 'editor' | 'contributor' | null = 'editor',
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { ...(role ? { cookie: await ctx.as(role) } : {}), ...headers },
    });

  it('creates a locality with its region and answers it with country and region names', async () => {
    const country = await buildCountry(db(), {
      name: 'Cameroon',
      nameFr: 'Cameroun',
      flagSvg: '/api/flags/cm.svg',
    });
    const region = await buildRegion(db(), { countryId: country.id, name: 'Littoral' });
    const res = await send('POST', '/api/localities', {
      name: '  Douala ',
      countryId: country.id,
      regionId: region.id,
      description: 'Port city',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Douala',
      countryId: country.id,
      regionId: region.id,
      description: 'Port city',
      countryName: 'Cameroon',
      countryNameFr: 'Cameroun',
      countryFlag: '/api/flags/cm.svg',
      regionName: 'Littoral',
    });
    const list = await send('GET', '/api/localities', undefined, null);
    expect(list.json().map((l: { name: string }) => l.name)).toEqual(['Douala']);
  });

  it('stores names and descriptions typed with combining marks as NFC', async () => {
    const country = await buildCountry(db(), { name: 'Cameroon' });
    const nfd = (s: string) => s.normalize('NFD');
    const res = await send('POST', '/api/localities', {
      name: nfd('Yaoundé'),
      countryId: country.id,
      description: nfd('Capitale du Cameroun, où siège le gouvernement.'),
      customRegionName: nfd('Extrême-Nord'),
    });
    expect(res.statusCode).toBe(201);
    const row = await db().query.localities.findFirst({ where: eq(localities.id, res.json().id) });
    expect(row?.name).toBe('Yaoundé'.normalize('NFC'));
    expect(row?.name.length).toBe(7);
    expect(row?.description).toBe(
      'Capitale du Cameroun, où siège le gouvernement.'.normalize('NFC'),
    );
    expect(res.json().regionName).toBe('Extrême-Nord'.normalize('NFC'));

    const region = await send('POST', '/api/regions', {
      name: nfd('Équateur'),
      countryId: country.id,
    });
    expect(region.json().name).toBe('Équateur'.normalize('NFC'));
  });

  it('creates the custom region in the chosen country, reusing one that exists', async () => {
    const country = await buildCountry(db());
    const first = await send('POST', '/api/localities', {
      name: 'Bafoussam',
      countryId: country.id,
      customRegionName: 'Ouest',
    });
    expect(first.statusCode).toBe(201);
    const second = await send('POST', '/api/localities', {
      name: 'Dschang',
      countryId: country.id,
      customRegionName: 'OUEST',
    });
    expect(second.json().regionId).toBe(first.json().regionId);
    const rows = await db().select().from(regions).where(eq(regions.countryId, country.id));
    expect(rows.map((r) => r.name)).toEqual(['Ouest']);
  });

  it('refuses bad input with the French messages and writes nothing', async () => {
    const country = await buildCountry(db());
    const other = await buildCountry(db());
    const foreignRegion = await buildRegion(db(), { countryId: other.id });
    const cases: [unknown, number, string][] = [
      [{ name: '   ', countryId: country.id }, 400, 'Le nom est requis'],
      [{ countryId: country.id }, 400, 'Le nom est requis'],
      [{ name: 'Limbe' }, 400, 'Le pays est requis'],
      [{ name: 'Limbe', countryId: 999_999 }, 400, "Ce pays n'existe pas."],
      [{ name: 'Limbe', countryId: 'abc' }, 400, 'Le pays est requis'],
      [
        { name: 'Limbe', countryId: country.id, regionId: 999_999 },
        400,
        "Cette région n'existe pas.",
      ],
      [
        { name: 'Limbe', countryId: country.id, regionId: foreignRegion.id },
        400,
        "Cette région n'appartient pas au pays choisi.",
      ],
      [
        { name: 'x'.repeat(256), countryId: country.id },
        400,
        '« Nom » ne peut pas dépasser 255 caractères.',
      ],
      [
        { name: 'Limbe', countryId: country.id, languageIds: [424242] },
        400,
        "Une ou plusieurs langues n'existent pas.",
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await send('POST', '/api/localities', payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status });
      expect(res.json().message).toContain(message);
    }
    expect(await db().select().from(localities)).toHaveLength(0);

    const en = await send('POST', '/api/localities', { name: ' ' }, 'editor', {
      'accept-language': 'en',
    });
    expect(en.json().message).toBe('The name is required');
  });

  it('refuses a duplicate name in the same country, accents and case aside', async () => {
    const country = await buildCountry(db());
    await buildLocality(db(), { countryId: country.id, name: 'Yaoundé' });
    const res = await send('POST', '/api/localities', { name: 'yaounde', countryId: country.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Une localité porte déjà ce nom dans ce pays.',
      code: 'CONFLICT',
    });
    const elsewhere = await send('POST', '/api/localities', {
      name: 'Yaoundé',
      countryId: (await buildCountry(db())).id,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('updates a locality, its region reset when the country changes, and its languages', async () => {
    const cm = await buildCountry(db());
    const region = await buildRegion(db(), { countryId: cm.id });
    const locality = await buildLocality(db(), { countryId: cm.id, regionId: region.id });
    const language = await buildLanguage(db());
    const ng = await buildCountry(db());
    const res = await send('PUT', `/api/localities/${locality.id}`, {
      name: 'Calabar',
      countryId: ng.id,
      regionId: null,
      languageIds: [language.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Calabar',
      countryId: ng.id,
      regionId: null,
      regionName: null,
    });
    const languages = await send(
      'GET',
      `/api/localities/${locality.id}/languages`,
      undefined,
      null,
    );
    expect(languages.json()).toEqual([language.id]);

    expect(
      (await send('PUT', '/api/localities/999999', { name: 'X', countryId: ng.id })).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', '/api/localities/abc', { name: 'X', countryId: ng.id })).statusCode,
    ).toBe(400);
  });

  it('finds localities by folded name from 2 characters, best matches first', async () => {
    const country = await buildCountry(db(), { name: 'Tanzania' });
    for (const name of ['Dar es Salaam', 'Dodoma', 'Zanzibar', 'Moshi', 'Mwanza']) {
      await buildLocality(db(), { countryId: country.id, name });
    }
    const search = async (q: string) =>
      (await send('GET', `/api/localities/search?q=${encodeURIComponent(q)}`, undefined, null))
        .json()
        .map((l: { name: string }) => l.name);
    expect(await search('d')).toEqual([]);
    expect(await search('DO')).toEqual(['Dodoma']);
    expect(await search('za')).toEqual(['Zanzibar', 'Mwanza']);
    expect(await search('Zânzibâr')).toEqual(['Zanzibar']);
    expect(await search('zanzibr')).toEqual(['Zanzibar']); // one typo
    expect(await search('%_')).toEqual([]);
  });

  it('refuses to delete a locality a language or an expression uses, and deletes a free one', async () => {
    const locality = await buildLocality(db());
    await buildLanguage(db(), { name: 'Duala' }, [locality.id]);
    const byLanguage = await send('DELETE', `/api/localities/${locality.id}`);
    expect(byLanguage.statusCode).toBe(409);
    expect(byLanguage.json().message).toBe(
      'Cette localité est encore associée à 1 langue(s) : Duala.',
    );

    const other = await buildLocality(db());
    await db()
      .insert(expressions)
      .values({ localityId: other.id, code: 'EXP-1', audio1Url: 'a.webm' });
    const byExpression = await send('DELETE', `/api/localities/${other.id}`);
    expect(byExpression.statusCode).toBe(409);
    expect(byExpression.json().message).toBe(
      'Cette localité est encore utilisée par 1 expression(s).',
    );

    const free = await buildLocality(db());
    expect((await send('DELETE', `/api/localities/${free.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/localities/${free.id}`)).statusCode).toBe(404);
    const names = (await send('GET', '/api/localities', undefined, null))
      .json()
      .map((l: { id: number }) => l.id);
    expect(names).not.toContain(free.id);
  });

  it('lets anyone read, only admins and editors change', async () => {
    const country = await buildCountry(db());
    expect((await send('GET', '/api/localities', undefined, null)).statusCode).toBe(200);
    const payload = { name: 'Kribi', countryId: country.id };
    expect((await send('POST', '/api/localities', payload, null)).statusCode).toBe(401);
    expect((await send('POST', '/api/localities', { name: '' }, null)).statusCode).toBe(401);
    expect((await send('POST', '/api/localities', payload, 'contributor')).statusCode).toBe(403);
    expect((await send('POST', '/api/localities', payload, 'admin')).statusCode).toBe(201);
  });
});
