import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { countries, regions } from '@server/db/schema/geography';
import { buildCountry } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';

describeWithApp('countries and flags API', (ctx) => {
  const request = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method, url, headers });
  const asEditor = async () => ({ cookie: await ctx.as('editor') });
  const populate = async (headers?: Record<string, string>) =>
    request('POST', '/api/countries/populate', headers ?? (await asEditor()));
  const countryId = async (iso2: string) =>
    (await ctx.database.db.select().from(countries).where(eq(countries.iso2, iso2)))[0]!.id;

  it('imports every country once, with French and native names, flags and population', async () => {
    const first = await populate();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      inserted: 250,
      skipped: 0,
      message: '250 pays ajouté(s), 0 déjà présent(s).',
    });

    const list = await request('GET', '/api/countries');
    expect(list.statusCode).toBe(200);
    const body = list.json() as { name: string; iso2: string }[];
    expect(body).toHaveLength(250);
    // By name (in the database's collation; the exact order of accented names may vary).
    expect(body[0]!.name).toBe('Afghanistan');
    expect(body.find((c) => c.iso2 === 'CM')).toEqual({
      id: expect.any(Number),
      name: 'Cameroon',
      nameFr: 'Cameroun',
      nativeName: 'Cameroun',
      iso2: 'CM',
      iso3: 'CMR',
      flagSvg: '/api/flags/cm.svg',
      flagPng: '/api/flags/cm.png',
      region: 'Africa',
      subregion: 'Middle Africa',
      capital: 'Yaounde',
      population: expect.any(Number),
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
  });

  it('inserts nothing twice when run again, and answers in English when asked', async () => {
    await populate();
    const again = await populate({ ...(await asEditor()), 'accept-language': 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      inserted: 0,
      skipped: 250,
      message: '0 country(ies) added, 250 already present.',
    });
    expect((await request('GET', '/api/countries')).json()).toHaveLength(250);
  });

  it('never duplicates a country when two imports run at once', async () => {
    const [a, b] = await Promise.all([populate(), populate()]);
    expect(a.json().inserted + b.json().inserted).toBe(250);
    expect((await request('GET', '/api/countries')).json()).toHaveLength(250);
  });

  it('lets admins and editors import, refuses contributors (403) and anonymous callers (401)', async () => {
    expect((await populate({})).statusCode).toBe(401);
    const contributor = await populate({ cookie: await ctx.as('contributor') });
    expect(contributor.statusCode).toBe(403);
    expect(contributor.json().code).toBe('FORBIDDEN');
    expect((await request('GET', '/api/countries')).json()).toEqual([]);
    expect((await populate({ cookie: await ctx.as('admin') })).json().inserted).toBe(250);
  });

  it('lists live countries only, to anyone', async () => {
    await buildCountry(ctx.database.db, { name: 'Zambia', iso2: 'ZM', iso3: 'ZMB' });
    await buildCountry(ctx.database.db, { name: 'Angola', iso2: 'AO', iso3: 'AGO' });
    await buildCountry(ctx.database.db, {
      name: 'Gone',
      iso2: 'GO',
      iso3: 'GON',
      isDeleted: true,
    });
    const res = await request('GET', '/api/countries');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Angola', 'Zambia']);
  });

  it("imports a country's regions from the data: Cameroon's 10, once", async () => {
    await populate();
    const cameroon = await countryId('CM');
    const url = `/api/countries/${cameroon}/populate-regions`;
    const first = await request('POST', url, await asEditor());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      inserted: 10,
      skipped: 0,
      message: '10 région(s) ajoutée(s), 0 déjà présente(s).',
    });
    const again = await request('POST', url, { cookie: await ctx.as('admin') });
    expect(again.json()).toMatchObject({ inserted: 0, skipped: 10 });

    const list = (await request('GET', `/api/regions?countryId=${cameroon}`)).json();
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      countryId: cameroon,
      name: 'Adamawa',
      stateCode: 'AD',
      type: 'region',
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });

    const congo = await countryId('CD');
    const drc = await request('POST', `/api/countries/${congo}/populate-regions`, await asEditor());
    expect(drc.json()).toMatchObject({ inserted: 26, skipped: 0 });
  });

  it('skips regions already there, by folded name or state code', async () => {
    await populate();
    const cameroon = await countryId('CM');
    await ctx.database.db.insert(regions).values([
      { countryId: cameroon, name: 'ADAMAWA' },
      { countryId: cameroon, name: 'Extrême-Nord', stateCode: 'EN' },
    ]);
    const res = await request(
      'POST',
      `/api/countries/${cameroon}/populate-regions`,
      await asEditor(),
    );
    expect(res.json()).toMatchObject({ inserted: 8, skipped: 2 });
    const names = (await request('GET', `/api/regions?countryId=${cameroon}`))
      .json()
      .map((r: { name: string }) => r.name);
    expect(names).toContain('ADAMAWA');
    expect(names).not.toContain('Adamawa');
    expect(names).not.toContain('Far North');
  });

  it('answers 404 for an unknown or deleted country and for a country without data', async () => {
    const editor = await asEditor();
    const unknown = await request('POST', '/api/countries/999999/populate-regions', editor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Pays introuvable.', code: 'NOT_FOUND' });
    const inEnglish = await request('POST', '/api/countries/999999/populate-regions', {
      ...editor,
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(inEnglish.json().message).toBe('Country not found.');

    const deleted = await buildCountry(ctx.database.db, { isDeleted: true });
    const gone = await request('POST', `/api/countries/${deleted.id}/populate-regions`, editor);
    expect(gone.statusCode).toBe(404);

    const antarctica = await buildCountry(ctx.database.db, {
      name: 'Antarctica',
      iso2: 'AQ',
      iso3: 'ATA',
    });
    const noData = await request(
      'POST',
      `/api/countries/${antarctica.id}/populate-regions`,
      editor,
    );
    expect(noData.statusCode).toBe(404);
    expect(noData.json().message).toBe('Aucune donnée de régions pour ce pays.');
  });

  it('refuses non-numeric ids (400) and callers without the right (401, 403)', async () => {
    const country = await buildCountry(ctx.database.db, { iso2: 'CM', iso3: 'CMR' });
    for (const id of ['abc', '1.5', '0', '-3', '99999999999']) {
      const res = await request('POST', `/api/countries/${id}/populate-regions`, await asEditor());
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const url = `/api/countries/${country.id}/populate-regions`;
    expect((await request('POST', url)).statusCode).toBe(401);
    expect((await request('POST', url, { cookie: await ctx.as('contributor') })).statusCode).toBe(
      403,
    );
  });

  it('serves flags from our own server, with a year-long cache', async () => {
    const svg = await request('GET', '/api/flags/cm.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svg.body).toMatch(/^<svg[^>]*id="flag-icons-cm"/);

    const png = await request('GET', '/api/flags/cm.png');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('answers JSON 404 for an unknown flag and 400 for a malformed code', async () => {
    for (const ext of ['svg', 'png']) {
      const unknown = await request('GET', `/api/flags/zz.${ext}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['cache-control']).toBeUndefined();
      expect(unknown.json()).toEqual({ message: 'Drapeau introuvable.', code: 'NOT_FOUND' });
    }
    expect(
      (await request('GET', '/api/flags/zz.svg', { 'accept-language': 'en' })).json().message,
    ).toBe('Flag not found.');
    for (const code of ['CM', 'cmr', 'c', '..%2F..%2Fpackage', 'gb-eng', '%00m']) {
      const res = await request('GET', `/api/flags/${code}.svg`);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
