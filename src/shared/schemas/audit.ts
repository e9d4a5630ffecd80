import { z } from 'zod';
import { IdParamSchema } from './common';
import { PaginationSchema, WORD_DEFAULT_PAGE_SIZE, WORD_PAGE_SIZES } from './words';

/** The audit log pages like the words list: 10, 20, 50 or 100 entries. */
export const AUDIT_PAGE_SIZES = WORD_PAGE_SIZES;
export const AUDIT_DEFAULT_PAGE_SIZE = WORD_DEFAULT_PAGE_SIZE;

/** An entity or action name as the log stores them ('word', 'sign-in-failed'). */
const logName = z
  .string()
  .trim()
  .max(40, { error: 'valueTooLong' })
  .regex(/^[a-z][a-z-]*$/, { error: 'valueWrongFormat' });
const epochMs = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

export const AuditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), {
        error: 'pageSizeNotAllowed',
      })
      .default(AUDIT_DEFAULT_PAGE_SIZE),
    /** One user's entries, by id (they stay theirs by e-mail once the user is deleted). */
    userId: IdParamSchema.optional(),
    /** Entries whose e-mail (the user's, or the one a failed sign-in tried) contains this text. */
    user: z.string().trim().max(255, { error: 'valueTooLong' }).optional(),
    entity: logName.optional(),
    action: logName.optional(),
    /** From this instant (epoch ms, included)... */
    from: epochMs.optional(),
    /** ...to this one (excluded). */
    to: epochMs.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['to'],
    error: 'valueNotAllowed',
  });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** When (epoch ms). */
  at: z.number(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The fields the change set; secrets show as '[redacted]'. */
  changes: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  user: z.object({
    /** Null once the user is deleted, and for failed sign-ins. */
    id: z.number().int().nullable(),
    /** Kept after the user is deleted; for a failed sign-in, the address that was tried. */
    email: z.string().nullable(),
    /** The entry's user has since been deleted (the e-mail is all that is left). */
    deleted: z.boolean(),
  }),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  data: z.array(AuditEntrySchema),
  pagination: PaginationSchema,
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The filter choices: the entities and actions the log holds. */
export const AuditFiltersSchema = z.object({
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;

/** The placeholder redact() leaves where a secret was. */
export const REDACTED = '[redacted]';
