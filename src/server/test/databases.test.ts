import { eq, getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '@server/db/client';
import { schema } from '@server/db/schema';
import { languages } from '@server/db/schema/languages';
import { openTestDatabase, testDatabaseKinds, truncateAll } from './databases';
import { buildExpression, buildLanguage, buildWord } from './factories';

const rowCounts = (database: Database) =>
  queryRows<{ name: string; n: number }>(
    database.db,
    sql.raw(
      Object.values(schema)
        .filter(isTable)
        .map(
          (t) =>
            `select '${getTableName(t)}' as name, count(*)::int as n from "${getTableName(t)}"`,
        )
        .join(' union all '),
    ),
  );

describe.each(testDatabaseKinds)('truncateAll [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  // The one row left: the truncation's own mark in the word search's change feed, which tells a
  // running app's index to build itself again.
  const resetMarker = [{ name: 'search_changes', n: 1 }];

  it('empties every table and starts every id again, a moved sequence of an empty table too', async () => {
    const word = await buildWord(database.db);
    await buildExpression(database.db, [word.id]);
    // Rows gone already, but their ids taken: the table is empty, its sequence moved.
    const gone = await buildLanguage(database.db);
    expect(gone.id).toBeGreaterThan(1);
    await truncateAll(database);
    expect((await rowCounts(database)).filter((t) => t.n > 0)).toEqual(resetMarker);
    expect((await buildLanguage(database.db)).id).toBe(1);

    const dropped = (id: number) => database.db.delete(languages).where(eq(languages.id, id));
    await dropped(1);
    await dropped((await buildLanguage(database.db)).id);
    await truncateAll(database);
    expect((await rowCounts(database)).filter((t) => t.n > 0)).toEqual(resetMarker);
    const again = await buildWord(database.db);
    expect(again.id).toBe(1);
    expect(again.languageId).toBe(1);
  });
});
