/**
 * The licences a language's data may be published under, by SPDX id: the open ones a community
 * dictionary uses. The language form offers these; the API refuses any other id.
 */
import { z } from 'zod';
import { freeText } from './common';
import { TEXT_LIMITS } from './text-limits';

export const DATA_LICENSES = {
  'CC-BY-SA-4.0': {
    name: 'Creative Commons Attribution-ShareAlike 4.0 International',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  'CC-BY-4.0': {
    name: 'Creative Commons Attribution 4.0 International',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  'CC-BY-NC-SA-4.0': {
    name: 'Creative Commons Attribution-NonCommercial-ShareAlike 4.0 International',
    url: 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
  },
  'CC0-1.0': {
    name: 'Creative Commons Zero v1.0 Universal',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
  'ODbL-1.0': {
    name: 'Open Data Commons Open Database License v1.0',
    url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
} as const satisfies Record<string, { name: string; url: string }>;

export type DataLicenseId = keyof typeof DATA_LICENSES;

export const DATA_LICENSE_IDS = Object.keys(DATA_LICENSES) as [DataLicenseId, ...DataLicenseId[]];

/** What a language's data is published under unless its editors choose otherwise. */
export const DEFAULT_DATA_LICENSE: DataLicenseId = 'CC-BY-SA-4.0';

export const DataLicenseSchema = z.enum(DATA_LICENSE_IDS, { error: 'licenseInvalid' });

/** A stored id, its name and its link; an id no longer offered keeps its id as its name. */
export function dataLicense(id: string): { id: string; name: string; url: string | null } {
  const known = (DATA_LICENSES as Record<string, { name: string; url: string }>)[id];
  return { id, name: known?.name ?? id, url: known?.url ?? null };
}

/**
 * Whom to credit when a language's data is reused ("Kamusi ya Kiswahili, Chuo Kikuu cha Dar es
 * Salaam"): running text, trimmed, NFC, possibly empty.
 */
export const AttributionSchema = freeText()
  .trim()
  .normalize('NFC')
  .max(TEXT_LIMITS.attribution, { error: 'valueTooLong' });

/** PUT /api/languages/{id}/licence. */
export const LanguageLicenceInputSchema = z.object({
  licence: DataLicenseSchema,
  attribution: AttributionSchema.default(''),
});
export type LanguageLicenceInput = z.input<typeof LanguageLicenceInputSchema>;

/** GET /api/languages/{id}/licence: the licence's id, name and link, and the attribution. */
export const LanguageLicenceSchema = z.object({
  licence: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  attribution: z.string(),
});
export type LanguageLicence = z.infer<typeof LanguageLicenceSchema>;

export function languageLicence(language: { license: string; attribution: string }) {
  const { id, name, url } = dataLicense(language.license);
  return { licence: id, name, url, attribution: language.attribution };
}
