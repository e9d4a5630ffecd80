import { and, eq, sql } from 'drizzle-orm';
import { importCountries } from '@server/modules/countries/countries.service';
import { importRegions } from '@server/modules/regions/regions.service';
import type { Db } from '../client';
import { countries, localities, regions } from '../schema/geography';

export interface DemoLocality {
  name: string;
  /** ISO2 code of its country. */
  country: string;
  /** The region's name exactly as the bundled data has it. */
  region: string;
  /** Code of the demo language spoken there (see DEMO_LANGUAGES). */
  languageCode: string;
}

/** Real places where the demo languages are spoken, each in its region of the bundled data. */
export const DEMO_LOCALITIES: DemoLocality[] = [
  { name: 'Dar es Salaam', country: 'TZ', region: 'Dar es Salaam', languageCode: 'swh' },
  // Zanzibar City (Stone Town) is in Mjini Magharibi, the data's 'Zanzibar West'.
  { name: 'Zanzibar', country: 'TZ', region: 'Zanzibar West', languageCode: 'swh' },
  { name: 'Mombasa', country: 'KE', region: 'Mombasa', languageCode: 'swh' },
  { name: 'Kinshasa', country: 'CD', region: 'Kinshasa', languageCode: 'lin' },
  { name: 'Mbandaka', country: 'CD', region: 'Équateur', languageCode: 'lin' },
  { name: 'Brazzaville', country: 'CG', region: 'Brazzaville', languageCode: 'lin' },
  { name: 'Durban', country: 'ZA', region: 'KwaZulu-Natal', languageCode: 'zul' },
  { name: 'Pietermaritzburg', country: 'ZA', region: 'KwaZulu-Natal', languageCode: 'zul' },
];

/** Countries whose regions the demo imports (those of the demo localities). */
const DEMO_REGION_COUNTRIES = [...new Set(DEMO_LOCALITIES.map((l) => l.country))];

/**
 * Seeds the places of the demo: every country, the regions of the demo localities' countries,
 * and the localities themselves, in one transaction. Idempotent: what is already there (a live
 * locality of the same folded name in its country included) is kept, never duplicated.
 * Returns the id of each demo locality by name, so languages can be linked to them.
 */
export async function seedDemoPlaces(db: Db): Promise<Map<string, number>> {
  return db.transaction(async (tx) => {
    await importCountries(tx);
    const countryRows = await tx
      .select({ id: countries.id, iso2: countries.iso2 })
      .from(countries)
      .where(eq(countries.isDeleted, false));
    const countryIds = new Map(countryRows.map((c) => [c.iso2, c.id]));
    await importRegions(
      tx,
      countryRows.filter((c) => DEMO_REGION_COUNTRIES.includes(c.iso2)),
    );

    const ids = new Map<string, number>();
    for (const place of DEMO_LOCALITIES) {
      const countryId = countryIds.get(place.country);
      const [region] = await tx
        .select({ id: regions.id })
        .from(regions)
        .where(
          and(
            eq(regions.countryId, countryId ?? -1),
            eq(regions.isDeleted, false),
            sql`public.fold(${regions.name}) = public.fold(${place.region})`,
          ),
        );
      // Only if the pinned data package changed: fail loudly rather than seed a wrong place.
      if (!countryId || !region) {
        throw new Error(`Demo place data missing: ${place.country} / ${place.region}`);
      }
      const [existing] = await tx
        .select({ id: localities.id })
        .from(localities)
        .where(
          and(
            eq(localities.countryId, countryId),
            eq(localities.isDeleted, false),
            sql`public.fold(${localities.name}) = public.fold(${place.name})`,
          ),
        );
      const id =
        existing?.id ??
        (
          await tx
            .insert(localities)
            .values({ name: place.name, countryId, regionId: region.id })
            .returning({ id: localities.id })
        )[0]!.id;
      ids.set(place.name, id);
    }
    return ids;
  });
}
