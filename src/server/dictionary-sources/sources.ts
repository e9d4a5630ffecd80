/**
 * The sources an import may read, per side, in their default order (decision 016): bundled first
 * (WordNet + CMU for English, Lefff for French), then FreeDict's dictd files, then the web sources
 * when DICTIONARY_WEB_ENABLED. Every call builds fresh sources: what they read (the ranking, CMU,
 * Lefff's lemmas, FreeDict's articles) is kept by the instances, and goes when the caller drops
 * them, so a web process holds none of it between imports.
 */
import type {
  DictionarySide,
  DictionarySourceInfo,
  DictionarySourceName,
} from '@shared/schemas/dictionary';
import type { Env } from '../env';
import { FreedictFiles, FreedictSource } from './freedict-source';
import { frenchFrequencyRanking, ligatureSpellings, readFrequencyList } from './french-frequency';
import { defaultLefffFile, LefffSource } from './lefff-source';
import { frenchRankingFrom, once } from './ranking';
import type { DictionarySource } from './source';
import { DictionaryApiSource, WiktionarySource } from './web-sources';
import { wordnetRanking, WordnetSource } from './wordnet-source';

export type SourcesEnv = Pick<
  Env,
  | 'DICTD_DIR'
  | 'DICTIONARY_WEB_ENABLED'
  | 'DICTIONARY_API_URL'
  | 'WIKTIONARY_API_URL'
  | 'SITE_NAME'
  | 'PUBLIC_URL'
>;

export type DictionarySources = Record<DictionarySide, DictionarySource[]>;

/** What the web sources send as User-Agent: who is calling, and where to find them. */
export const webUserAgent = (env: Pick<SourcesEnv, 'SITE_NAME' | 'PUBLIC_URL'>) =>
  `${env.SITE_NAME} dictionary import (Maneno${env.PUBLIC_URL ? `; ${env.PUBLIC_URL}` : ''})`;

/** Every source of both sides, web ones included whether or not they are turned on. */
function buildAll(env: SourcesEnv): DictionarySources {
  const files = new FreedictFiles(env.DICTD_DIR);
  const englishRanking = once(() => wordnetRanking());
  const freedictFrench: FreedictSource = new FreedictSource({
    side: 'french',
    files,
    ranking: () => frenchRanking(),
  });
  // How common a word is first; FreeDict's translations (scored by WordNet) break the ties of the
  // words the frequency list lacks, so those it translates come before the rest.
  const frequencyList = once(() => readFrequencyList());
  const spellings = once(async () => ligatureSpellings(await frequencyList()));
  const frenchRanking = once(async () => {
    const pairs = [];
    for await (const pair of freedictFrench.relations()) pairs.push(pair);
    return [
      await frenchFrequencyRanking(await frequencyList(), defaultLefffFile(), await spellings()),
      // WordNet's counts are read only when there are translations to score.
      pairs.length > 0 ? await frenchRankingFrom(pairs, await englishRanking()) : new Map(),
    ];
  });
  const userAgent = webUserAgent(env);
  return {
    french: [
      new LefffSource({ ranking: frenchRanking, spellings }),
      freedictFrench,
      new WiktionarySource({ baseUrl: env.WIKTIONARY_API_URL, userAgent }),
    ],
    english: [
      new WordnetSource(),
      new FreedictSource({ side: 'english', files, ranking: englishRanking }),
      new DictionaryApiSource({ baseUrl: env.DICTIONARY_API_URL, userAgent }),
    ],
  };
}

/**
 * The sources per side in the default order, web ones only when turned on. Check availability()
 * before reading one: FreeDict's files may be missing, and the import should say so and go on.
 */
export function dictionarySources(env: SourcesEnv): DictionarySources {
  const all = buildAll(env);
  const enabled = (source: DictionarySource) => source.name !== 'web' || env.DICTIONARY_WEB_ENABLED;
  return { french: all.french.filter(enabled), english: all.english.filter(enabled) };
}

/** The sources an import asked for (ImportRequest.sources), in the order it asked. */
export function selectSources(
  sources: readonly DictionarySource[],
  names: readonly DictionarySourceName[] | undefined,
): DictionarySource[] {
  if (!names) return [...sources];
  return names.flatMap((name) => sources.filter((source) => source.name === name));
}

/**
 * Every source of both sides, for the about text and the import form: what it is, its licence,
 * whether this server can read it now, why not as a code the screens translate, and the
 * technical detail (which the routes give admins only).
 */
export async function describeSources(env: SourcesEnv): Promise<DictionarySourceInfo[]> {
  const all = buildAll(env);
  const infos: DictionarySourceInfo[] = [];
  for (const side of ['french', 'english'] as const) {
    for (const source of all[side]) {
      const off = source.name === 'web' && !env.DICTIONARY_WEB_ENABLED;
      const { available, reason } = off
        ? {
            available: false,
            reason: 'off: DICTIONARY_WEB_ENABLED=true turns the web sources on',
          }
        : await source.availability();
      infos.push({
        name: source.name,
        side,
        origin: source.origin,
        title: source.title,
        licence: source.licence,
        available,
        code: available ? null : off ? 'DICTIONARY_SOURCE_OFF' : 'DICTIONARY_SOURCE_UNAVAILABLE',
        detail: available ? null : reason,
      });
    }
  }
  return infos;
}
