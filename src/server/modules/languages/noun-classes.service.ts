/**
 * A language's noun classes: read by anyone (the word form and public pages name them), replaced
 * as a whole by the people who edit languages. A class some word uses cannot be removed.
 */
import { and, asc, count, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { nounClasses } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { badRequest, conflict, notFound } from '@server/http/app-error';
import type { NounClass } from '@shared/schemas/lexicon';
import { findLanguage } from './languages.repository';

export async function languageNounClasses(db: Db, languageId: number): Promise<NounClass[]> {
  if (!(await findLanguage(db, languageId))) throw notFound('languageNotFound');
  return readNounClasses(db, languageId);
}

const readNounClasses = (db: Db, languageId: number) =>
  db
    .select({
      number: nounClasses.number,
      label: nounClasses.label,
      pluralNumber: nounClasses.pluralNumber,
    })
    .from(nounClasses)
    .where(eq(nounClasses.languageId, languageId))
    .orderBy(asc(nounClasses.position));

/** Each number once; a plural class must be one of the list. */
function assertCoherent(list: NounClass[]) {
  const numbers = new Set<string>();
  for (const c of list) {
    if (numbers.has(c.number)) throw badRequest('nounClassRepeated', { number: c.number });
    numbers.add(c.number);
  }
  for (const c of list) {
    if (c.pluralNumber !== null && !numbers.has(c.pluralNumber)) {
      throw badRequest('nounClassPluralUnknown', { number: c.number, plural: c.pluralNumber });
    }
  }
}

/** Makes `list` the language's noun classes, in that order; nothing changes if one is refused. */
export async function replaceNounClasses(
  db: Db,
  languageId: number,
  list: NounClass[],
): Promise<NounClass[]> {
  assertCoherent(list);
  return db.transaction(async (tx) => {
    if (!(await findLanguage(tx, languageId))) throw notFound('languageNotFound');
    const kept = list.map((c) => c.number);
    // Deleted words count too: they keep their class, to come back whole if restored.
    const [inUse] = await tx
      .select({ number: localWords.nounClass, n: count() })
      .from(localWords)
      .where(
        and(
          eq(localWords.languageId, languageId),
          isNotNull(localWords.nounClass),
          kept.length > 0 ? notInArray(localWords.nounClass, kept) : undefined,
        ),
      )
      .groupBy(localWords.nounClass)
      .orderBy(asc(localWords.nounClass))
      .limit(1);
    if (inUse?.number) {
      throw conflict('nounClassInUse', { number: inUse.number, count: inUse.n });
    }
    await tx
      .delete(nounClasses)
      .where(
        and(
          eq(nounClasses.languageId, languageId),
          kept.length > 0 ? notInArray(nounClasses.number, kept) : undefined,
        ),
      );
    for (const [position, c] of list.entries()) {
      await tx
        .insert(nounClasses)
        .values({ languageId, ...c, position })
        .onConflictDoUpdate({
          target: [nounClasses.languageId, nounClasses.number],
          set: { label: c.label, pluralNumber: c.pluralNumber, position },
        });
    }
    return readNounClasses(tx, languageId);
  });
}
