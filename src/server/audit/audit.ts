/**
 * The audit log: who did what, when. Mutating API requests are recorded by one hook
 * (see audit-hook.ts) from their route; code records what the hook cannot see with recordAudit().
 * Routes may tune or skip the hook's entry with `config: { audit: ... }` (below).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '@server/db/client';
import { auditLog } from '@server/db/schema/users';
import { REDACTED } from '@shared/schemas/audit';

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
    Object.entries(fields).map(([key, value]) => [key, SECRET_FIELD.test(key) ? REDACTED : value]),
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

/**
 * A route's audit settings (read by the hook, audit-hook.ts). false leaves the route out of the
 * log: list it with its reason in audit-coverage.test.ts. Otherwise the hook records the route's
 * successful answers; `entity` and `action` replace those derived from its path and method (a
 * GET records only when it names an action), and `failures` also records its 401/403 answers
 * (as `<action>-failed`) once the handler has noted the attempt (a failed sign-in).
 */
export type RouteAudit = false | { entity?: string; action?: string; failures?: boolean };

/** What a handler tells the hook about its request, beyond what the route and body say. */
export interface AuditNote {
  /** Who acted, when it is not request.user (a sign-in: the user who just signed in; null: nobody). */
  actor?: AuditActor | null;
  attemptedEmail?: string | null;
  entityId?: string | number | null;
  /** The fields the request set, when its body is not plain JSON (multipart); redacted by the hook. */
  changes?: Record<string, unknown> | null;
}

/** Adds to the request's audit note (see AuditNote). */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: RouteAudit;
  }
  interface FastifyRequest {
    auditNote: AuditNote | null;
  }
}
