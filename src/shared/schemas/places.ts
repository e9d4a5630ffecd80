import { z } from 'zod';
import { IdParamSchema, IdSchema, optionalText, requiredText, TrackedSchema } from './common';
import { TEXT_LIMITS } from './text-limits';

export const CountrySchema = TrackedSchema.extend({
  id: z.number().int(),
  name: z.string(),
  /** French name, shown when the interface is in French. */
  nameFr: z.string().nullable(),
  nativeName: z.string().nullable(),
  iso2: z.string().length(2),
  iso3: z.string().length(3),
  /** Our own URLs (no external image host): /api/flags/{iso2}.svg and .png */
  flagSvg: z.string().nullable(),
  flagPng: z.string().nullable(),
  region: z.string().nullable(),
  subregion: z.string().nullable(),
  capital: z.string().nullable(),
  population: z.number().nullable(),
});
export type Country = z.infer<typeof CountrySchema>;

export const RegionSchema = TrackedSchema.extend({
  id: z.number().int(),
  countryId: z.number().int(),
  name: z.string(),
  stateCode: z.string().nullable(),
  type: z.string().nullable(),
});
export type Region = z.infer<typeof RegionSchema>;

export const RegionsQuerySchema = z.object({ countryId: IdParamSchema.optional() });

export const RegionInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, 'regionNameRequired'),
  countryId: IdSchema,
});
export type RegionInput = z.infer<typeof RegionInputSchema>;

export const LocalitySchema = TrackedSchema.extend({
  id: z.number().int(),
  name: z.string(),
  countryId: z.number().int(),
  regionId: z.number().int().nullable(),
  description: z.string().nullable(),
  countryName: z.string(),
  countryNameFr: z.string().nullable(),
  countryFlag: z.string().nullable(),
  regionName: z.string().nullable(),
});
export type Locality = z.infer<typeof LocalitySchema>;

export const LocalityInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, 'localityNameRequired'),
  // Missing and null (nothing chosen in the form) both read 'Le pays est requis'.
  countryId: z.number({ error: 'localityCountryRequired' }).pipe(IdSchema),
  regionId: IdSchema.nullish().transform((v) => v ?? null),
  description: optionalText(TEXT_LIMITS.placeDescription),
  /** Creates this region in the chosen country and uses it. */
  customRegionName: optionalText(TEXT_LIMITS.name, 'name'),
  /** Languages spoken here; when given, replaces the locality's language links. */
  languageIds: z.array(IdSchema).max(500).optional(),
});
export type LocalityInput = z.input<typeof LocalityInputSchema>;

export const LanguageIdsSchema = z.array(z.number().int());
