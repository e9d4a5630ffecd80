import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { countries, localities, regions } from '@server/db/schema/geography';
import { describeWithApp } from '@server/test/harness';
import { DEMO_LANGUAGES } from './demo-content';
import { DEMO_LOCALITIES, seedDemoPlaces } from './seed-places';

describeWithApp('demo places seed', (ctx) => {
  const total = async (table: typeof countries | typeof regions | typeof localities) =>
    (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

  it('seeds every country, the regions of five countries and the demo localities', async () => {
    const ids = await seedDemoPlaces(ctx.database.db);
    expect([...ids.keys()]).toEqual(DEMO_LOCALITIES.map((l) => l.name));
    expect(await total(countries)).toBe(250);
    // Tanzania 31, Kenya 47, DR Congo 26, Republic of the Congo 12, South Africa 9.
    expect(await total(regions)).toBe(31 + 47 + 26 + 12 + 9);

    const res = await ctx.app.inject({ method: 'GET', url: '/api/localities' });
    const byName = new Map(
      (res.json() as { id: number; name: string; countryName: string; regionName: string }[]).map(
        (l) => [l.name, l],
      ),
    );
    expect(byName.size).toBe(8);
    expect(byName.get('Zanzibar')).toMatchObject({
      id: ids.get('Zanzibar'),
      countryName: 'Tanzania',
      regionName: 'Zanzibar West',
    });
    expect(byName.get('Mbandaka')).toMatchObject({ regionName: 'Équateur' });
    expect(byName.get('Brazzaville')).toMatchObject({ countryName: 'Congo' });
    expect(byName.get('Durban')).toMatchObject({ regionName: 'KwaZulu-Natal' });
    // Every demo locality names a demo language.
    const codes = DEMO_LANGUAGES.map((l) => l.code);
    expect(DEMO_LOCALITIES.every((l) => codes.includes(l.languageCode))).toBe(true);
  });

  it('is idempotent: a second run adds nothing and answers the same ids', async () => {
    const first = await seedDemoPlaces(ctx.database.db);
    const counts = [await total(countries), await total(regions), await total(localities)];
    const second = await seedDemoPlaces(ctx.database.db);
    expect(second).toEqual(first);
    expect([await total(countries), await total(regions), await total(localities)]).toEqual(counts);
  });

  it('keeps a locality that is already there and adds the missing ones', async () => {
    const first = await seedDemoPlaces(ctx.database.db);
    const kinshasa = first.get('Kinshasa')!;
    await ctx.database.db
      .update(localities)
      .set({ isDeleted: true })
      .where(eq(localities.id, first.get('Durban')!));
    const second = await seedDemoPlaces(ctx.database.db);
    expect(second.get('Kinshasa')).toBe(kinshasa);
    expect(second.get('Durban')).not.toBe(first.get('Durban'));
    expect(await total(localities)).toBe(9);
  });
});
