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
  if (user?.role === 'admin' || user?.role === 'editor') return STAFF;
  if (user?.role === 'contributor') {
    let own = contributors.get(user.id);
    if (!own) {
      if (contributors.size >= 1000) contributors.delete(contributors.keys().next().value!);
      own = sql`(${live} and (${localWords.status} = 'approved' or ${localWords.submittedBy} = ${user.id}))`;
      contributors.set(user.id, own);
    }
    return own;
  }
  return PUBLIC;
}

// "Not one of the deleted languages" (usually none): the lookup runs once per query (an
// InitPlan), and `<> all` is a plain filter, so the planner neither adds a join to every branch
// of a search nor walks the language index.
const live = sql`${localWords.isDeleted} = false and ${localWords.languageId} <> all(array(select ${languages.id} from ${languages} where ${languages.isDeleted}))`;
// The same few conditions serve every request: built once, so that statement caches keyed on
// them (search/prepared.ts) never render SQL per request.
const STAFF = sql`(${live})`;
const PUBLIC = sql`(${live} and ${localWords.status} = 'approved')`;
const contributors = new Map<number, SQL>();
