import { and, count, countDistinct, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { expressions } from '@server/db/schema/expressions';
import { countries, localities } from '@server/db/schema/geography';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import type { DashboardStats } from '@shared/schemas/dashboard';
import type { PublicStats } from '@shared/schemas/stats';

const approvedWord = and(eq(localWords.isDeleted, false), eq(localWords.status, 'approved'));

type CountedTable = typeof countries | typeof languages | typeof localities | typeof expressions;

async function countLive(db: Db, table: CountedTable) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.isDeleted, false));
  return row?.n ?? 0;
}

/** What a visitor may see counted: live rows, approved words only. */
export async function publicStats(db: Db): Promise<PublicStats> {
  const [countriesCount, languagesCount, localitiesCount, expressionsCount, words] =
    await Promise.all([
      countLive(db, countries),
      countLive(db, languages),
      countLive(db, localities),
      countLive(db, expressions),
      db.select({ n: count() }).from(localWords).where(approvedWord),
    ]);
  return {
    countriesCount,
    languagesCount,
    localitiesCount,
    wordsCount: words[0]?.n ?? 0,
    expressionsCount,
  };
}

/** The dashboard adds the number of French/English pairs that have approved local words. */
export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const [stats, groups] = await Promise.all([
    publicStats(db),
    db
      .select({ n: countDistinct(localWords.frenchId) })
      .from(localWords)
      .where(and(approvedWord, isNotNull(localWords.frenchId))),
  ]);
  return { ...stats, equivalencesCount: groups[0]?.n ?? 0 };
}
