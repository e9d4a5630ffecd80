import type { Db } from '@server/db/client';
import { badRequest, notFound } from '@server/http/app-error';
import type { UserRow } from '@server/modules/users/users.repository';
import type { Storage } from '@server/storage/storage';
import { audioIsVisible } from './audio.repository';

/**
 * Who may fetch a stored file: everyone ('public': a published word's, a form's or an
 * expression's), only this signed-in caller ('caller': a submission they or staff may see), or
 * no one (null: its rows are deleted, or none points at it).
 *
 * Deleted entries' recordings are refused to staff too: the rules every list and page follow
 * (visibility.ts) show deleted rows to no one, and nothing in the app brings one back. A deleted
 * entry returns through a backup or the database, which read the storage directly, never this
 * route; the files stay in storage for that until a purge.
 */
export async function audioAudience(
  db: Db,
  user: UserRow | null,
  url: string,
): Promise<'public' | 'caller' | null> {
  if (await audioIsVisible(db, url, null)) return 'public';
  if (user && (await audioIsVisible(db, url, user))) return 'caller';
  return null;
}

/** A playable address for a stored one, for those who may hear it; 404 for anyone else. */
export async function playableUrl(
  deps: { db: Db; storage: Storage },
  user: UserRow | null,
  url: string,
): Promise<{ signedUrl: string }> {
  if (!deps.storage.owns(url)) throw badRequest('foreignAudioUrl');
  if (!(await audioAudience(deps.db, user, url))) throw notFound();
  return { signedUrl: await deps.storage.signedUrl(url) };
}
