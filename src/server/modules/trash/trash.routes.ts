import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteAudit } from '@server/audit/audit';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { IdParamsSchema } from '@shared/schemas/common';
import { TrashItemSchema } from '@shared/schemas/trash';
import {
  auditedItem,
  purgeTrashItem,
  restoreTrashItem,
  trashContents,
  type TrashDeps,
} from './trash.service';

export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TrashDeps = {
    db: app.database.db,
    jobs: app.jobs,
    storage: app.storage,
    log: app.log,
  };
  const tags = ['trash'];

  app.get(
    '/',
    {
      onRequest: requireArea('trash'),
      schema: {
        tags,
        summary:
          'What deletions put in the trash, newest first: kind, name, what went with it, who, ' +
          'when, and when the daily purge removes it for good (90 days later)',
        response: { 200: z.array(TrashItemSchema), ...errorResponses(401, 403) },
      },
    },
    () => trashContents(deps.db),
  );

  app.post(
    '/:id/restore',
    {
      onRequest: requireArea('trashAdmin'),
      config: { audit: { entity: 'trash', action: 'restore' } },
      schema: {
        tags,
        summary:
          'Restores exactly what the deletion took (a language with its words, expressions, ' +
          'recordings and links); 409 when a live language now has its name',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const item = await restoreTrashItem(deps, request.params.id);
      noteAudit(request, { changes: auditedItem(item) });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireArea('trashAdmin'),
      config: { audit: { entity: 'trash', action: 'purge' } },
      schema: {
        tags,
        summary: 'Deletes the item for good now, with its rows and their recordings',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const item = await purgeTrashItem(deps, request.params.id);
      noteAudit(request, { changes: auditedItem(item) });
      return reply.status(204).send(null);
    },
  );
};
