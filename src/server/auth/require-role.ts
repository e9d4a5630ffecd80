import type { onRequestAsyncHookHandler } from 'fastify';
import type { Area, Role } from '@shared/roles';
import { AREA_ROLES } from '@shared/roles';
import { AppError, forbidden, unauthenticated } from '@server/http/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stays open to a user whose password an admin chose (the change-password route). */
    allowTemporaryPassword?: boolean;
  }
}

/**
 * The guard every back-office route uses, as its `onRequest` hook so that callers without the
 * right are refused before their body is even parsed: anonymous callers get 401, other roles 403.
 * `requireRole()` with no role admits any signed-in user. A user who must still replace a password
 * an admin chose gets 403 everywhere but on routes with `config.allowTemporaryPassword`.
 */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw unauthenticated();
    if (roles.length > 0 && !roles.includes(request.user.role)) throw forbidden();
    // A password someone else knows (decision 019) opens nothing but the page that replaces it.
    if (request.user.mustChangePassword && !request.routeOptions.config.allowTemporaryPassword) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', 403, 'passwordChangeRequired');
    }
  };
}

/** The same guard by area name, so routes and the sidebar share one role table. */
export const requireArea = (area: Area) => requireRole(...AREA_ROLES[area]);
