/*
 * Reads made for the public pages, each in one request (visitors are often on slow, costly
 * connections): the word page (every entry a slug names, with the expressions that use it).
 */
import { z } from 'zod';
import { ExpressionSchema } from './expressions';
import { WordBySlugSchema } from './words';

export const WordPageEntrySchema = WordBySlugSchema.extend({
  /** The expressions that use this word, listed on its public page. */
  expressions: z.array(ExpressionSchema),
  /** The label of the word's noun class (m-/mw-), so the page needs no second read for it. */
  nounClassLabel: z.string().nullable(),
});
export type WordPageEntry = z.infer<typeof WordPageEntrySchema>;

/** /word/{slug}: usually one entry; several when languages share a spelling. */
export const WordPageSchema = z.object({ entries: z.array(WordPageEntrySchema) });
export type WordPage = z.infer<typeof WordPageSchema>;
