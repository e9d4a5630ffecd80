/**
 * The in-memory word index kept in step with the database (decision 046). Triggers record every
 * change search must see in `search_changes` (drizzle/0023) and notify `search_changes`; this
 * reads the rows past the last it applied and reloads those words.
 *
 * When it catches up:
 * - at the end of every request that may write (the app's onSend hook), so a word saved is found
 *   by the next request, whichever it is;
 * - before a search, when a notification came since (a job's import, another instance's write).
 * While notifications may be missed (on PostgreSQL, the listening connection is down), every
 * search catches up first (one indexed query), so nothing is missed, only slower.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '@server/db/client';
import type { DatabaseNotifications } from '@server/db/notifications';
import type { WordStatus } from '@shared/schemas/words';
import { WordIndex, type IndexedWord, type SearchOptions, type WordHit } from './word-index';

/** The channel the triggers of drizzle/0023 notify. */
export const SEARCH_CHANGES_CHANNEL = 'search_changes';

type WordRow = {
  id: number;
  languageId: number;
  status: WordStatus;
  submittedBy: number | null;
  partOfSpeech: string | null;
  nounClass: string | null;
  folded: string | null;
};
type TextRow = { wordId: number; folded: string | null };
type GlossRow = { wordId: number; french: string | null; english: string | null };

/** The words with these ids (all live words without), with their forms' and glosses' texts. */
async function loadWords(db: Db, ids: number[] | null): Promise<IndexedWord[]> {
  const only = (column: string) =>
    ids === null ? sql`` : sql`and ${sql.raw(column)} = any(${`{${ids.join(',')}}`}::int[])`;
  const [words, forms, glosses] = await Promise.all([
    queryRows<WordRow>(
      db,
      sql`select id, language_id as "languageId", status, submitted_by as "submittedBy",
        part_of_speech as "partOfSpeech", noun_class as "nounClass", local_word_folded as folded
        from local_words where is_deleted = false ${only('id')}`,
    ),
    queryRows<TextRow>(
      db,
      sql`select local_word_id as "wordId", form_folded as folded from word_forms
        where is_deleted = false ${only('local_word_id')} order by local_word_id, position`,
    ),
    queryRows<GlossRow>(
      db,
      sql`select s.local_word_id as "wordId", fw.word_folded as french, ew.word_folded as english
        from word_senses s
        left join french_words fw on fw.id = s.french_id and fw.is_deleted = false
        left join english_words ew on ew.id = s.english_id and ew.is_deleted = false
        where s.is_deleted = false ${only('s.local_word_id')} order by s.local_word_id, s.position`,
    ),
  ]);
  const byId = new Map<number, IndexedWord>();
  for (const w of words) {
    const id = Number(w.id);
    byId.set(id, {
      id,
      languageId: Number(w.languageId),
      status: w.status,
      submittedBy: w.submittedBy === null ? null : Number(w.submittedBy),
      partOfSpeech: w.partOfSpeech,
      nounClass: w.nounClass,
      texts: w.folded ? [{ source: 'local', folded: w.folded }] : [],
    });
  }
  const add = (
    wordId: number,
    source: IndexedWord['texts'][number]['source'],
    folded: string | null,
  ) => {
    const word = byId.get(Number(wordId));
    if (!folded || !word) return;
    // A sense repeating a gloss another sense has adds nothing to find.
    if (!word.texts.some((t) => t.source === source && t.folded === folded))
      word.texts.push({ source, folded });
  };
  for (const f of forms) add(f.wordId, 'form', f.folded);
  for (const g of glosses) {
    add(g.wordId, 'french', g.french);
    add(g.wordId, 'english', g.english);
  }
  return [...byId.values()];
}

const deletedLanguages = async (db: Db) =>
  (await queryRows<{ id: number }>(db, sql`select id from languages where is_deleted`)).map((r) =>
    Number(r.id),
  );

type ChangeRow = { xmin: string; kind: string | null; id: number | null; seq: number | null };

export class LiveWordIndex {
  readonly index = new WordIndex();
  /** The last change applied, and the oldest transaction still running when it was read. */
  private lastSeq = 0;
  private xmin = '0';
  private requested = 0;
  private completed = 0;
  private running: Promise<void> | null = null;
  /** A notification came (or some may have been missed) since the last catch-up began. */
  private stale = true;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly database: Database,
    private readonly notifications: DatabaseNotifications,
    private readonly log?: FastifyBaseLogger,
    /**
     * Catch up before every search, notified or not. For tests that write straight to PostgreSQL
     * and search at once, before the notification can arrive (PGlite delivers it with the write).
     */
    private readonly checkEverySearch = false,
  ) {
    this.unsubscribe = notifications.subscribe(SEARCH_CHANGES_CHANNEL, () => {
      this.stale = true;
    });
  }

  /**
   * Starts building the index, without waiting for the build: a big dictionary takes seconds to
   * read, and the server listens meanwhile. Searches wait for it. Notifications must be started.
   */
  start() {
    this.sync().catch((error: unknown) => {
      this.log?.warn({ err: error }, 'word index: the first build failed; searches try again');
    });
  }

  stop() {
    this.unsubscribe();
  }

  /** Hits for a folded query, after applying any change notified since the last catch-up. */
  async search(folded: string, options: SearchOptions): Promise<WordHit[]> {
    if (this.stale || !this.notifications.listening || this.checkEverySearch) await this.sync();
    return this.index.search(folded, options);
  }

  /** Applies every change committed before this call (several callers share one catch-up). */
  async sync() {
    const wanted = ++this.requested;
    while (this.completed < wanted) {
      this.running ??= this.catchUp().finally(() => (this.running = null));
      await this.running;
    }
  }

  private async catchUp() {
    const upTo = this.requested;
    this.stale = false;
    try {
      const db = this.database.db;
      const rows = await queryRows<ChangeRow>(
        db,
        sql`with s as (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin)
          select s.xmin, c.kind, c.id, c.seq from s
          left join search_changes c on c.seq > ${this.lastSeq} or c.xid >= ${this.xmin}::xid8`,
      );
      const changes = rows.filter((r) => r.kind !== null);
      if (this.lastSeq === 0 || changes.some((c) => c.kind === 'r')) {
        await this.rebuild();
      } else if (changes.length > 0) {
        const ids = [...new Set(changes.filter((c) => c.kind === 'w').map((c) => Number(c.id)))];
        if (ids.length > 0) {
          const words = new Map((await loadWords(db, ids)).map((w) => [w.id, w]));
          for (const id of ids) {
            const word = words.get(id);
            if (word) this.index.put(word);
            else this.index.remove(id);
          }
        }
        if (changes.some((c) => c.kind === 'l'))
          this.index.setDeletedLanguages(await deletedLanguages(db));
      }
      for (const c of changes) this.lastSeq = Math.max(this.lastSeq, Number(c.seq));
      this.xmin = rows[0]!.xmin;
      this.completed = upTo;
    } catch (error) {
      this.stale = true;
      throw error;
    }
  }

  /** Everything again, in one snapshot: the words, and where the change feed stands in it. */
  async rebuild() {
    const started = performance.now();
    await this.database.db.transaction(
      async (tx) => {
        const [feed] = await queryRows<{ seq: number | null; xmin: string }>(
          tx as unknown as Db,
          sql`select (select max(seq) from search_changes) as seq,
            pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
        );
        const words = await loadWords(tx as unknown as Db, null);
        this.index.load(words, await deletedLanguages(tx as unknown as Db));
        // Never 0 again: 0 means "not built yet".
        this.lastSeq = Math.max(1, Number(feed!.seq ?? 0));
        this.xmin = feed!.xmin;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    this.log?.info(
      { words: this.index.size, ms: Math.round(performance.now() - started) },
      'word search index built',
    );
  }
}
