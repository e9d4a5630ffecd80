import type { onRequestAsyncHookHandler } from 'fastify';
import type { Area, Role } from '@shared/roles';
import { AREA_ROLES } from '@shared/roles';
import { forbidden, unauthenticated } from '@server/http/app-error';

/**
 * The guard every back-office route uses, as its `onRequest` hook so that callers without the
 * right are refused before their body is even parsed: anonymous callers get 401, other roles 403.
 * `requireRole()` with no role admits any signed-in user.
 */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw unauthenticated();
    if (roles.length > 0 && !roles.includes(request.user.role as Role)) throw forbidden();
  };
}

/** The same guard by area name, so routes and the sidebar share one role table. */
export const requireArea = (area: Area) => requireRole(...AREA_ROLES[area]);
