import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { hashPassword } from '@server/auth/password';
import { findUserByEmail } from './users.repository';

export interface SuperadminBootstrap {
  id: number;
  email: string;
  /** Set only when this call created the account with a generated password: print it once. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * Makes sure the SUPERADMIN_EMAIL account exists. An existing account is left as it is, so a
 * password changed in the app survives restarts; SUPERADMIN_PASSWORD only seeds a new account.
 */
export async function ensureSuperadmin(
  db: Db,
  email: string,
  configuredPassword: string | undefined,
): Promise<SuperadminBootstrap> {
  const existing = await findUserByEmail(db, email);
  if (existing) return { id: existing.id, email, created: false };

  const generatedPassword = configuredPassword ? undefined : randomBytes(12).toString('base64url');
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: 'Superadmin',
      passwordHash: await hashPassword(configuredPassword ?? generatedPassword!),
      role: 'admin',
      status: 'active',
    })
    // Another instance starting at the same moment may have created it first: then it printed the password.
    // (email is unique among live accounts: the partial index's predicate names it.)
    .onConflictDoNothing({ target: users.email, where: sql`is_deleted = false` })
    .returning({ id: users.id });
  if (!row) {
    const other = await findUserByEmail(db, email);
    return { id: other!.id, email, created: false };
  }
  return { id: row.id, email, generatedPassword, created: true };
}
