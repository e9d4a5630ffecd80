import 'fastify';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Storage } from './storage/storage';
import type { UserRow } from './modules/users/users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    /** Uploaded files (audio): local disk or S3-compatible storage. */
    storage: Storage;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null for anonymous callers. */
    user: UserRow | null;
    sessionId: number | null;
  }
}
