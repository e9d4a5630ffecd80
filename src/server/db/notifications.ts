import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client';

/** How long a lost listening connection waits before it opens again. */
const RECONNECT_MS = 2_000;

/**
 * What a subscriber hears: a notification on its channel, with its payload, or that
 * notifications may have been missed (the listening connection dropped, or opened again after a
 * drop: no payload). Either way, whatever the subscriber keeps from the database may be out of
 * date.
 */
export type ChangeHandler = (payload?: string) => void;

/**
 * PostgreSQL notifications (`LISTEN`) on the app's database, for the caches that must follow
 * every writer: the word search's index, the public responses. PGlite delivers a notification
 * with the write that sends it; on PostgreSQL one connection of its own listens on every channel
 * (LISTEN holds it), reopened whenever it drops. While it is down, `listening` is false and
 * subscribers must not trust what they hold.
 */
export class DatabaseNotifications {
  private readonly handlers = new Map<string, Set<ChangeHandler>>();
  private connected = false;
  private closed = false;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly channels: readonly string[],
    private readonly log?: FastifyBaseLogger,
  ) {
    for (const channel of channels) this.handlers.set(channel, new Set());
  }

  /** Whether every notification since the last (re)connection has been heard. */
  get listening() {
    return this.connected;
  }

  /** Calls `handler` on each notification of `channel`, and whenever some may have been missed. */
  subscribe(channel: string, handler: ChangeHandler): () => void {
    const handlers = this.handlers.get(channel);
    if (!handlers) throw new Error(`not a listened channel: ${channel}`);
    handlers.add(handler);
    return () => handlers.delete(handler);
  }

  async start() {
    const database = this.database;
    if (database.kind === 'pglite') {
      const unlisten = await Promise.all(
        this.channels.map((channel) =>
          database.client.listen(channel, (payload) => this.notify(channel, payload)),
        ),
      );
      this.connected = true;
      this.stopListening = async () => {
        this.connected = false;
        await Promise.all(unlisten.map((stop) => stop()));
      };
      return;
    }
    await this.listenOnPostgres(database.url);
  }

  async stop() {
    this.closed = true;
    await this.stopListening?.();
  }

  private notify(channel: string, payload?: string) {
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }

  private notifyAll() {
    for (const channel of this.channels) this.notify(channel);
  }

  private async listenOnPostgres(url: string) {
    let client: pg.Client | null = null;
    let timer: NodeJS.Timeout | null = null;
    const connect = async () => {
      if (this.closed) return;
      const next = new pg.Client({ connectionString: url });
      const lost = () => {
        if (client !== next) return;
        client = null;
        this.connected = false;
        this.notifyAll();
        next.end().catch(() => {});
        if (!this.closed) timer = setTimeout(() => void connect(), RECONNECT_MS);
      };
      next.on('notification', (message) => this.notify(message.channel, message.payload));
      next.on('error', lost);
      next.on('end', lost);
      client = next;
      try {
        await next.connect();
        for (const channel of this.channels) await next.query(`listen "${channel}"`);
        this.connected = true;
        // Changes made while it was down were never notified.
        this.notifyAll();
      } catch (error) {
        this.log?.warn(
          { err: error },
          'cannot listen for database changes; the caches that follow them read again',
        );
        lost();
      }
    };
    this.stopListening = async () => {
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      this.connected = false;
      await current?.end().catch(() => {});
    };
    await connect();
  }
}
