import { privateGlossesOfLanguage, settleGlosses } from '@server/modules/words/gloss-visibility';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { localities } from '@server/db/schema/geography';
import { languageLocalities, languages } from '@server/db/schema/languages';
import { AppError, badRequest, conflict, forbidden, notFound } from '@server/http/app-error';
import { insertTrashItem } from '@server/modules/trash/trash.repository';
import type { UserRow } from '@server/modules/users/users.repository';
import { fold } from '@shared/fold';
import { canAccess } from '@shared/roles';
import type { Language, LanguageInputSchema } from '@shared/schemas/languages';
import { DEFAULT_DATA_LICENSE } from '@shared/schemas/licenses';
import {
  confirmsName,
  hasContent,
  type DeleteLanguageInputSchema,
  type DeletionImpact,
  type LanguageDeletionImpacts,
} from '@shared/schemas/trash';
import { presentLanguage } from './languages.presenter';
import {
  codesStartingWith,
  deletionImpacts,
  findLanguage,
  findLanguageByName,
  listLanguages,
  softDeleteLanguage,
} from './languages.repository';

type LanguageInput = z.output<typeof LanguageInputSchema>;
const CODE_MAX_LENGTH = 10;

export async function allLanguages(db: Db): Promise<Language[]> {
  return (await listLanguages(db)).map(presentLanguage);
}

async function presentById(db: Db, id: number) {
  const [language] = await listLanguages(db, [id]);
  return presentLanguage(language!);
}

/** A short unique code from the name's letters ('Kiswahili' -> 'kis', then 'kis2', ...). */
async function generateCode(tx: Db, name: string) {
  const stem =
    fold(name)
      .replace(/[^a-z]/g, '')
      .slice(0, 3) || 'lng';
  const taken = await codesStartingWith(tx, stem);
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) {
    const code = `${stem}${n}`.slice(0, CODE_MAX_LENGTH);
    if (!taken.has(code)) return code;
  }
}

async function assertNameFree(tx: Db, name: string, exceptId?: number) {
  const same = await findLanguageByName(tx, name);
  if (same && same.id !== exceptId) throw conflict('languageNameTaken');
}

async function assertLocalitiesExist(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: localities.id })
    .from(localities)
    .where(and(inArray(localities.id, ids), eq(localities.isDeleted, false)));
  if (found.length !== ids.length) throw badRequest('unknownLocalities');
}

async function setLocalities(tx: Db, languageId: number, localityIds: number[]) {
  const ids = [...new Set(localityIds)];
  await assertLocalitiesExist(tx, ids);
  await tx.delete(languageLocalities).where(eq(languageLocalities.languageId, languageId));
  if (ids.length > 0) {
    await tx
      .insert(languageLocalities)
      .values(ids.map((localityId) => ({ languageId, localityId })));
  }
}

/**
 * The licence and attribution are an administrator's to change (as PUT .../licence): an editor's
 * form may send them only as they are (or, for a new language, as the defaults).
 */
function assertMayLicense(
  user: UserRow,
  input: LanguageInput,
  current: { license: string; attribution: string },
) {
  if (user.role === 'admin') return;
  const changes =
    (input.license !== undefined && input.license !== current.license) ||
    (input.attribution !== undefined && input.attribution !== current.attribution);
  if (changes) throw forbidden();
}

export function createLanguage(db: Db, user: UserRow, input: LanguageInput): Promise<Language> {
  return db.transaction(async (tx) => {
    assertMayLicense(user, input, { license: DEFAULT_DATA_LICENSE, attribution: '' });
    await assertNameFree(tx, input.name);
    const [row] = await tx
      .insert(languages)
      .values({
        name: input.name,
        adminCode: input.adminCode,
        isoCode: input.isoCode,
        ...(input.license ? { license: input.license } : {}),
        ...(input.attribution !== undefined ? { attribution: input.attribution } : {}),
        code: await generateCode(tx, input.name),
      })
      .returning({ id: languages.id });
    await setLocalities(tx, row!.id, input.localityIds);
    return presentById(tx, row!.id);
  });
}

export function updateLanguage(
  db: Db,
  user: UserRow,
  id: number,
  input: LanguageInput,
): Promise<Language> {
  return db.transaction(async (tx) => {
    const current = await findLanguage(tx, id);
    if (!current) throw notFound('languageNotFound');
    assertMayLicense(user, input, current);
    await assertNameFree(tx, input.name, id);
    await tx
      .update(languages)
      .set({
        name: input.name,
        adminCode: input.adminCode,
        isoCode: input.isoCode,
        ...(input.license ? { license: input.license } : {}),
        ...(input.attribution !== undefined ? { attribution: input.attribution } : {}),
      })
      .where(eq(languages.id, id));
    await setLocalities(tx, id, input.localityIds);
    return presentById(tx, id);
  });
}

/** What deleting the language would take with it (404 for no live language). */
export async function languageDeletionImpact(db: Db, id: number): Promise<DeletionImpact> {
  const [row] = await deletionImpacts(db, id);
  if (!row) throw notFound('languageNotFound');
  return impactOf(row);
}

const impactOf = ({ words, expressions, recordings }: DeletionImpact): DeletionImpact => ({
  words,
  expressions,
  recordings,
});

/** The same for every live language, for the languages screen. */
export const allDeletionImpacts = (db: Db): Promise<LanguageDeletionImpacts> => deletionImpacts(db);

export interface LanguageDeleted extends DeletionImpact {
  trashId: number;
  name: string;
}

/**
 * Moves the language, with its live words and expressions, to the trash (decision 032): soft
 * deletes in one transaction, naming the trash item that a restore brings back. A language that
 * still has words or expressions is deleted by an admin only (403 for an editor), who confirms by
 * typing its name (400 when missing or wrong: nothing is deleted); an empty one may be deleted
 * without it, as before, but a name sent must still be its own.
 */
export function deleteLanguage(
  db: Db,
  user: UserRow,
  id: number,
  input: z.output<typeof DeleteLanguageInputSchema>,
): Promise<LanguageDeleted> {
  return db.transaction(async (tx) => {
    const language = await findLanguage(tx, id, { lock: true });
    if (!language) throw notFound('languageNotFound');
    const [row] = await deletionImpacts(tx, id);
    const impact = impactOf(row!);
    const name = { name: language.name };
    const typed = input?.confirmName;
    if (hasContent(impact)) {
      if (!canAccess(user.role, 'trashAdmin')) {
        throw new AppError('LANGUAGE_HAS_CONTENT', 403, 'languageHasContent', name);
      }
      if (typed === undefined) {
        throw new AppError('CONFIRMATION_REQUIRED', 400, 'languageDeleteConfirmMissing', name);
      }
    }
    if (typed !== undefined && !confirmsName(typed, language.name)) {
      throw new AppError('CONFIRMATION_REQUIRED', 400, 'languageDeleteConfirmWrong', name);
    }
    const glosses = await privateGlossesOfLanguage(tx, id);
    const trashId = await insertTrashItem(
      tx,
      { kind: 'language', entityId: id, label: language.name, user },
      impact,
    );
    await softDeleteLanguage(tx, id, trashId);
    await settleGlosses(tx, glosses);
    return { trashId, name: language.name, ...impact };
  });
}

export function addLanguageLocality(db: Db, id: number, localityId: number): Promise<Language> {
  return db.transaction(async (tx) => {
    if (!(await findLanguage(tx, id))) throw notFound('languageNotFound');
    await assertLocalitiesExist(tx, [localityId]);
    await tx
      .insert(languageLocalities)
      .values({ languageId: id, localityId })
      .onConflictDoNothing();
    return presentById(tx, id);
  });
}

export async function removeLanguageLocality(db: Db, id: number, localityId: number) {
  if (!(await findLanguage(db, id))) throw notFound('languageNotFound');
  await db
    .delete(languageLocalities)
    .where(
      and(eq(languageLocalities.languageId, id), eq(languageLocalities.localityId, localityId)),
    );
}
