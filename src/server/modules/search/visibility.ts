import { sql, type SQL } from 'drizzle-orm';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import type { UserRow } from '@server/modules/users/users.repository';

/**
 * Which local words a caller may see, as a condition on the (unaliased) `local_words` table:
 * never a deleted word or a word of a deleted language; anonymous visitors see approved words
 * only, a contributor also their own submissions (pending or rejected), admins and editors all.
 */
export function visibleWords(user: UserRow | null): SQL {
  // "Not one of the deleted languages" (usually none): the lookup runs once per query (an
  // InitPlan), and `<> all` is a plain filter, so the planner neither adds a join to every branch
  // of a search nor walks the language index.
  const live = sql`${localWords.isDeleted} = false and ${localWords.languageId} <> all(array(select ${languages.id} from ${languages} where ${languages.isDeleted}))`;
  if (user?.role === 'admin' || user?.role === 'editor') return sql`(${live})`;
  if (user?.role === 'contributor') {
    return sql`(${live} and (${localWords.status} = 'approved' or ${localWords.submittedBy} = ${user.id}))`;
  }
  return sql`(${live} and ${localWords.status} = 'approved')`;
}
