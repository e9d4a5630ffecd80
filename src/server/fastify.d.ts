import 'fastify';
import type { Database } from './db/client';
import type { Env } from './env';
import type { UserRow } from './modules/users/users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null for anonymous callers. */
    user: UserRow | null;
    sessionId: number | null;
  }
}
