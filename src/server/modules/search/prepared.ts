import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { queryRows, type Db } from '@server/db/client';

/*
 * Searches run the same few statements over and over with different values. Parsing and planning
 * them (many branches, expression indexes) cost 2-4 times more than running them on PGlite, so
 * they are prepared once per connection and then only executed. The statements are written so
 * that a generic plan still uses the indexes (ranges instead of LIKE 'x%', arrays passed whole);
 * PostgreSQL still picks, by estimated cost, between that plan and one made for the values (it
 * often makes custom ones here). Forcing the generic plan on connections of their own was
 * measured and gained nothing at 20 connections (bench:search, 2026-11-26), so it is left to the
 * planner.
 */

const dialect = new PgDialect();
/** Per PGlite instance: the statements already prepared in its one session. */
const preparedByClient = new WeakMap<PGlite, Map<string, Promise<void>>>();

/** A value written as an SQL literal for EXECUTE (PGlite has no API for named statements). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('Not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  // An E'' string is read the same whatever standard_conforming_strings says.
  return `E'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

const isPool = (client: unknown): client is pg.Pool =>
  typeof client === 'object' && client !== null && 'totalCount' in client && 'query' in client;

/** A rendered statement: its text, its parameters (values or placeholders) and a name. */
export interface Statement {
  text: string;
  params: unknown[];
  name: string;
}

const render = (query: SQL): Statement => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params, name: `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` };
};

const fragmentKeys = new WeakMap<SQL, string>();
/** The text and parameters of a small SQL fragment, as a cache key (rendered once per fragment). */
export function fragmentKey(fragment: SQL): string {
  let key = fragmentKeys.get(fragment);
  if (key === undefined) {
    key = JSON.stringify(dialect.sqlToQuery(fragment));
    fragmentKeys.set(fragment, key);
  }
  return key;
}

const statements = new Map<string, Statement>();
const STATEMENT_CACHE_SIZE = 500;

/** A value of the statement: a placeholder when the statement is cached, the value otherwise. */
export type Value = (name: string) => unknown;

/** Runs a query as a prepared statement on PGlite and node-postgres; plainly elsewhere. */
export const queryPrepared = <T>(db: Db, query: SQL) =>
  runStatement<T>(db, render(query), {}, () => query);

/**
 * Runs the statement `build` makes, rendered once per `key` (building and rendering the SQL of a
 * search costs about as much as running it), with its values filled in, as a prepared statement.
 */
export function queryCached<T>(
  db: Db,
  key: string,
  build: (value: Value) => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  let statement = statements.get(key);
  if (!statement) {
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    statement = render(build((name) => sql.placeholder(name)));
    statements.set(key, statement);
  }
  return runStatement<T>(db, statement, values, () => build((name) => values[name]));
}

async function runStatement<T>(
  db: Db,
  statement: Statement,
  values: Record<string, unknown>,
  fallback: () => SQL,
): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const { text, name } = statement;
  const params = fillPlaceholders(statement.params, values);
  if (isPool(client)) {
    // node-postgres prepares a named statement once per connection.
    const result = await client.query({ name, text, values: params });
    return result.rows as T[];
  }
  // Anything else (a transaction, say): a plain query.
  if (!(client instanceof PGlite)) return queryRows<T>(db, fallback());
  let prepared = preparedByClient.get(client);
  if (!prepared) preparedByClient.set(client, (prepared = new Map()));
  let ready = prepared.get(name);
  if (!ready) {
    const ofClient = prepared;
    ready = client.query(`prepare ${name} as ${text}`).then(() => undefined);
    ofClient.set(name, ready);
    ready.catch(() => ofClient.delete(name));
  }
  await ready;
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
  return (await client.query<T>(`execute ${name}${args}`)).rows;
}
