import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import type { Db } from '@server/db/client';
import { nounClasses } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import type { Storage } from '@server/storage/storage';
import type { InterchangeEntry } from '@shared/schemas/interchange';
import { loadEntries, type WordEntryRow } from '../words/words.repository';
import type { LiftOutputEntry } from './lift/lift-writer';

/**
 * The namespace of the guids Maneno gives its words in exports: a word's guid is derived from its
 * code (unique and never changed), so every export of a word names it the same, and a file sent
 * back is matched to the word without a column to keep it in.
 */
const MANENO_WORD_NAMESPACE = 'b5f0a8a4-6f0e-4c1e-9a55-3c2b7d0e9f41';
export const wordGuid = (code: string) => uuidv5(code, MANENO_WORD_NAMESPACE);

/** How many words are read at a time: a page's entries are loaded in a few queries. */
const PAGE_SIZE = 500;

export interface LanguageEntriesOptions {
  /** Approved words only, as visitors see them; otherwise every live word (staff). */
  published: boolean;
  /** How many words are read at a time (tests cross pages with a few). */
  pageSize?: number;
}

/** An exported entry with the stored recordings its audio paths name (their storage keys). */
export interface ExportedEntry {
  entry: LiftOutputEntry;
  /** The storage's file keys (`audio/<name>`), which are also their paths in the archive. */
  audio: string[];
}

/** The labels of a language's noun classes ("9/10"), as exports write them. */
export async function nounClassLabels(db: Db, languageId: number): Promise<Map<string, string>> {
  const classes = await db
    .select({ number: nounClasses.number, plural: nounClasses.pluralNumber })
    .from(nounClasses)
    .where(eq(nounClasses.languageId, languageId));
  return new Map(classes.map((c) => [c.number, c.plural ? `${c.number}/${c.plural}` : c.number]));
}

/**
 * A language's words in dictionary order, as interchange entries, read a page at a time by
 * their place in the order (sort key, then id), never all at once.
 */
export async function* languageEntries(
  db: Db,
  storage: Storage,
  languageId: number,
  options: LanguageEntriesOptions,
): AsyncGenerator<ExportedEntry> {
  const classLabel = await nounClassLabels(db, languageId);
  const pageSize = options.pageSize ?? PAGE_SIZE;
  let after: { sortKey: string; id: number } | null = null;
  for (;;) {
    const page: { id: number; sortKey: string }[] = await db
      .select({ id: localWords.id, sortKey: localWords.sortKey })
      .from(localWords)
      .where(
        and(
          eq(localWords.languageId, languageId),
          eq(localWords.isDeleted, false),
          options.published ? eq(localWords.status, 'approved') : undefined,
          after
            ? or(
                gt(localWords.sortKey, after.sortKey),
                and(eq(localWords.sortKey, after.sortKey), gt(localWords.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(sql`${localWords.sortKey} collate "C"`), asc(localWords.id))
      .limit(pageSize);
    if (page.length === 0) return;
    for (const row of await loadEntries(
      db,
      page.map((p) => p.id),
    )) {
      yield exportedEntry(row, storage, classLabel);
    }
    after = page.at(-1)!;
    if (page.length < pageSize) return;
  }
}

/** A word as an interchange entry, with the storage keys of its recordings. */
export function exportedEntry(
  row: WordEntryRow,
  storage: Storage,
  classLabel: Map<string, string>,
): ExportedEntry {
  const { word } = row;
  const keyOf = (url: string | null) => (url ? storage.fileKeyOf(url) : null);
  const audio = [keyOf(word.audioUrl), keyOf(word.audioUrl2)].filter(
    (key): key is string => key !== null,
  );
  const forms: InterchangeEntry['forms'] = row.forms.map((form) => ({
    kind: form.kind,
    form: form.form,
    pronunciation: form.pronunciation,
    audio: keyOf(form.audioUrl),
  }));
  return {
    audio: [...audio, ...forms.flatMap((form) => (form.audio ? [form.audio] : []))],
    entry: {
      // The id the file it came from gave it, so that file's tool recognises it; else ours.
      sourceId: word.sourceId ?? wordGuid(word.code),
      headword: word.localWord,
      homograph: word.homographNumber,
      partOfSpeech: word.partOfSpeech,
      partOfSpeechOriginal: null,
      nounClass: word.nounClass,
      nounClassLabel: word.nounClass ? (classLabel.get(word.nounClass) ?? word.nounClass) : null,
      pronunciation: word.pronunciation,
      audio,
      forms,
      senses: row.senses.map(({ sense, french, english, examples }) => ({
        frenchWord: french?.word ?? null,
        englishWord: english?.word ?? null,
        frenchDefinition: sense.frenchDefinition,
        englishDefinition: sense.englishDefinition,
        semanticDomain: sense.semanticDomain,
        examples: examples.map((e) => ({
          text: e.text,
          french: e.translation,
          english: e.englishTranslation,
        })),
      })),
      notes: word.notes,
      created: new Date(word.createdAt),
      modified: new Date(word.updatedAt),
    },
  };
}
