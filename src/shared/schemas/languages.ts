import { z } from 'zod';
import { IdSchema, nameText, requiredText, TrackedSchema } from './common';
import { LocalitySchema } from './places';
import { TEXT_LIMITS } from './text-limits';
import { AttributionSchema, DataLicenseSchema } from './licenses';

export const ADMIN_CODE_MAX_LENGTH = 10;

/** A BCP 47 tag as pages need it: a 2–3 letter ISO 639 code, then subtags (region, script...). */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,3}$/;

export const LanguageSchema = TrackedSchema.extend({
  id: z.number().int(),
  name: z.string(),
  /** Generated, unique, at most 10 characters. */
  code: z.string(),
  adminCode: z.string().nullable(),
  /** BCP 47 language tag (an ISO 639 code such as sw, ln or zu), for `lang` attributes. */
  isoCode: z.string().nullable(),
  region: z.string().nullable(),
  /** SPDX id of the licence its data is published under (DATA_LICENSES). */
  license: z.string(),
  /** Whom to credit when the data is reused; empty when none was given. */
  attribution: z.string(),
  localities: z.array(LocalitySchema),
});
export type Language = z.infer<typeof LanguageSchema>;

export const LanguageInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, 'languageNameRequired'),
  /** Optional short display code: trimmed, upper-cased, absent when blank. */
  adminCode: nameText()
    .trim()
    .toUpperCase()
    .max(ADMIN_CODE_MAX_LENGTH, { error: 'adminCodeTooLong' })
    .nullish()
    .transform((v) => (v ? v : null)),
  /**
   * Optional BCP 47 tag: an ISO 639-1 or 639-3 code and optional subtags (sw, swh, ln, zu,
   * sw-KE). Screen readers use it to pronounce the language's words; lower-cased, absent when blank.
   */
  isoCode: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || LANGUAGE_TAG.test(v), { error: 'isoCodeInvalid' })
    .nullish()
    .transform((v) => (v ? v : null)),
  localityIds: z.array(IdSchema).max(500).default([]),
  /** One of DATA_LICENSES; absent keeps the default (a new language) or the stored one. */
  license: DataLicenseSchema.optional(),
  /** Whom to credit for the data; absent keeps the stored one (none for a new language). */
  attribution: AttributionSchema.optional(),
});
export type LanguageInput = z.input<typeof LanguageInputSchema>;

export const LanguageLocalityInputSchema = z.object({ localityId: IdSchema });
