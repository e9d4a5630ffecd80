import { z } from 'zod';
import { freeText } from './common';

/**
 * How long a deletion stays in the trash before the daily purge removes it for good, with its
 * recordings (decision 032).
 */
export const TRASH_RETENTION_DAYS = 90;
export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/**
 * What a deletion in the trash was of. Only languages go there today; single words and
 * expressions are meant to join them, each deletion naming exactly the rows it took.
 */
export const TRASH_KINDS = ['language', 'word', 'expression'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** What goes with a language when it is deleted: its live words and expressions, and their recordings. */
export const DeletionImpactSchema = z.object({
  /** Live words of any status (published, pending, rejected). */
  words: z.number().int(),
  expressions: z.number().int(),
  /** Recordings of those words (both slots and their forms') and of those expressions. */
  recordings: z.number().int(),
});
export type DeletionImpact = z.infer<typeof DeletionImpactSchema>;

/** Every live language's deletion impact, for the languages screen. */
export const LanguageDeletionImpactsSchema = z.array(
  DeletionImpactSchema.extend({ languageId: z.number().int() }),
);
export type LanguageDeletionImpacts = z.infer<typeof LanguageDeletionImpactsSchema>;

export const hasContent = (impact: DeletionImpact) => impact.words + impact.expressions > 0;

/**
 * The typed confirmation of a deletion: the name as the user typed it, compared with the
 * language's after trimming and NFC (an accent typed as a combining mark matches). Case counts.
 */
export const DeleteLanguageInputSchema = z
  .object({ confirmName: freeText().max(255, { error: 'valueTooLong' }).optional() })
  // No body at all (Fastify gives null): the call clients made before the confirmation existed.
  .nullish();
export type DeleteLanguageInput = z.input<typeof DeleteLanguageInputSchema>;

/** Whether `typed` confirms `name`: the same text once both are trimmed and in NFC, case included. */
export const confirmsName = (typed: string, name: string) =>
  typed.trim().normalize('NFC') === name.trim().normalize('NFC');

export const TrashItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRASH_KINDS),
  /** The deleted row (a language's id for a language). */
  entityId: z.number().int(),
  /** Its name as it was when deleted. */
  label: z.string(),
  /** What went with it (zero for a word or an expression's own kind). */
  words: z.number().int(),
  expressions: z.number().int(),
  recordings: z.number().int(),
  /** When (epoch ms). */
  deletedAt: z.number(),
  /** Who: the e-mail is kept after the account is deleted; null when unknown. */
  deletedBy: z.string().nullable(),
  /** When the daily purge removes it for good (epoch ms): deletedAt + 90 days. */
  purgeAt: z.number(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;
