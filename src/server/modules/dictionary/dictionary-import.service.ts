/**
 * Importing reference entries (decision 017): the sources of one side are read in order, entries
 * already present are skipped (their gaps filled), new ones are inserted in batches until
 * `maxWords` new words, and each new word gets the French/English relations the sources know,
 * its counterpart created when missing. Every batch commits with its progress, so a job stopped
 * anywhere resumes without duplicating a word or a relation.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '@server/db/client';
import type { DictionarySource, SourceEntry } from '@server/dictionary-sources/source';
import { JobStopped } from '@server/jobs/job-queue';
import type { DictionarySide, DictionarySourceName } from '@shared/schemas/dictionary';
import {
  cleanEntry,
  createMissing,
  linkPairs,
  missingMembers,
  presentEntries,
  writeEntries,
  type EntrySpec,
  type PairSpec,
} from './dictionary-import.repository';
import type { JobEnd, JobRun } from './dictionary-jobs.service';
import { compatible, relationIndex, type RelationIndex } from './relation-pairs';
import { selectSources, type DictionarySourceSet } from './source-set';
import { unavailableSource, type UnavailableSource } from './source-problems';

/** Entries per statement: large enough to amortise a round trip, small enough to report often. */
export const IMPORT_BATCH_SIZE = 500;

/**
 * The batch for an import of `maxWords`: a tenth of it, between 50 and IMPORT_BATCH_SIZE, so that
 * a small import still shows its progress move (200 words: 4 steps) and a large one stays cheap.
 */
export const batchSizeFor = (maxWords: number) =>
  Math.max(50, Math.min(IMPORT_BATCH_SIZE, Math.ceil(maxWords / 10)));

export const otherSide = (side: DictionarySide): DictionarySide =>
  side === 'french' ? 'english' : 'french';

/** What one committed batch did. */
export interface BatchResult {
  /** New words of the side imported. */
  inserted: number;
  /** Existing entries whose gaps were filled. */
  filled: number;
  /** Entries created on the other side for the new words' relations. */
  counterparts: number;
  relations: number;
  /** Entries that could not be used (unstorable words, failed look-ups). */
  errors: number;
  lastWord: string | null;
}

export interface ImportOptions {
  db: Db;
  side: DictionarySide;
  /** Read in order. */
  sources: DictionarySource[];
  /** Translation pairs for the new words' relations. */
  relations: RelationIndex;
  /**
   * Per side, sources to complete an entry from (missing pronunciation, definition, gender):
   * offline ones, looked up by word. The source being read is skipped.
   */
  lookups: Record<DictionarySide, DictionarySource[]>;
  /** Stop after this many new words in all (Infinity: everything the sources have). */
  maxWords: number;
  /** New words already imported by an earlier attempt of the same job. */
  alreadyImported?: number;
  signal?: AbortSignal;
  batchSize?: number;
  /** A source that cannot be read here, before going on with the next one. */
  onUnavailable?(source: UnavailableSource): Promise<void>;
  /** Called inside each batch's transaction, so progress commits with the batch. */
  onBatch?(tx: Db, batch: BatchResult): Promise<void>;
}

export interface ImportOutcome {
  /** New words in all, earlier attempts included. */
  imported: number;
  /** True when the sources ran out before maxWords. */
  exhausted: boolean;
}

const checkpoint = (signal?: AbortSignal) => {
  if (signal?.aborted) throw new JobStopped();
};

/**
 * Look-ups of the offline sources are synchronous work behind a promise: a loop of them never
 * lets the event loop run, and the web process (PGlite's queries included) stopped answering for
 * the whole import. Every this many entries the import gives the other requests their turn.
 */
const ENTRIES_PER_TURN = 50;

/** Fills an entry's missing fields from the first look-up source that has them. */
export async function completeEntry(
  entry: EntrySpec,
  sources: DictionarySource[],
  signal: AbortSignal | undefined,
): Promise<number> {
  let errors = 0;
  for (const source of sources) {
    if (entry.pronunciation && entry.definition && (entry.gender || !entry.partOfSpeech)) break;
    let found: SourceEntry[];
    try {
      found = await source.lookup(entry.word, signal);
    } catch {
      checkpoint(signal);
      errors++;
      continue;
    }
    const match =
      found.find((f) => f.partOfSpeech !== null && f.partOfSpeech === entry.partOfSpeech) ??
      found.find((f) => compatible(f.partOfSpeech, entry.partOfSpeech));
    if (!match) continue;
    const extra = cleanEntry(match);
    if (!extra) continue;
    entry.definition ??= extra.definition;
    entry.pronunciation ??= extra.pronunciation;
    entry.gender ??= extra.gender;
  }
  return errors;
}

/** Available look-up sources, checked once per import. */
export async function availableSources(sources: DictionarySource[]) {
  const available: DictionarySource[] = [];
  for (const s of sources) if ((await s.availability()).available) available.push(s);
  return available;
}

const ownerKey = (e: { word: string; partOfSpeech: string | null }) =>
  `${e.word}\t${e.partOfSpeech ?? ''}`;

export async function importEntries(options: ImportOptions): Promise<ImportOutcome> {
  const { db, side, signal } = options;
  const batchSize = options.batchSize ?? batchSizeFor(options.maxWords);
  const lookups = {
    french: await availableSources(options.lookups.french),
    english: await availableSources(options.lookups.english),
  };
  let imported = options.alreadyImported ?? 0;

  // Look-ups (which may read files, or the network) run outside the batch's transaction, which
  // on PGlite holds the one connection: the screens' status polls must not wait for them.
  const flush = async (source: DictionarySource, raw: SourceEntry[], invalid: number) => {
    checkpoint(signal);
    const remaining = options.maxWords - imported;
    const entries = raw.flatMap((e) => cleanEntry(e) ?? []);
    const ownLookups = lookups[side].filter((s) => s !== source);
    const present = await presentEntries(db, side, entries);
    // Present entries are written to fill their rows' gaps (completed from the other sources
    // first when their rows have some); the first `remaining` new ones are completed too.
    let errors = invalid;
    let fresh = 0;
    const batch: EntrySpec[] = [];
    const pairs: (PairSpec & { owner: string })[] = [];
    for (const [ord, entry] of entries.entries()) {
      if (ord % ENTRIES_PER_TURN === ENTRIES_PER_TURN - 1) await nextTurn();
      const gaps = present.get(ord);
      if (gaps !== undefined) {
        if (gaps) errors += await completeEntry(entry, ownLookups, signal);
        batch.push(entry);
        continue;
      }
      if (fresh >= remaining) continue;
      fresh++;
      errors += await completeEntry(entry, ownLookups, signal);
      batch.push(entry);
      for (const pair of options.relations.pairsOf(side, entry.word, entry.partOfSpeech)) {
        const french = cleanEntry(pair.french);
        const english = cleanEntry(pair.english);
        if (french && english)
          pairs.push({ french, english, origin: pair.origin, owner: ownerKey(entry) });
      }
    }
    // Counterparts missing now are completed from the other side's look-up sources; the
    // transaction creates those still missing then.
    const other = otherSide(side);
    for (const [n, ord] of (await missingMembers(db, other, pairs)).entries()) {
      if (n % ENTRIES_PER_TURN === ENTRIES_PER_TURN - 1) await nextTurn();
      errors += await completeEntry(pairs[ord]![other], lookups[other], signal);
    }
    checkpoint(signal);
    await nextTurn();
    await db.transaction(async (tx) => {
      const written = await writeEntries(tx, side, source.origin, batch, remaining);
      const owners = new Set(written.inserted.map(ownerKey));
      const related = pairs.filter((p) => owners.has(p.owner));
      const counterparts = await createMissing(
        tx,
        other,
        related.map((p) => ({ entry: p[other], origin: p.origin })),
      );
      const result: BatchResult = {
        inserted: written.inserted.length,
        filled: written.filled,
        counterparts,
        relations: await linkPairs(tx, related),
        errors,
        lastWord: written.inserted.at(-1)?.word ?? null,
      };
      await options.onBatch?.(tx, result);
      imported += result.inserted;
    });
  };

  for (const source of options.sources) {
    if (imported >= options.maxWords) break;
    checkpoint(signal);
    const availability = await source.availability();
    if (!availability.available) {
      await options.onUnavailable?.(unavailableSource(source, availability.reason));
      continue;
    }
    let raw: SourceEntry[] = [];
    let invalid = 0;
    for await (const entry of source.entries(signal)) {
      if (entry.word && entry.word.trim() && entry.word.trim().length <= 255) raw.push(entry);
      else invalid++;
      if (raw.length + invalid >= batchSize) {
        await flush(source, raw, invalid);
        raw = [];
        invalid = 0;
        if (imported >= options.maxWords) break;
      }
    }
    if (imported < options.maxWords && raw.length + invalid > 0) await flush(source, raw, invalid);
  }
  return { imported, exhausted: imported < options.maxWords };
}

const offline = (sources: DictionarySource[]) => sources.filter((s) => s.name !== 'web');

export interface SideImport {
  maxWords: number;
  /** The sources named in the request (all offline ones by default). */
  names?: DictionarySourceName[];
  alreadyImported?: number;
  signal?: AbortSignal;
  /** A source that cannot be read (entries or translation pairs), once per source. */
  onUnavailable?(source: UnavailableSource): Promise<void>;
  onBatch?: ImportOptions['onBatch'];
}

/**
 * Imports one side from the set's sources as the import job does (the benchmark calls it too):
 * the side's sources (those named, or the offline ones) in order, the pairs of the relation
 * sources, and the offline sources of both sides to complete entries from.
 */
export async function importSide(
  db: Db,
  set: DictionarySourceSet,
  side: DictionarySide,
  options: SideImport,
): Promise<ImportOutcome & { sources: number }> {
  const unavailable = new Set<string>();
  const noteUnavailable = async (source: UnavailableSource) => {
    if (unavailable.has(source.title)) return;
    unavailable.add(source.title);
    await options.onUnavailable?.(source);
  };
  const sources = selectSources(set, side, options.names);
  const relations = await relationIndex(set, options.names);
  for (const source of relations.unavailable) await noteUnavailable(source);
  const outcome = await importEntries({
    db,
    side,
    sources,
    relations: relations.index,
    lookups: {
      french: offline(selectSources(set, 'french', options.names)),
      english: offline(selectSources(set, 'english', options.names)),
    },
    maxWords: options.maxWords,
    alreadyImported: options.alreadyImported,
    signal: options.signal,
    onUnavailable: noteUnavailable,
    onBatch: options.onBatch,
  });
  return { ...outcome, sources: sources.length };
}

/** The import job: params { maxWords, sources? }, resumed from the words already imported. */
export async function runImport(run: JobRun): Promise<JobEnd> {
  const { maxWords, sources: names } = run.params as {
    maxWords: number;
    sources?: DictionarySourceName[];
  };
  const outcome = await importSide(run.db, run.deps.sources, run.row.side!, {
    maxWords,
    names,
    alreadyImported: run.row.imported,
    signal: run.signal,
    onUnavailable: (source) => run.sourceUnavailable(source),
    onBatch: (tx, batch) =>
      run.progress(
        {
          add: {
            imported: batch.inserted,
            wordsAdded: batch.inserted + batch.counterparts,
            relationsCreated: batch.relations,
            updatedCount: batch.filled,
            errors: batch.errors,
          },
          currentWord: batch.lastWord ?? undefined,
        },
        tx,
      ),
  });
  const notes = outcome.sources === 0 ? [{ key: 'noSourceSelected' }] : [];
  if (!outcome.exhausted) return { total: maxWords, notes };
  return {
    total: outcome.imported,
    notes: [...notes, { key: 'sourcesExhausted', params: { count: outcome.imported } }],
  };
}
