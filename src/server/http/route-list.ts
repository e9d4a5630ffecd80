import type { FastifyInstance } from 'fastify';
import type { RouteAudit } from '@server/audit/audit';

/** One registered route (method and path pattern) and its audit setting. */
export interface RouteInfo {
  method: string;
  /** The full path pattern, e.g. /api/words/:id. */
  url: string;
  /** The route's `config.audit` setting (undefined: the audit hook's defaults). */
  audit: RouteAudit | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled while routes register (tests check audit and guards by it). */
    routeList: readonly RouteInfo[];
  }
}

/** Collects every route as it registers; call before registering any route. */
export function registerRouteList(app: FastifyInstance) {
  const routes: RouteInfo[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (routes.some((r) => r.method === method && r.url === route.url)) continue;
      routes.push({ method, url: route.url, audit: route.config?.audit });
    }
  });
}
