import type { Role, UserStatus } from '@shared/roles';
import type { SessionUser } from '@shared/schemas/auth';
import type { UserRow } from './users.repository';

/** The only way a user leaves the server: no password hash, no secrets. */
export function presentUser(row: UserRow, superadminEmail: string): SessionUser {
  return {
    id: row.id,
    uid: String(row.id),
    email: row.email,
    name: row.name,
    role: row.role as Role,
    status: row.status as UserStatus,
    twoFactorEnabled: row.twoFactorEnabled,
    isSuperadmin: row.email === superadminEmail,
    createdAt: row.createdAt,
    lastLogin: row.lastLogin,
    mustChangePassword: row.mustChangePassword,
  };
}
