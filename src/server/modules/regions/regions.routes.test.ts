import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { countries, regions } from '@server/db/schema/geography';
import { buildCountry, buildLocality, buildRegion } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';

describeWithApp('regions API', (ctx) => {
  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { cookie?: string; payload?: object; lang?: string } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      payload: options.payload,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
      },
    });
  const names = (body: { name: string }[]) => body.map((r) => r.name);
  const cameroon = () =>
    buildCountry(ctx.database.db, { name: 'Cameroon', iso2: 'CM', iso3: 'CMR' });

  it('lists live regions by name, of one country or of all', async () => {
    const cm = await cameroon();
    const ke = await buildCountry(ctx.database.db, { name: 'Kenya', iso2: 'KE', iso3: 'KEN' });
    await buildRegion(ctx.database.db, { countryId: cm.id, name: 'Littoral' });
    await buildRegion(ctx.database.db, {
      countryId: cm.id,
      name: 'Adamawa',
      stateCode: 'AD',
      type: 'region',
    });
    await buildRegion(ctx.database.db, { countryId: ke.id, name: 'Mombasa' });
    await buildRegion(ctx.database.db, { countryId: cm.id, name: 'Deleted', isDeleted: true });

    const all = await inject('GET', '/api/regions');
    expect(all.statusCode).toBe(200);
    expect(names(all.json())).toEqual(['Adamawa', 'Littoral', 'Mombasa']);

    const ofCameroon = await inject('GET', `/api/regions?countryId=${cm.id}`);
    expect(ofCameroon.json()).toEqual([
      {
        id: expect.any(Number),
        countryId: cm.id,
        name: 'Adamawa',
        stateCode: 'AD',
        type: 'region',
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      },
      expect.objectContaining({ name: 'Littoral', stateCode: null, type: null }),
    ]);
    expect((await inject('GET', '/api/regions?countryId=999999')).json()).toEqual([]);
  });

  it('refuses a non-numeric countryId (400)', async () => {
    for (const value of ['abc', '', '1.5', '-1']) {
      const res = await inject('GET', `/api/regions?countryId=${value}`);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('imports the regions of every country once (DR Congo 26, Cameroon 10)', async () => {
    const admin = await ctx.as('admin');
    await inject('POST', '/api/countries/populate', { cookie: admin });
    const first = await inject('POST', '/api/regions/populate-all', {
      cookie: await ctx.as('editor'),
    });
    expect(first.statusCode).toBe(200);
    const { inserted, skipped, message } = first.json();
    expect(inserted).toBeGreaterThan(5000);
    expect(skipped).toBe(0);
    expect(message).toBe(`${inserted} région(s) ajoutée(s), 0 déjà présente(s).`);

    const again = await inject('POST', '/api/regions/populate-all', { cookie: admin, lang: 'en' });
    expect(again.json()).toEqual({
      inserted: 0,
      skipped: inserted,
      message: `0 region(s) added, ${inserted} already present.`,
    });

    const [drc] = await ctx.database.db.select().from(countries).where(eq(countries.iso2, 'CD'));
    const drcRegions = (await inject('GET', `/api/regions?countryId=${drc!.id}`)).json();
    expect(drcRegions).toHaveLength(26);
    expect(drcRegions).toContainEqual(
      expect.objectContaining({ name: 'Équateur', stateCode: 'EQ', type: 'province' }),
    );
  });

  it('lets only admins and editors import all regions', async () => {
    expect((await inject('POST', '/api/regions/populate-all')).statusCode).toBe(401);
    const contributor = await ctx.as('contributor');
    expect(
      (await inject('POST', '/api/regions/populate-all', { cookie: contributor })).statusCode,
    ).toBe(403);
    const empty = await inject('POST', '/api/regions/populate-all', {
      cookie: await ctx.as('admin'),
    });
    expect(empty.json()).toMatchObject({ inserted: 0, skipped: 0 });
  });

  it('creates a region (201) for admins and editors', async () => {
    const cm = await cameroon();
    for (const [role, name] of [
      ['editor', '  Adamawa  '],
      ['admin', 'Littoral'],
    ] as const) {
      const res = await inject('POST', '/api/regions', {
        cookie: await ctx.as(role),
        payload: { name, countryId: cm.id },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        countryId: cm.id,
        name: name.trim(),
        stateCode: null,
        type: null,
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      });
    }
    expect(names((await inject('GET', `/api/regions?countryId=${cm.id}`)).json())).toEqual([
      'Adamawa',
      'Littoral',
    ]);
  });

  it('refuses anonymous callers (401) and contributors (403) on create and delete', async () => {
    const cm = await cameroon();
    const region = await buildRegion(ctx.database.db, { countryId: cm.id });
    const payload = { name: 'Centre', countryId: cm.id };
    expect((await inject('POST', '/api/regions', { payload })).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/regions/${region.id}`)).statusCode).toBe(401);
    const contributor = await ctx.as('contributor');
    const created = await inject('POST', '/api/regions', { cookie: contributor, payload });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe(
      "Vous n'avez pas les droits nécessaires pour cette action.",
    );
    expect(
      (await inject('DELETE', `/api/regions/${region.id}`, { cookie: contributor })).statusCode,
    ).toBe(403);
  });

  it('requires a name: blank or missing -> 400 with its French message', async () => {
    const cm = await cameroon();
    const cookie = await ctx.as('editor');
    for (const payload of [
      { name: '   ', countryId: cm.id },
      { name: '', countryId: cm.id },
      { countryId: cm.id },
    ]) {
      const res = await inject('POST', '/api/regions', { cookie, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Le nom de la région est requis.',
        code: 'VALIDATION_FAILED',
      });
    }
    const english = await inject('POST', '/api/regions', {
      cookie,
      lang: 'en',
      payload: { name: ' ', countryId: cm.id },
    });
    expect(english.json().message).toBe('The region name is required.');
  });

  it('requires a known, live country (400 unknownCountry) and a valid countryId', async () => {
    const cookie = await ctx.as('editor');
    const deleted = await buildCountry(ctx.database.db, { isDeleted: true });
    for (const countryId of [999999, deleted.id]) {
      const res = await inject('POST', '/api/regions', {
        cookie,
        payload: { name: 'X', countryId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Ce pays n'existe pas.", code: 'BAD_REQUEST' });
    }
    for (const countryId of ['abc', 0, 1.5, null]) {
      const res = await inject('POST', '/api/regions', {
        cookie,
        payload: { name: 'X', countryId },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses a name already in that country, ignoring case and accents (409)', async () => {
    const cd = await buildCountry(ctx.database.db, { name: 'DR Congo', iso2: 'CD', iso3: 'COD' });
    const cg = await buildCountry(ctx.database.db, { name: 'Congo', iso2: 'CG', iso3: 'COG' });
    await buildRegion(ctx.database.db, { countryId: cd.id, name: 'Équateur' });
    const cookie = await ctx.as('editor');
    for (const name of ['Équateur', 'equateur', 'EQUATEUR', 'Equateur']) {
      const res = await inject('POST', '/api/regions', {
        cookie,
        payload: { name, countryId: cd.id },
      });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({
        message: 'Cette région existe déjà dans ce pays.',
        code: 'CONFLICT',
      });
    }
    const english = await inject('POST', '/api/regions', {
      cookie,
      lang: 'en',
      payload: { name: 'equateur', countryId: cd.id },
    });
    expect(english.json().message).toBe('This region already exists in this country.');
    // The same name in another country is fine.
    const other = await inject('POST', '/api/regions', {
      cookie,
      payload: { name: 'Équateur', countryId: cg.id },
    });
    expect(other.statusCode).toBe(201);
  });

  it('soft-deletes an unused region (204): gone from lists, its name free again', async () => {
    const cm = await cameroon();
    const region = await buildRegion(ctx.database.db, { countryId: cm.id, name: 'Centre' });
    const cookie = await ctx.as('editor');
    const res = await inject('DELETE', `/api/regions/${region.id}`, { cookie });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [row] = await ctx.database.db.select().from(regions).where(eq(regions.id, region.id));
    expect(row!.isDeleted).toBe(true);
    expect((await inject('GET', `/api/regions?countryId=${cm.id}`)).json()).toEqual([]);
    expect((await inject('DELETE', `/api/regions/${region.id}`, { cookie })).statusCode).toBe(404);
    const again = await inject('POST', '/api/regions', {
      cookie,
      payload: { name: 'Centre', countryId: cm.id },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses to delete a region a live locality uses (409, with the count)', async () => {
    const cm = await cameroon();
    const region = await buildRegion(ctx.database.db, { countryId: cm.id });
    await buildLocality(ctx.database.db, { countryId: cm.id, regionId: region.id });
    await buildLocality(ctx.database.db, { countryId: cm.id, regionId: region.id });
    const deleted = await buildLocality(ctx.database.db, {
      countryId: cm.id,
      regionId: region.id,
      isDeleted: true,
    });
    expect(deleted.isDeleted).toBe(true);
    const cookie = await ctx.as('admin');
    const res = await inject('DELETE', `/api/regions/${region.id}`, { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Cette région est encore utilisée par 2 localité(s).',
      code: 'CONFLICT',
    });
    const english = await inject('DELETE', `/api/regions/${region.id}`, { cookie, lang: 'en' });
    expect(english.json().message).toBe('This region is still used by 2 locality(ies).');
    expect((await inject('GET', '/api/regions')).json()).toHaveLength(1);
  });

  it('answers 404 for an unknown region and 400 for a non-numeric id', async () => {
    const cookie = await ctx.as('editor');
    const unknown = await inject('DELETE', '/api/regions/999999', { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Région introuvable.', code: 'NOT_FOUND' });
    for (const id of ['abc', '1.5', '0']) {
      const res = await inject('DELETE', `/api/regions/${id}`, { cookie });
      expect(res.statusCode, id).toBe(400);
    }
  });
});
