/**
 * Definitions: counts, the check of French definitions and the two jobs that mend them
 * (decision 017). sync-definitions fills missing definitions from the sources; fix-definitions
 * mends problematic French ones: markup is cleaned, and a blank one or a copy of the English
 * definition is replaced by a source's French definition, or emptied (the word page then shows
 * the English definition labelled as English, and the word counts as missing a definition).
 */
import type { Db } from '@server/db/client';
import type { DictionarySource, SourceEntry } from '@server/dictionary-sources/source';
import type {
  DefinitionsCheck,
  DictionarySide,
  DictionarySourceName,
  DictionaryStats,
} from '@shared/schemas/dictionary';
import { cleanEntry } from './dictionary-import.repository';
import { availableSources } from './dictionary-import.service';
import type { JobEnd, JobRun } from './dictionary-jobs.service';
import { definitionProblem, missingDefinition, stripMarkup } from './definitions';
import {
  countEntries,
  countMissingDefinitions,
  fillDefinitions,
  frenchEntries,
  linkedEnglishDefinitions,
  missingAfter,
  problematicFrench,
  replaceFrenchDefinitions,
  type EntryRow,
} from './definitions.repository';
import { compatible } from './relation-pairs';
import type { DictionarySourceSet } from './source-set';
import { unavailableSource } from './source-problems';
import { bareIpa } from '@shared/ipa';

/** Entries per batch of the definition jobs (each batch commits with its progress). */
const DEFINITIONS_BATCH_SIZE = 50;
/** check-definitions lists at most this many ids (fix-definitions takes as many). */
export const CHECK_LIST_LIMIT = 10_000;

export async function dictionaryStats(db: Db): Promise<DictionaryStats> {
  const [frenchWordsCount, englishWordsCount] = await Promise.all([
    countEntries(db, 'french'),
    countEntries(db, 'english'),
  ]);
  return { frenchWordsCount, englishWordsCount };
}

export const entriesCount = async (db: Db, side: DictionarySide) => ({
  count: await countEntries(db, side),
});

export const missingDefinitionsCount = async (db: Db, side: DictionarySide) => ({
  count: await countMissingDefinitions(db, side),
});

/** Problematic French definitions, and the missing ones counted as the card counts them. */
export async function checkFrenchDefinitions(db: Db): Promise<DefinitionsCheck> {
  const [{ count, ids }, missing] = await Promise.all([
    problematicFrench(db, CHECK_LIST_LIMIT),
    countMissingDefinitions(db, 'french'),
  ]);
  return { count, words: ids.map((id) => ({ id })), missing };
}

/**
 * A definition for an entry from the first source that has a usable one (the same part of speech
 * first): markup cleaned; for French, not a copy of a linked English definition. `errors` counts
 * the look-ups that failed.
 */
async function sourceDefinition(
  entry: EntryRow,
  sources: DictionarySource[],
  english: string[],
  signal: AbortSignal,
) {
  let errors = 0;
  for (const source of sources) {
    let found: SourceEntry[];
    try {
      found = await source.lookup(entry.word, signal);
    } catch {
      if (signal.aborted) break;
      errors++;
      continue;
    }
    const candidates = [
      ...found.filter((f) => f.partOfSpeech !== null && f.partOfSpeech === entry.partOfSpeech),
      ...found.filter((f) => compatible(f.partOfSpeech, entry.partOfSpeech)),
    ];
    for (const candidate of candidates) {
      const clean = cleanEntry(candidate);
      if (!clean?.definition) continue;
      const definition = stripMarkup(clean.definition);
      if (missingDefinition(definition) || definitionProblem(definition, english) !== null)
        continue;
      return { found: { ...clean, definition }, errors };
    }
  }
  return { found: null, errors };
}

/** The sources a definitions job reads: those named, or every one of the side (web included). */
function definitionSources(set: DictionarySourceSet, side: DictionarySide, names?: string[]) {
  return names ? set[side].filter((s) => names.includes(s.name)) : set[side];
}

/**
 * The sync-definitions job: params { maxWords, sources?, cursor }. Walks the entries missing a
 * definition by id (at most maxWords of them), looks each up in the sources, fills what it finds.
 * `imported` counts the entries looked at, `updatedCount` those filled, `errors` failed look-ups.
 */
export async function runSyncDefinitions(run: JobRun): Promise<JobEnd> {
  const side = run.row.side!;
  const params = run.params as {
    maxWords: number;
    sources?: DictionarySourceName[];
    cursor?: number;
  };
  const all = definitionSources(run.deps.sources, side, params.sources);
  const sources = await availableSources(all);
  if (run.row.total === 0 && run.row.imported === 0) {
    for (const source of all.filter((s) => !sources.includes(s))) {
      const { reason } = await source.availability();
      await run.sourceUnavailable(unavailableSource(source, reason));
    }
    const total = Math.min(params.maxWords, await countMissingDefinitions(run.db, side));
    await run.progress({ total });
  }
  let cursor = params.cursor ?? 0;
  while (run.row.imported < run.row.total) {
    run.checkpoint();
    const limit = Math.min(DEFINITIONS_BATCH_SIZE, run.row.total - run.row.imported);
    const rows = await missingAfter(run.db, side, cursor, limit);
    if (rows.length === 0) break;
    const english =
      side === 'french'
        ? await linkedEnglishDefinitions(
            run.db,
            rows.map((r) => r.id),
          )
        : null;
    const updates: Parameters<typeof fillDefinitions>[2] = [];
    let errors = 0;
    for (const row of rows) {
      const result = await sourceDefinition(row, sources, english?.get(row.id) ?? [], run.signal);
      run.checkpoint();
      errors += result.errors;
      if (result.found) {
        updates.push({
          id: row.id,
          definition: result.found.definition,
          pronunciation:
            result.found.pronunciation && (bareIpa(result.found.pronunciation) || null),
          gender: result.found.gender,
        });
      }
    }
    cursor = rows.at(-1)!.id;
    await run.db.transaction(async (tx) => {
      const filled = await fillDefinitions(tx, side, updates);
      await run.progress(
        {
          add: { imported: rows.length, updatedCount: filled, errors },
          currentWord: rows.at(-1)!.word,
          params: { ...params, cursor },
        },
        tx,
      );
    });
  }
  return { total: run.row.imported };
}

/**
 * The fix-definitions job: params { wordIds, cursor }. Each French entry still problematic is
 * mended (see the top of this file); the others are left as they are. `imported` counts the ids
 * looked at, `updatedCount` the definitions changed, `errors` failed look-ups.
 */
export async function runFixDefinitions(run: JobRun): Promise<JobEnd> {
  const params = run.params as { wordIds: number[]; cursor?: number };
  const sources = await availableSources(run.deps.sources.french);
  let cursor = params.cursor ?? 0;
  while (cursor < params.wordIds.length) {
    run.checkpoint();
    const ids = params.wordIds.slice(cursor, cursor + DEFINITIONS_BATCH_SIZE);
    const rows = await frenchEntries(run.db, ids);
    const english = await linkedEnglishDefinitions(
      run.db,
      rows.map((r) => r.id),
    );
    const updates: { id: number; old: string; definition: string | null }[] = [];
    let errors = 0;
    for (const row of rows) {
      const linked = english.get(row.id) ?? [];
      const problem = definitionProblem(row.definition, linked);
      if (problem === null) continue;
      let definition: string | null | undefined;
      if (problem === 'markup') {
        const cleaned = stripMarkup(row.definition!);
        if (!missingDefinition(cleaned) && definitionProblem(cleaned, linked) === null)
          definition = cleaned;
      }
      if (definition === undefined) {
        const result = await sourceDefinition(row, sources, linked, run.signal);
        run.checkpoint();
        errors += result.errors;
        definition = result.found?.definition ?? null;
      }
      updates.push({ id: row.id, old: row.definition!, definition });
    }
    cursor += ids.length;
    await run.db.transaction(async (tx) => {
      const changed = await replaceFrenchDefinitions(tx, updates);
      await run.progress(
        {
          add: { imported: ids.length, updatedCount: changed, errors },
          currentWord: rows.at(-1)?.word ?? undefined,
          params: { ...params, cursor },
        },
        tx,
      );
    });
  }
  return {};
}
