import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import type { UserRow } from '@server/modules/users/users.repository';
import type { Viewer } from './word-index';

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

/**
 * What visibleWords(user) lets through among the words of one language known to be live: the
 * same rows, without the deleted-languages test. The planner cannot see that test's list and
 * assumes ten values, each as selective as a language: with two or three languages it expects a
 * handful of rows, and sorts a whole language rather than walk its dictionary-order index.
 */
export function visibleWordsOfLiveLanguage(user: UserRow | null, languageId: number): SQL {
  const ofLanguage = and(eq(localWords.isDeleted, false), eq(localWords.languageId, languageId));
  if (user?.role === 'admin' || user?.role === 'editor') return ofLanguage!;
  const approved = eq(localWords.status, 'approved');
  if (user?.role === 'contributor') {
    return and(ofLanguage, or(approved, eq(localWords.submittedBy, user.id)))!;
  }
  return and(ofLanguage, approved)!;
}

/** visibleWords(user) for the in-memory index: the same three audiences. */
export function viewerOf(user: UserRow | null): Viewer {
  if (user?.role === 'admin' || user?.role === 'editor') return { role: 'staff' };
  if (user?.role === 'contributor') return { role: 'contributor', userId: user.id };
  return { role: 'public' };
}
