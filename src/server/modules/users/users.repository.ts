import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.isDeleted ? undefined : row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning();
  return row!;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}
