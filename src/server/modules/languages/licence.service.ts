import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { languages } from '@server/db/schema/languages';
import { notFound } from '@server/http/app-error';
import {
  languageLicence,
  type LanguageLicence,
  type LanguageLicenceInputSchema,
} from '@shared/schemas/licenses';
import { findLanguage } from './languages.repository';

/** The licence a live language's data is published under, and whom to credit (404: none). */
export async function getLanguageLicence(db: Db, id: number): Promise<LanguageLicence> {
  const language = await findLanguage(db, id);
  if (!language) throw notFound('languageNotFound');
  return languageLicence(language);
}

/**
 * Sets the licence and the attribution together. The language's content version moves with
 * them (its trigger), so its downloads are built again naming the new licence.
 */
export function setLanguageLicence(
  db: Db,
  id: number,
  input: z.output<typeof LanguageLicenceInputSchema>,
): Promise<LanguageLicence> {
  return db.transaction(async (tx) => {
    if (!(await findLanguage(tx, id, { lock: true }))) throw notFound('languageNotFound');
    const [row] = await tx
      .update(languages)
      .set({ license: input.licence, attribution: input.attribution })
      .where(eq(languages.id, id))
      .returning();
    return languageLicence(row!);
  });
}
