/**
 * An archive's second-factor secrets are encrypted with the key of the instance it was taken from
 * (ENCRYPTION_KEY or DATA_DIR/secret.key). Restored under another key they cannot be read, and
 * those accounts, the superadmin's included, can no longer sign in. A restore finds them first.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { recoveryCodes, users } from '@server/db/schema/users';
import { SecretBox, SecretUnreadableError } from '@server/auth/secret-box';
import { secretContext } from '@server/modules/auth/two-factor.service';

export interface UnreadableAccount {
  id: number;
  email: string;
}

interface ArchivedUser {
  id: number;
  email: string;
  totp_secret?: string | null;
  totp_pending_secret?: string | null;
}

/** Collects the archive's users table while it is verified (verifyArchive's onTableChunk). */
export function usersTableCollector() {
  const chunks: Buffer[] = [];
  return {
    onTableChunk: (table: string, chunk: Buffer) => {
      if (table === 'users') chunks.push(chunk);
    },
    rows: (): ArchivedUser[] =>
      Buffer.concat(chunks)
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as ArchivedUser),
  };
}

/** The archived accounts holding a secret that `key` (null: no key here yet) cannot decrypt. */
export function unreadableSecrets(rows: ArchivedUser[], key: Buffer | null): UnreadableAccount[] {
  const box = key ? new SecretBox(key) : null;
  const readable = (id: number, stored: string | null | undefined) => {
    if (!stored) return true;
    if (!box) return false;
    try {
      box.decrypt(stored, secretContext(id));
      return true;
    } catch (error) {
      if (error instanceof SecretUnreadableError) return false;
      throw error;
    }
  };
  return rows
    .filter((r) => !readable(r.id, r.totp_secret) || !readable(r.id, r.totp_pending_secret))
    .map((r) => ({ id: Number(r.id), email: r.email }));
}

/** Turns two-factor sign-in off for these accounts: they sign in with their password and enrol again. */
export async function turnOffTwoFactor(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, totpSecret: null, totpPendingSecret: null })
      .where(inArray(users.id, ids));
    await tx.delete(recoveryCodes).where(inArray(recoveryCodes.userId, ids));
  });
}

export const unreadableSecretsMessage = (accounts: UnreadableAccount[], keyHint: string) =>
  `The backup holds two-factor secrets of ${accounts.length} account(s) ` +
  `(${accounts.map((a) => a.email).join(', ')}) that the encryption key here cannot read: ` +
  `it is not the key of the instance the backup was taken from. ${keyHint} ` +
  'Or use --force to restore anyway: those accounts then have two-factor sign-in turned off ' +
  'and set it up again after signing in with their password.';
