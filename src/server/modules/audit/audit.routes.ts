import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { AuditFiltersSchema, AuditPageSchema, AuditQuerySchema } from '@shared/schemas/audit';
import { auditFilters, pageAudit } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['audit'];
  const admin = requireArea('audit');

  app.get(
    '/',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'The audit log, newest first: a page of entries (who, what, when, the fields set), ' +
          'optionally of one user (userId, or e-mail text), entity, action or time range',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => pageAudit(db, request.query),
  );

  app.get(
    '/filters',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The entities and actions the audit log holds (the page’s filter choices)',
        response: { 200: AuditFiltersSchema, ...errorResponses(401, 403) },
      },
    },
    () => auditFilters(db),
  );
};
