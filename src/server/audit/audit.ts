/**
 * The audit log (issue 8): who did what, when. Mutating API requests are recorded by one hook
 * (see audit-hook.ts) from their route; code records what the hook cannot see with recordAudit().
 * Routes may tune or skip the hook's entry with `config: { audit: ... }` (below).
 */
import type { Db } from '@server/db/client';
import { auditLog } from '@server/db/schema/users';

export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditEntry {
  /** 'create', 'update', 'delete', 'status', 'sign-in', 'sign-in-failed', 'sign-out'... */
  action: string;
  /** The resource, singular: 'word', 'expression', 'language', 'user', 'session'... */
  entity: string;
  entityId?: string | number | null;
  /** The fields the change set; pass them through redact() first. */
  changes?: Record<string, unknown> | null;
  /** Who did it: the signed-in user, or null (anonymous, or a failed sign-in). */
  actor?: AuditActor | null;
  /** For a failed sign-in, the e-mail that was tried (kept in userEmail, no user id). */
  attemptedEmail?: string | null;
  ip?: string | null;
}

/** Field names whose values never reach the log (a password, a TOTP code or secret, a token). */
const SECRET_FIELD = /password|secret|token|totp|recovery|^otp|^code$/i;

/** The fields of a change with secrets replaced, so the log says that they changed but not how. */
export function redact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      SECRET_FIELD.test(key) ? '[redacted]' : value,
    ]),
  );
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: Date.now(),
    userId: entry.actor?.id ?? null,
    userEmail: entry.actor?.email ?? entry.attemptedEmail ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    changes: entry.changes ?? null,
    ip: entry.ip ?? null,
  });
}

/** A route's audit settings: false leaves it out of the log (reads, or entries recorded by hand). */
export type RouteAudit = false | { entity?: string; action?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: RouteAudit;
  }
}
