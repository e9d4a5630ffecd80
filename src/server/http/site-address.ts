import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

/** Listening on every interface: the address to give is this machine's own, localhost. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/**
 * The site's address, without a trailing slash: PUBLIC_URL, else the address the server listens
 * on (HOST and `port`), as its start banner prints it. Never a request's Host header: any client
 * sets that, and this address goes into canonical links, OpenGraph, sitemaps and robots.txt, which
 * caches and crawlers keep. Without PUBLIC_URL the site is a local one (production requires it).
 */
export function siteAddress(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>, port = env.PORT) {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const host = EVERY_INTERFACE.has(env.HOST)
    ? 'localhost'
    : env.HOST.includes(':')
      ? `[${env.HOST}]`
      : env.HOST;
  return `http://${host}:${port}`;
}

/** The running app's address: the port it listens on once it does (PORT=0 takes a free one). */
export function appAddress(app: FastifyInstance) {
  const address = app.server.address();
  return siteAddress(app.env, typeof address === 'object' && address ? address.port : undefined);
}
