import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { countries, localities, regions } from '@server/db/schema/geography';
import { languageLocalities, languages } from '@server/db/schema/languages';
import { AppError, badRequest, conflict, notFound } from '@server/http/app-error';
import { SEARCH_MIN_LENGTH } from '@shared/schemas/common';
import type { Locality, LocalityInputSchema } from '@shared/schemas/places';
import { presentLocality } from './localities.presenter';
import {
  findLocality,
  findLocalityByName,
  languageIdsOfLocality,
  listLocalities,
  localityUsage,
  searchLocalities,
  softDeleteLocality,
} from './localities.repository';

type LocalityInput = z.output<typeof LocalityInputSchema>;

export async function allLocalities(db: Db): Promise<Locality[]> {
  return (await listLocalities(db)).map(presentLocality);
}

export async function findLocalities(db: Db, query: string): Promise<Locality[]> {
  if (query.trim().length < SEARCH_MIN_LENGTH) return [];
  return (await searchLocalities(db, query)).map(presentLocality);
}

export async function localityLanguageIds(db: Db, id: number): Promise<number[]> {
  if (!(await findLocality(db, id))) throw notFound('localityNotFound');
  return languageIdsOfLocality(db, id);
}

/** The country and region a locality will have, creating the custom region when one is named. */
async function resolvePlace(tx: Db, input: LocalityInput) {
  const { countryId } = input;
  const [country] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.id, countryId), eq(countries.isDeleted, false)));
  if (!country) throw badRequest('unknownCountry');

  if (input.customRegionName) {
    const [existing] = await tx
      .select({ id: regions.id })
      .from(regions)
      .where(
        and(
          eq(regions.countryId, countryId),
          eq(regions.isDeleted, false),
          sql`public.fold(${regions.name}) = public.fold(${input.customRegionName})`,
        ),
      );
    if (existing) return { countryId, regionId: existing.id };
    const [created] = await tx
      .insert(regions)
      .values({ countryId, name: input.customRegionName })
      .returning({ id: regions.id });
    return { countryId, regionId: created!.id };
  }

  if (input.regionId === null) return { countryId, regionId: null };
  const [region] = await tx
    .select({ countryId: regions.countryId })
    .from(regions)
    .where(and(eq(regions.id, input.regionId), eq(regions.isDeleted, false)));
  if (!region) throw badRequest('unknownRegion');
  if (region.countryId !== countryId) throw badRequest('regionNotInCountry');
  return { countryId, regionId: input.regionId };
}

async function assertNameFree(tx: Db, countryId: number, name: string, exceptId?: number) {
  const same = await findLocalityByName(tx, countryId, name);
  if (same && same.id !== exceptId) throw conflict('localityNameTaken');
}

async function setLanguages(tx: Db, localityId: number, languageIds: number[]) {
  const ids = [...new Set(languageIds)];
  if (ids.length > 0) {
    const found = await tx
      .select({ id: languages.id })
      .from(languages)
      .where(and(inArray(languages.id, ids), eq(languages.isDeleted, false)));
    if (found.length !== ids.length) throw badRequest('unknownLanguages');
  }
  await tx.delete(languageLocalities).where(eq(languageLocalities.localityId, localityId));
  if (ids.length > 0) {
    await tx
      .insert(languageLocalities)
      .values(ids.map((languageId) => ({ languageId, localityId })));
  }
}

async function presentById(tx: Db, id: number) {
  return presentLocality((await findLocality(tx, id))!);
}

export function createLocality(db: Db, input: LocalityInput): Promise<Locality> {
  return db.transaction(async (tx) => {
    const place = await resolvePlace(tx, input);
    await assertNameFree(tx, place.countryId, input.name);
    const [row] = await tx
      .insert(localities)
      .values({ name: input.name, description: input.description, ...place })
      .returning({ id: localities.id });
    if (input.languageIds) await setLanguages(tx, row!.id, input.languageIds);
    return presentById(tx, row!.id);
  });
}

export function updateLocality(db: Db, id: number, input: LocalityInput): Promise<Locality> {
  return db.transaction(async (tx) => {
    if (!(await findLocality(tx, id))) throw notFound('localityNotFound');
    const place = await resolvePlace(tx, input);
    await assertNameFree(tx, place.countryId, input.name, id);
    await tx
      .update(localities)
      .set({ name: input.name, description: input.description, ...place })
      .where(eq(localities.id, id));
    if (input.languageIds) await setLanguages(tx, id, input.languageIds);
    return presentById(tx, id);
  });
}

/** Refuses while a live language or expression uses the locality; otherwise a soft delete. */
export function deleteLocality(db: Db, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    // Locking the row makes a concurrent link to it wait until this delete is decided.
    const [row] = await tx
      .select({ id: localities.id })
      .from(localities)
      .where(and(eq(localities.id, id), eq(localities.isDeleted, false)))
      .for('update');
    if (!row) throw notFound('localityNotFound');
    const usage = await localityUsage(tx, id);
    if (usage.languageNames.length > 0) {
      throw new AppError('CONFLICT', 409, 'localityUsedByLanguages', {
        count: usage.languageNames.length,
        names: usage.languageNames.join(', '),
      });
    }
    if (usage.expressions > 0) {
      throw new AppError('CONFLICT', 409, 'localityUsedByExpressions', {
        count: usage.expressions,
      });
    }
    await softDeleteLocality(tx, id);
  });
}
