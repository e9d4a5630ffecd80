import type { SessionUser } from '@shared/schemas/auth';
import type { UserRow } from './users.repository';

/** The only way a user leaves the server: no password hash, no secrets. */
export function presentUser(row: UserRow, superadminEmail: string): SessionUser {
  return {
    id: row.id,
    uid: String(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    twoFactorEnabled: row.twoFactorEnabled,
    isSuperadmin: row.email === superadminEmail,
    createdAt: row.createdAt,
    lastLogin: row.lastLogin,
    mustChangePassword: row.mustChangePassword,
  };
}
