/**
 * A source this server cannot read, as users and admins are told (decision 034): users get a
 * translated sentence naming the source in their language; the technical cause (paths, packages,
 * settings) goes to the server log and to admins' diagnostics (`detail`), never into the sentence.
 */
import type { JobNote } from '@server/db/schema/dictionary';
import type { DictionarySource } from '@server/dictionary-sources/source';
import { apiMessage, type ApiMessageKey, type Language } from '@shared/i18n/translate';
import type { DictionarySide, EntryOrigin } from '@shared/schemas/dictionary';
import type { Role } from '@shared/roles';

export interface UnavailableSource {
  title: string;
  side: DictionarySide;
  origin: EntryOrigin;
  /** The technical cause, for the log and admins. */
  detail: string;
}

export const unavailableSource = (
  source: Pick<DictionarySource, 'title' | 'side' | 'origin'>,
  detail: string | null,
): UnavailableSource => ({
  title: source.title,
  side: source.side,
  origin: source.origin,
  detail: detail ?? '',
});

const NAMES: Partial<Record<`${DictionarySide}:${EntryOrigin}`, ApiMessageKey>> = {
  'french:lefff': 'sourceFrenchLefff',
  'french:freedict': 'sourceFrenchFreedict',
  'french:web': 'sourceFrenchWeb',
  'english:wordnet': 'sourceEnglishWordnet',
  'english:freedict': 'sourceEnglishFreedict',
  'english:web': 'sourceEnglishWeb',
};

/** A source's name in the reader's language; its own title when the catalogue has none. */
export function sourceName(
  language: Language,
  side: string | undefined,
  origin: string | undefined,
  title: string,
): string {
  const key = NAMES[`${side}:${origin}` as keyof typeof NAMES];
  return key ? apiMessage(language, key) : title;
}

/** The job note of a source it could not read: the detail is kept for admins, not shown. */
export const unavailableNote = (source: UnavailableSource): JobNote => ({
  key: 'sourceUnavailable',
  params: {
    source: source.title,
    side: source.side,
    origin: source.origin,
    code: 'DICTIONARY_SOURCE_UNAVAILABLE',
    detail: source.detail,
  },
});

/** Who sees the technical detail: admins, who can act on it (install a package, set a path). */
export const seesDiagnostics = (role: Role | undefined) => role === 'admin';
