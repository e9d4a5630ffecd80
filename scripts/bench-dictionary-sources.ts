/**
 * How long each offline dictionary source takes to stream everything it has, and its peak memory
 * (decision 016). Each source runs in a fresh process, so the peak (maxRSS) is its own, baseline
 * included; the baseline line is a process that only loads the modules.
 *
 *   npx tsx scripts/bench-dictionary-sources.ts            all of them, one after the other
 *   npx tsx scripts/bench-dictionary-sources.ts wordnet    one (wordnet, lefff, freedict-french,
 *                                                          freedict-english, baseline)
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseEnv } from '../src/server/env';
import { dictionarySources } from '../src/server/dictionary-sources/sources';
import type { DictionarySource } from '../src/server/dictionary-sources/source';

const NAMES = ['baseline', 'wordnet', 'lefff', 'freedict-french', 'freedict-english'] as const;
type Name = (typeof NAMES)[number];

function pick(name: Exclude<Name, 'baseline'>): DictionarySource {
  const { french, english } = dictionarySources(parseEnv());
  const source = {
    wordnet: english[0],
    lefff: french[0],
    'freedict-french': french[1],
    'freedict-english': english[1],
  }[name];
  if (!source) throw new Error(`no ${name} source`);
  return source;
}

async function measure(name: Name) {
  const started = performance.now();
  let entries = 0;
  let relations = 0;
  let withPronunciation = 0;
  let withDefinition = 0;
  if (name !== 'baseline') {
    const source = pick(name);
    const { available, reason } = await source.availability();
    if (!available) throw new Error(reason ?? `${name} unavailable`);
    for await (const entry of source.entries()) {
      entries += 1;
      if (entry.pronunciation) withPronunciation += 1;
      if (entry.definition) withDefinition += 1;
    }
    if (source.relations && name === 'freedict-french')
      for await (const _relation of source.relations()) relations += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({
      name,
      entries,
      relations,
      withPronunciation,
      withDefinition,
      seconds,
      peakMb,
    }),
  );
}

const only = process.argv[2] as Name | undefined;
if (only) {
  if (!NAMES.includes(only)) throw new Error(`one of ${NAMES.join(', ')}`);
  await measure(only);
} else {
  const self = fileURLToPath(import.meta.url);
  console.log('source            entries  relations  with IPA  with def.   seconds  peak RSS');
  for (const name of NAMES) {
    const output = execFileSync(process.execPath, [...process.execArgv, self, name], {
      encoding: 'utf8',
    });
    const r = JSON.parse(output.trim().split('\n').pop() ?? '{}');
    console.log(
      `${r.name.padEnd(16)} ${String(r.entries).padStart(8)} ${String(r.relations).padStart(10)} ${String(r.withPronunciation).padStart(9)} ${String(r.withDefinition).padStart(10)} ${r.seconds.toFixed(2).padStart(9)} ${`${Math.round(r.peakMb)} MB`.padStart(9)}`,
    );
  }
}
