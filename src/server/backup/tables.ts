/**
 * Which tables a backup holds, in what order, and which of their columns (decision 018).
 * Derived from the Drizzle schema, so a table added there is backed up without a change here;
 * `EXCLUDED_TABLES` names those left out on purpose, and a test checks every table is one or
 * the other.
 */
import { getTableName, isTable } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { schema } from '@server/db/schema';

/**
 * Left out of every archive, and emptied by a forced restore: their rows name old users, expire,
 * or are derived from other tables.
 */
export const EXCLUDED_TABLES: Record<string, string> = {
  sessions:
    'sign-ins, not data: restored sessions would sign people in again (or as another user ' +
    'whose id was reused); everyone signs in again after a restore',
  rate_limits: 'a cache of failed sign-in and search counters that expire within minutes',
  interchange_imports:
    'imports in progress or just ended, with their uploads and reports in the work files, which ' +
    'archives do not hold: a restored row would name files that are not there',
  interchange_import_entries: 'the reports of those imports',
  word_letter_counts:
    'counts of approved words by language and first sort key character, derived from local_words ' +
    'by its triggers: rebuilt as a restore inserts the words',
  language_content_versions:
    'where each language stands for its exports, moved by triggers as words change: a restore ' +
    'moves them again as it inserts the words',
  search_changes:
    'what the in-memory word search must read again, moved by triggers as words change: a ' +
    'restore truncates it and every index is built again',
  interchange_exports:
    'built downloads of a language, derived from its words: rebuilt on the next download; the ' +
    'files the emptied rows named are removed by the work files sweep',
};

export interface BackupTable {
  name: string;
  table: PgTable;
  /** Columns written to the archive: every column but generated ones (the database computes them). */
  columns: string[];
  /** Generated columns, recomputed on restore. */
  generated: string[];
  /** The primary key's columns, for a stable order. */
  primaryKey: string[];
  /** Whether `id` is an identity column, whose sequence a restore moves past the restored ids. */
  identity: boolean;
  /** Tables this one references (foreign keys), which must be restored before it. */
  references: string[];
}

/** Columns holding addresses of stored audio files: their files go into the archive. */
export const AUDIO_URL_COLUMNS: Record<string, string[]> = {
  local_words: ['audio_url', 'audio_url2'],
  expressions: ['audio1_url', 'audio2_url'],
  word_forms: ['audio_url'],
};

function describeTable(table: PgTable): BackupTable {
  const config = getTableConfig(table);
  const columns = config.columns.filter((c) => !c.generated).map((c) => c.name);
  const generated = config.columns.filter((c) => c.generated).map((c) => c.name);
  const composite = config.primaryKeys[0]?.columns.map((c) => c.name);
  const primaryKey = composite ?? config.columns.filter((c) => c.primary).map((c) => c.name);
  const identity = config.columns.some((c) => c.name === 'id' && c.generatedIdentity);
  const references = [
    ...new Set(
      config.foreignKeys
        .map((fk) => getTableName(fk.reference().foreignTable))
        .filter((name) => name !== config.name),
    ),
  ];
  return { name: config.name, table, columns, generated, primaryKey, identity, references };
}

/** Every table of the schema, referenced tables first (the order a restore inserts them in). */
export function allTables(): BackupTable[] {
  const described = Object.values(schema)
    .filter(isTable)
    .map((t) => describeTable(t as PgTable));
  const byName = new Map(described.map((t) => [t.name, t]));
  const ordered: BackupTable[] = [];
  const visiting = new Set<string>();
  const visit = (table: BackupTable) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table.name)) throw new Error(`foreign keys form a cycle at ${table.name}`);
    visiting.add(table.name);
    for (const name of table.references) visit(byName.get(name)!);
    visiting.delete(table.name);
    ordered.push(table);
  };
  for (const table of [...described].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  return ordered;
}

/** The tables an archive holds, in restore order. */
export function backupTables(): BackupTable[] {
  return allTables().filter((t) => !(t.name in EXCLUDED_TABLES));
}

/** `"name"` for SQL; table and column names come from our schema, never from input. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
