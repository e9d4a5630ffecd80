/**
 * The sources this app reads the reference dictionary from, per side and in import order, and
 * what the about text says of them. Built from the environment by default; tests pass their own
 * (buildApp's `dictionarySources` option).
 */
import { describeSources, dictionarySources } from '@server/dictionary-sources/sources';
import type { DictionarySource } from '@server/dictionary-sources/source';
import type { Env } from '@server/env';
import type {
  DictionarySide,
  DictionarySourceInfo,
  DictionarySourceName,
} from '@shared/schemas/dictionary';

export interface DictionarySourceSet {
  french: DictionarySource[];
  english: DictionarySource[];
  /** Every source this server knows of, available or not (GET /api/dictionary/sources). */
  describe(): Promise<DictionarySourceInfo[]>;
}

/**
 * The environment's sources, built on first use: an app that never imports (most test files,
 * a server nobody asks to) never opens their files.
 */
export function sourceSetFromEnv(env: Env): DictionarySourceSet {
  let built: ReturnType<typeof dictionarySources> | undefined;
  const sources = () => (built ??= dictionarySources(env));
  return {
    get french() {
      return sources().french;
    },
    get english() {
      return sources().english;
    },
    describe: () => describeSources(env),
  };
}

/** The description of given sources, checking each one's availability (tests, fallbacks). */
export async function describeSourceList(
  sources: DictionarySource[],
): Promise<DictionarySourceInfo[]> {
  return Promise.all(
    sources.map(async (s) => {
      const { available, reason } = await s.availability();
      return {
        name: s.name,
        side: s.side,
        origin: s.origin,
        title: s.title,
        licence: s.licence,
        available,
        code: available ? null : ('DICTIONARY_SOURCE_UNAVAILABLE' as const),
        detail: available ? null : reason,
      };
    }),
  );
}

/**
 * The sources an import of one side reads, in order: those named (in the order named), or by
 * default every offline one (the web sources are opt-in: they pace requests at 1 s a word).
 */
export function selectSources(
  set: DictionarySourceSet,
  side: DictionarySide,
  names?: DictionarySourceName[],
): DictionarySource[] {
  const all = set[side];
  if (!names) return all.filter((s) => s.name !== 'web');
  return names.flatMap((name) => all.filter((s) => s.name === name));
}

/** Sources that list translation pairs, of both sides, optionally only those named. */
export function relationSources(
  set: DictionarySourceSet,
  names?: DictionarySourceName[],
): DictionarySource[] {
  return [...set.french, ...set.english].filter(
    (s) => typeof s.relations === 'function' && (!names || names.includes(s.name)),
  );
}
