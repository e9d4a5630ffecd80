import { apiMessage, isApiMessageKey, type Language } from '@shared/i18n/translate';
import type { DictionaryWord, EquivalenceGroup, JobStatus } from '@shared/schemas/dictionary';
import type { DictionarySearchHit } from '@shared/schemas/words';
import type { DictionaryJobRow } from './dictionary-jobs.repository';
import type { DictionaryHitRow } from './dictionary-search.repository';
import type { DictionaryWordRow, LocalEquivalentRow } from './dictionary-word.repository';
import type { GroupKey, GroupWordRow } from './equivalences.repository';
import { sourceName } from './source-problems';

export const presentDictionaryHit = (row: DictionaryHitRow): DictionarySearchHit => ({
  id: row.id,
  word: row.word,
  definition: row.definition,
  partOfSpeech: row.partOfSpeech,
  pronunciation: row.pronunciation,
  equivalent:
    row.equivalentId === null
      ? null
      : {
          id: Number(row.equivalentId),
          word: row.equivalentWord ?? '',
          definition: row.equivalentDefinition,
        },
});

/** A note's message: a missing source is named in the reader's language. */
function noteMessage(note: DictionaryJobRow['notes'][number], language: Language) {
  if (!isApiMessageKey(note.key)) return [];
  const params = { ...note.params };
  if (note.key === 'sourceUnavailable' && params.source !== undefined)
    params.source = sourceName(
      language,
      String(params.side),
      String(params.origin),
      String(params.source),
    );
  return [apiMessage(language, note.key, params)];
}

/**
 * The status of a job, as the screens poll it; an idle one when there has been none. With
 * `diagnostics` (admins), the technical causes behind its messages as `detail`.
 */
export function presentJobStatus(
  row: DictionaryJobRow | null,
  language: Language,
  diagnostics = false,
): JobStatus {
  if (!row) {
    return {
      isImporting: false,
      imported: 0,
      total: 0,
      errors: 0,
      currentWord: null,
      relationsCreated: 0,
      updatedCount: 0,
      wordsAdded: 0,
      jobId: null,
      kind: null,
      state: null,
      startedAt: null,
      finishedAt: null,
      message: null,
    };
  }
  // Each message once: a job retried several times is 'resumed' each time.
  const notes = [...new Set(row.notes.flatMap((note) => noteMessage(note, language)))];
  // Older rows kept a missing source's cause as `reason`; a failed job's raw error is `message`.
  const details = [
    ...new Set(
      row.notes.flatMap((note) => {
        const detail = note.params?.detail ?? note.params?.reason;
        return detail ? [`${note.params?.source ?? ''}: ${detail}`] : [];
      }),
    ),
    ...(row.message ? [row.message] : []),
  ];
  return {
    isImporting: row.state === 'queued' || row.state === 'running',
    imported: row.imported,
    total: row.total,
    errors: row.errors,
    currentWord: row.currentWord,
    relationsCreated: row.relationsCreated,
    updatedCount: row.updatedCount,
    wordsAdded: row.wordsAdded,
    jobId: row.id,
    kind: row.kind,
    state: row.state,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    message: notes.length > 0 ? notes.join(' ') : null,
    ...(diagnostics ? { detail: details.length > 0 ? details.join('\n') : null } : {}),
  };
}

export function presentDictionaryWord(
  row: DictionaryWordRow,
  locals: LocalEquivalentRow[],
): DictionaryWord {
  return {
    id: row.id,
    word: row.word,
    definition: row.definition,
    partOfSpeech: row.partOfSpeech,
    pronunciation: row.pronunciation,
    source: 'db',
    origin: row.origin,
    gender: row.gender,
    fallbackDefinition:
      row.fallbackDefinition === null ? null : { text: row.fallbackDefinition, language: 'en' },
    equivalent:
      row.equivalentId === null
        ? null
        : {
            id: Number(row.equivalentId),
            word: row.equivalentWord ?? '',
            definition: row.equivalentDefinition,
          },
    localEquivalents: locals.map((l) => ({
      id: Number(l.id),
      word: l.word,
      language: l.language,
      languageIsoCode: l.languageIsoCode,
      notes: l.notes,
      expressions: typeof l.expressions === 'string' ? JSON.parse(l.expressions) : l.expressions,
      locality: l.locality,
      pronunciation: l.pronunciation,
    })),
    localEquivalentsCount: Number(locals[0]?.total ?? 0),
  };
}

/** Groups in page order, each with its local words (already in language, spelling order). */
export function presentEquivalenceGroups(
  keys: GroupKey[],
  rows: GroupWordRow[],
): EquivalenceGroup[] {
  const keyOf = (k: GroupKey) => `${k.fid ?? ''}:${k.eid ?? ''}`;
  const byKey = new Map<string, GroupWordRow[]>();
  for (const row of rows) {
    const key = keyOf({
      fid: row.fid === null ? null : Number(row.fid),
      eid: row.eid === null ? null : Number(row.eid),
    });
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return keys.map((k) => {
    const words = byKey.get(keyOf(k)) ?? [];
    const first = words[0];
    return {
      french: k.fid === null ? null : { id: k.fid, word: first?.fword ?? '' },
      english: k.eid === null ? null : { id: k.eid, word: first?.eword ?? '' },
      localWords: words.map((w) => ({
        id: Number(w.id),
        word: w.word,
        languageId: Number(w.languageId),
        language: w.language,
        languageIsoCode: w.languageIsoCode,
      })),
      languagesCount: new Set(words.map((w) => Number(w.languageId))).size,
    };
  });
}
