/**
 * The trash's rows (decision 032): its items, and the rows each one's deletion soft-deleted, which
 * name it in their trash_id. Restoring an item makes exactly those rows live again; purging it
 * deletes them for good, with whatever deleted rows still depend on a purged language.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { expressions } from '@server/db/schema/expressions';
import { languages } from '@server/db/schema/languages';
import { trashItems } from '@server/db/schema/trash';
import { localWords } from '@server/db/schema/words';
import { intArray, textArray } from '@server/modules/search/search.repository';
import type { UserRow } from '@server/modules/users/users.repository';
import type { DeletionImpact, TrashKind } from '@shared/schemas/trash';

export type TrashItemRow = typeof trashItems.$inferSelect;

/** A new item for a deletion about to be made in the caller's transaction: its id. */
export async function insertTrashItem(
  tx: Db,
  item: { kind: TrashKind; entityId: number; label: string; user: UserRow; now?: number },
  impact: DeletionImpact,
): Promise<number> {
  const [row] = await tx
    .insert(trashItems)
    .values({
      kind: item.kind,
      entityId: item.entityId,
      label: item.label,
      ...impact,
      deletedAt: item.now ?? Date.now(),
      deletedBy: item.user.id,
      deletedByEmail: item.user.email,
    })
    .returning({ id: trashItems.id });
  return row!.id;
}

/** Every item, newest first. */
export function listTrashItems(db: Db): Promise<TrashItemRow[]> {
  return db.select().from(trashItems).orderBy(desc(trashItems.deletedAt), desc(trashItems.id));
}

/**
 * The item, held for update until the transaction ends: a restore and a purge of the same item
 * (two admins, or an admin and the daily purge) run one after the other, the second finding it
 * gone.
 */
export async function lockTrashItem(tx: Db, id: number): Promise<TrashItemRow | undefined> {
  const [row] = await tx.select().from(trashItems).where(eq(trashItems.id, id)).for('update');
  return row;
}

/** The ids of the items deleted at or before `before` (epoch ms), oldest first. */
export async function expiredTrashItems(db: Db, before: number): Promise<number[]> {
  const rows = await db
    .select({ id: trashItems.id })
    .from(trashItems)
    .where(sql`${trashItems.deletedAt} <= ${before}`)
    .orderBy(trashItems.deletedAt, trashItems.id);
  return rows.map((r) => r.id);
}

/** The languages the item's deletion took, with their names. */
export function languagesOfItem(tx: Db, trashId: number) {
  return tx
    .select({ id: languages.id, name: languages.name })
    .from(languages)
    .where(eq(languages.trashId, trashId));
}

/**
 * The languages of the item's words that are neither live nor coming back with it: a word
 * deleted on its own whose language was deleted since cannot be restored before its language.
 */
export async function missingLanguagesOfItem(tx: Db, trashId: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`select distinct l.name from ${localWords} w join ${languages} l on l.id = w.language_id
      where w.trash_id = ${trashId} and l.is_deleted
        and l.trash_id is distinct from ${trashId}
      union
      select distinct l.name from ${expressions} e join ${languages} l on l.id = e.language_id
      where e.trash_id = ${trashId} and l.is_deleted
        and l.trash_id is distinct from ${trashId}`,
  );
  return rows.map((r) => r.name);
}

/**
 * Makes the item's rows live again (languages first, so their words never point at a deleted
 * one): the restored words' ids with their languages.
 */
export async function restoreRowsOfItem(tx: Db, trashId: number) {
  await tx
    .update(languages)
    .set({ isDeleted: false, trashId: null })
    .where(eq(languages.trashId, trashId));
  const words = await tx
    .update(localWords)
    .set({ isDeleted: false, trashId: null })
    .where(eq(localWords.trashId, trashId))
    .returning({ id: localWords.id, languageId: localWords.languageId });
  await tx
    .update(expressions)
    .set({ isDeleted: false, trashId: null })
    .where(eq(expressions.trashId, trashId));
  return words;
}

export async function deleteTrashItem(tx: Db, id: number) {
  await tx.delete(trashItems).where(eq(trashItems.id, id));
}

/**
 * Deletes the item's rows for good. A purged language also takes the deleted rows that still
 * point at it (words and expressions deleted before it, on their own or by an older deletion):
 * they could never come back without it. Items left with no row are deleted too. Answers the
 * audio addresses those rows held, for their files to be removed once this commits.
 */
export async function purgeRowsOfItem(tx: Db, trashId: number): Promise<string[]> {
  const languageIds = (await languagesOfItem(tx, trashId)).map((l) => l.id);
  const ofLanguages = intArray(languageIds);
  const words = sql`(w.trash_id = ${trashId}
    or (w.is_deleted and w.language_id = any(${ofLanguages}::int[])))`;
  const expressionRows = sql`(e.trash_id = ${trashId}
    or (e.is_deleted and e.language_id = any(${ofLanguages}::int[])))`;
  const urls = await queryRows<{ url: string }>(
    tx,
    sql`select url from (
        select w.audio_url as url from ${localWords} w where ${words}
        union select w.audio_url2 from ${localWords} w where ${words}
        union select f.audio_url from word_forms f
          join ${localWords} w on w.id = f.local_word_id where ${words}
        union select e.audio1_url from ${expressions} e where ${expressionRows}
        union select e.audio2_url from ${expressions} e where ${expressionRows}
      ) u where url is not null and url <> ''`,
  );
  // Other items whose rows go with the purged languages: deleted once they hold none.
  const touched = await queryRows<{ id: number }>(
    tx,
    sql`select distinct w.trash_id as id from ${localWords} w
        where ${words} and w.trash_id is not null and w.trash_id <> ${trashId}
      union select distinct e.trash_id from ${expressions} e
        where ${expressionRows} and e.trash_id is not null and e.trash_id <> ${trashId}`,
  );
  await tx.execute(sql`delete from ${expressions} e where ${expressionRows}`);
  await tx.execute(sql`delete from ${localWords} w where ${words}`);
  await tx.execute(sql`delete from ${languages} where ${languages.trashId} = ${trashId}`);
  for (const { id } of touched) {
    await tx.execute(
      sql`delete from ${trashItems} t where t.id = ${id}
        and not exists (select 1 from ${languages} where trash_id = t.id)
        and not exists (select 1 from ${localWords} where trash_id = t.id)
        and not exists (select 1 from ${expressions} where trash_id = t.id)`,
    );
  }
  await deleteTrashItem(tx, trashId);
  return urls.map((r) => r.url);
}

/** Of these addresses, those some row (live or deleted) still points at. */
export async function addressesStillUsed(db: Db, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const list = sql`any(${textArray(urls)}::text[])`;
  const rows = await queryRows<{ url: string }>(
    db,
    sql`select url from (
        select audio_url as url from ${localWords} where audio_url = ${list}
        union select audio_url2 from ${localWords} where audio_url2 = ${list}
        union select audio_url from word_forms where audio_url = ${list}
        union select audio1_url from ${expressions} where audio1_url = ${list}
        union select audio2_url from ${expressions} where audio2_url = ${list}
      ) u`,
  );
  return new Set(rows.map((r) => r.url));
}
