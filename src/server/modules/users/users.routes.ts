import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea } from '@server/auth/require-role';
import { errorResponses } from '@server/http/openapi';
import { IdParamsSchema } from '@shared/schemas/common';
import {
  UserCreatedSchema,
  UserCreateSchema,
  UserSchema,
  UserUpdateSchema,
} from '@shared/schemas/users';
import { allUsers, createUser, deleteUser, updateUser, type UsersDeps } from './users.service';

/** /api/users: the accounts, for admins only, every route guarded on the server. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: UsersDeps = { db: app.database.db, superadminEmail: app.env.SUPERADMIN_EMAIL };
  const tags = ['users'];
  const onRequest = requireArea('users');

  app.get(
    '/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every account (deleted ones left out), oldest first',
        response: { 200: z.array(UserSchema), ...errorResponses(401, 403) },
      },
    },
    () => allUsers(deps),
  );

  app.post(
    '/',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Creates an account; without a password the server generates one and returns it once',
        body: UserCreateSchema,
        response: { 201: UserCreatedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(deps, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Updates an account (absent fields unchanged); suspending it ends its sessions at once',
        params: IdParamsSchema,
        body: UserUpdateSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => updateUser(deps, request.user!, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Deletes an account (soft delete: its words keep their author) and its sessions',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteUser(deps, request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
