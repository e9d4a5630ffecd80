import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, USER_STATUSES } from '@shared/roles';
import { WORD_STATUSES } from '@shared/schemas/words';
import { queryRows, type Database } from './client';
import { openTestDatabase, testDatabaseKinds } from '../test/databases';

/**
 * The columns whose values the code knows as a union hold exactly that union in the database:
 * every value of the shared tuple is stored, any other is refused by the check constraint.
 */
describe.each(testDatabaseKinds)('typed columns [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const refusal = (query: Promise<unknown>) =>
    query.then(
      () => undefined,
      (error: unknown) => {
        // Drizzle wraps the driver's error; the constraint's name is on its cause.
        const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
        return cause?.constraint ?? cause?.message;
      },
    );

  const insertUser = (email: string, role: string, status: string) =>
    database.db.execute(
      sql`insert into users (email, password_hash, role, status) values (${email}, 'x', ${role}, ${status})`,
    );

  it('stores every role and status of the shared tuples, and refuses any other', async () => {
    for (const [i, role] of ROLES.entries()) {
      for (const [j, status] of USER_STATUSES.entries()) {
        await insertUser(`u${i}-${j}@example.org`, role, status);
      }
    }
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from users`,
    );
    expect(row?.n).toBe(ROLES.length * USER_STATUSES.length);
    expect(await refusal(insertUser('bad-role@example.org', 'owner', 'active'))).toMatch(
      /users_role_check/,
    );
    expect(await refusal(insertUser('bad-status@example.org', 'editor', 'banned'))).toMatch(
      /users_status_check/,
    );
  });

  it('stores every word status of the shared tuple, and refuses any other', async () => {
    const [language] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into languages (name, code) values ('Duala', 'dua') returning id`,
    );
    const insertWord = (code: string, status: string) =>
      database.db.execute(
        sql`insert into local_words (language_id, local_word, duplicate_key, code, status)
          values (${language!.id}, ${code}, ${code}, ${code}, ${status})`,
      );
    for (const status of WORD_STATUSES) await insertWord(`w-${status}`, status);
    expect(await refusal(insertWord('w-bad', 'draft'))).toMatch(/local_words_status_check/);
  });
});
