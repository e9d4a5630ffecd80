/**
 * The audit log's one hook (decision 021): every successful state-changing API request
 * (POST, PUT, PATCH, DELETE under /api answered 2xx) is recorded from its route — who (the
 * signed-in user), what (entity and id, from the route's path or its `config.audit`), how (the
 * action, from the method or `config.audit.action`), the fields it set (redacted) and the IP.
 * A route opts out with `config: { audit: false }` (and a reason in audit-coverage.test.ts), so a
 * new route is recorded without anyone having to remember it.
 *
 * The entry is written in onSend, before the answer leaves: the client that got its 2xx can read
 * its entry back. The change itself is already committed by then; a failed write is logged and
 * the answer stays what it was (an audit outage does not undo or refuse users' work).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit, redact, type AuditActor, type RouteAudit } from './audit';

const METHOD_ACTIONS: Record<string, string> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

export const STATE_CHANGING_METHODS = Object.keys(METHOD_ACTIONS);

export interface AuditTarget {
  entity: string;
  action: string;
  failures: boolean;
  /** The route's first path parameter (:id, :side...): the entity's id. */
  idParam: string | undefined;
}

/** 'words' → 'word', 'localities' → 'locality', 'auth' → 'auth'. */
const singular = (name: string) =>
  name.endsWith('ies')
    ? `${name.slice(0, -3)}y`
    : name.endsWith('s') && !name.endsWith('ss')
      ? name.slice(0, -1)
      : name;

/**
 * What the hook records for a route, or null when it records nothing: the entity is the path's
 * first segment after /api, singular (/api/words/:id → word); the action comes from the method,
 * except that a change under an entity's id (/api/languages/:id/localities) updates that entity.
 */
export function auditTarget(
  method: string,
  url: string | undefined,
  audit: RouteAudit | undefined,
): AuditTarget | null {
  if (audit === false || !url?.startsWith('/api/')) return null;
  const segments = url.slice('/api/'.length).split('/').filter(Boolean);
  const firstParam = segments.findIndex((s) => s.startsWith(':'));
  const nested = firstParam >= 0 && segments.slice(firstParam + 1).some((s) => !s.startsWith(':'));
  const derivedAction = nested && METHOD_ACTIONS[method] ? 'update' : METHOD_ACTIONS[method];
  // Reads record nothing unless their route names an action (e.g. a backup download).
  const action = audit?.action ?? derivedAction;
  if (!action) return null;
  return {
    entity: audit?.entity ?? singular(segments.find((s) => !s.startsWith(':')) ?? 'api'),
    action,
    failures: audit?.failures ?? false,
    idParam: firstParam >= 0 ? segments[firstParam]!.slice(1) : undefined,
  };
}

const MAX_TEXT = 200;
const MAX_ITEMS = 20;

/** Keeps an entry small: long texts cut, long lists shortened (a value is evidence, not a copy). */
function compact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => compact(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… (+${value.length - MAX_ITEMS})`] : items;
  }
  if (value && typeof value === 'object') {
    if (depth > 2) return '…';
    return Object.fromEntries(
      Object.entries(redact(value as Record<string, unknown>)).map(([k, v]) => [
        k,
        compact(v, depth + 1),
      ]),
    );
  }
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields the request set: its other path parameters, query and body (or the handler's note). */
function changesOf(request: FastifyRequest, target: AuditTarget): Record<string, unknown> | null {
  const note = request.auditNote;
  const params = isRecord(request.params) ? { ...request.params } : {};
  if (target.idParam) delete params[target.idParam];
  const fields = {
    ...params,
    ...(isRecord(request.query) ? request.query : {}),
    ...(note && note.changes !== undefined
      ? (note.changes ?? {})
      : isRecord(request.body)
        ? request.body
        : {}),
  };
  return Object.keys(fields).length > 0 ? (compact(fields) as Record<string, unknown>) : null;
}

function entityIdOf(request: FastifyRequest, target: AuditTarget, response: unknown) {
  const note = request.auditNote;
  if (note?.entityId !== undefined) return note.entityId;
  const params = isRecord(request.params) ? request.params : {};
  const fromParams = target.idParam ? params[target.idParam] : undefined;
  if (typeof fromParams === 'string' || typeof fromParams === 'number') return fromParams;
  // A create answers the new row: its id.
  const id = isRecord(response) ? response.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** Registers the audit hook on the root app (not encapsulated: it sees every route). */
export function registerAuditHook(app: FastifyInstance) {
  app.decorateRequest('auditNote', null);
  const responses = new WeakMap<FastifyRequest, unknown>();
  const targetOf = (request: FastifyRequest) =>
    auditTarget(request.method, request.routeOptions.url, request.routeOptions.config?.audit);

  // The answer as an object, before serialisation: a create's new id is read from it.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (targetOf(request)) responses.set(request, payload);
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const target = targetOf(request);
    if (!target) return payload;
    const status = reply.statusCode;
    const succeeded = status >= 200 && status < 300;
    const failed = target.failures && (status === 401 || status === 403) && !!request.auditNote;
    if (!succeeded && !failed) return payload;

    const note = request.auditNote;
    const user: AuditActor | null = request.user
      ? { id: request.user.id, email: request.user.email }
      : null;
    const actor = failed ? null : note?.actor !== undefined ? note.actor : user;
    // A success with nobody behind it changed nothing worth a line (a sign-out with no session).
    if (succeeded && !actor) return payload;
    try {
      await recordAudit(app.database.db, {
        action: failed ? `${target.action}-failed` : target.action,
        entity: target.entity,
        entityId: entityIdOf(request, target, responses.get(request)),
        changes: changesOf(request, target),
        actor,
        attemptedEmail: note?.attemptedEmail ?? null,
        ip: request.ip,
      });
    } catch (error) {
      request.log.error(
        { err: error, route: request.routeOptions.url, method: request.method },
        'audit entry not written',
      );
    }
    return payload;
  });
}
