import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import type { SourceEntry } from './source';
import { describeSources, dictionarySources, selectSources, webUserAgent } from './sources';

const env = parseEnv({ DICTD_DIR: process.env.DICTD_DIR });

async function first(entries: AsyncIterable<SourceEntry>, count: number): Promise<SourceEntry[]> {
  const taken: SourceEntry[] = [];
  for await (const entry of entries) {
    taken.push(entry);
    if (taken.length === count) break;
  }
  return taken;
}

describe('dictionarySources', () => {
  it('gives bundled, then dictd, and the web only when turned on', () => {
    const offline = dictionarySources(env);
    expect(offline.french.map((s) => `${s.name}:${s.origin}`)).toEqual([
      'bundled:lefff',
      'dictd:freedict',
    ]);
    expect(offline.english.map((s) => `${s.name}:${s.origin}`)).toEqual([
      'bundled:wordnet',
      'dictd:freedict',
    ]);
    const online = dictionarySources({ ...env, DICTIONARY_WEB_ENABLED: true });
    expect(online.french.map((s) => s.name)).toEqual(['bundled', 'dictd', 'web']);
    expect(online.english.map((s) => s.name)).toEqual(['bundled', 'dictd', 'web']);
    expect([...online.french, ...online.english].every((s) => s.side)).toBe(true);
    expect(online.french.every((s) => s.side === 'french')).toBe(true);
    expect(online.english.every((s) => s.side === 'english')).toBe(true);
  });

  it('picks the sources an import asks for, in its order', () => {
    const { french } = dictionarySources({ ...env, DICTIONARY_WEB_ENABLED: true });
    expect(selectSources(french, ['dictd', 'bundled']).map((s) => s.name)).toEqual([
      'dictd',
      'bundled',
    ]);
    expect(selectSources(french, undefined)).toEqual(french);
    expect(selectSources(dictionarySources(env).french, ['web'])).toEqual([]);
  });

  it('starts a French import with common words: the subtitles frequency list, by lemma', async () => {
    const [lefff, freedict] = dictionarySources(env).french;
    const words = (await first(lefff!.entries(), 100)).map((e) => e.word);
    expect(words).toEqual(expect.arrayContaining(['être', 'avoir', 'temps', 'faire', 'dire']));
    expect(words).not.toContain('abaisser');
    const freedictWords = (await first(freedict!.entries(), 100)).map((e) => e.word);
    expect(freedictWords).toEqual(expect.arrayContaining(['être', 'avoir', 'temps']));
  });

  it('starts an English import with common words', async () => {
    const [wordnet, freedict] = dictionarySources(env).english;
    const words = (await first(wordnet!.entries(), 100)).map((e) => e.word);
    expect(words).toEqual(expect.arrayContaining(['be', 'have', 'time']));
    const freedictWords = (await first(freedict!.entries(), 100)).map((e) => e.word);
    // eng-fra has no 'be'.
    expect(freedictWords).toEqual(expect.arrayContaining(['have', 'time', 'say']));
  });

  it('without dictd files, French entries still come most common first', async () => {
    const [lefff] = dictionarySources({ ...env, DICTD_DIR: '/nonexistent/dictd' }).french;
    const entries = await first(lefff!.entries(), 100);
    expect(entries.slice(0, 4).map((e) => `${e.word} ${e.partOfSpeech}`)).toEqual([
      'un déterminant',
      'de préposition',
      'le déterminant',
      'être verbe',
    ]);
    expect(entries.map((e) => e.word)).toEqual(
      expect.arrayContaining(['avoir', 'faire', 'temps', 'homme', 'femme', 'vie']),
    );
    expect(entries.map((e) => e.word)).not.toContain('à bon marché');
  });
});

describe('describeSources', () => {
  it('names every source with its licence and availability', async () => {
    const infos = await describeSources({ ...env, PUBLIC_URL: 'https://maneno.example.org' });
    expect(infos.map((i) => `${i.side} ${i.name} ${i.available}`)).toEqual([
      'french bundled true',
      'french dictd true',
      'french web false',
      'english bundled true',
      'english dictd true',
      'english web false',
    ]);
    expect(infos.find((i) => i.side === 'french' && i.name === 'bundled')?.licence).toMatch(
      /LGPL-LR/,
    );
    expect(infos.find((i) => i.side === 'english' && i.name === 'bundled')?.licence).toMatch(
      /WordNet 3\.1 licence.*BSD-2-Clause/,
    );
    expect(infos.find((i) => i.name === 'dictd')?.licence).toBe('GPL-2.0-or-later (FreeDict)');
    expect(infos.find((i) => i.name === 'web')).toMatchObject({
      available: false,
      code: 'DICTIONARY_SOURCE_OFF',
      detail: expect.stringMatching(/DICTIONARY_WEB_ENABLED=true/),
    });
  });

  it('says where the dictd files were looked for', async () => {
    const infos = await describeSources({
      ...env,
      DICTD_DIR: '/nonexistent/dictd',
      DICTIONARY_WEB_ENABLED: true,
    });
    const dictd = infos.filter((i) => i.name === 'dictd');
    expect(dictd.map((i) => i.available)).toEqual([false, false]);
    expect(dictd[0]).toMatchObject({
      code: 'DICTIONARY_SOURCE_UNAVAILABLE',
      detail: expect.stringMatching(/^FreeDict dictd files not found in \/nonexistent\/dictd: /),
    });
    expect(infos.filter((i) => i.name === 'web').map((i) => i.available)).toEqual([true, true]);
  });

  it('tells the web services who calls', () => {
    expect(webUserAgent({ SITE_NAME: 'Maneno', PUBLIC_URL: undefined })).toBe(
      'Maneno dictionary import (Maneno)',
    );
    expect(webUserAgent({ SITE_NAME: 'Kamusi', PUBLIC_URL: 'https://kamusi.example.org' })).toBe(
      'Kamusi dictionary import (Maneno; https://kamusi.example.org)',
    );
  });
});
