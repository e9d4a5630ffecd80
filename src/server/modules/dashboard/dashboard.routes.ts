import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsSchema } from '@shared/schemas/dashboard';
import { PublicStatsSchema } from '@shared/schemas/stats';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { dashboardStats, publicStats } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      onRequest: requireArea('core'),
      schema: {
        tags: ['dashboard'],
        summary: 'Counts for the back-office dashboard',
        response: { 200: DashboardStatsSchema, ...errorResponses(401, 403) },
      },
    },
    () => dashboardStats(app.database.db),
  );

  app.get(
    '/public/stats',
    {
      config: { publicCache: true },
      schema: {
        tags: ['public'],
        summary: 'Counts for the public statistics strip (approved content only)',
        response: { 200: PublicStatsSchema },
      },
    },
    () => publicStats(app.database.db),
  );
};
