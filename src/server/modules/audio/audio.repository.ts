import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { expressions } from '@server/db/schema/expressions';
import { localWords, wordForms } from '@server/db/schema/words';
import { publicExpression } from '@server/modules/expressions/public-expressions.repository';
import { visibleWords } from '@server/modules/search/visibility';
import type { UserRow } from '@server/modules/users/users.repository';

/**
 * Whether a row the caller may see points at the address: a word as the word lists show it
 * (visibility.ts), a form of such a word, or an expression: any live one for the signed-in (the
 * back office lists them all), a public one (decision 038) for visitors. Deleted rows count for
 * no one.
 */
export async function audioIsVisible(db: Db, url: string, user: UserRow | null): Promise<boolean> {
  const words = visibleWords(user);
  const [row] = await queryRows<{ visible: boolean }>(
    db,
    sql`select (
      exists (select 1 from ${localWords}
        where (${localWords.audioUrl} = ${url} or ${localWords.audioUrl2} = ${url}) and ${words})
      or exists (select 1 from ${wordForms}
        join ${localWords} on ${localWords.id} = ${wordForms.localWordId}
        where ${wordForms.audioUrl} = ${url} and ${wordForms.isDeleted} = false and ${words})
      or exists (select 1 from ${expressions}
        where (${expressions.audio1Url} = ${url} or ${expressions.audio2Url} = ${url})
          and ${user ? sql`${expressions.isDeleted} = false` : publicExpression})
    ) as visible`,
  );
  return row?.visible === true;
}
