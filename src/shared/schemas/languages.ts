import { z } from 'zod';
import { IdSchema, TrackedSchema } from './common';
import { LocalitySchema } from './places';

export const ADMIN_CODE_MAX_LENGTH = 10;

export const LanguageSchema = TrackedSchema.extend({
  id: z.number().int(),
  name: z.string(),
  /** Generated, unique, at most 10 characters. */
  code: z.string(),
  adminCode: z.string().nullable(),
  region: z.string().nullable(),
  localities: z.array(LocalitySchema),
});
export type Language = z.infer<typeof LanguageSchema>;

export const LanguageInputSchema = z.object({
  name: z
    .string({ error: 'languageNameRequired' })
    .trim()
    .min(1, { error: 'languageNameRequired' })
    .max(255, { error: 'valueTooLong' }),
  /** Optional short display code: trimmed, upper-cased, absent when blank (spec §5). */
  adminCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(ADMIN_CODE_MAX_LENGTH, { error: 'adminCodeTooLong' })
    .nullish()
    .transform((v) => (v ? v : null)),
  localityIds: z.array(IdSchema).max(500).default([]),
});
export type LanguageInput = z.input<typeof LanguageInputSchema>;

export const LanguageLocalityInputSchema = z.object({ localityId: IdSchema });
