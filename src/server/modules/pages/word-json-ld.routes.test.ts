import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { wordSenses } from '@server/db/schema/words';
import {
  buildEnglishWord,
  buildFrenchWord,
  buildLanguage,
  buildWord,
} from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';

const clientDir = mkdtempSync(join(tmpdir(), 'maneno-json-ld-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html lang="fr"><head><title>Maneno</title><!--maneno:head--></head><body><div id="root"></div></body></html>',
);

const BASE = 'https://kamusi.example.org';
const LOCAL_FILE = '/api/audio/files/0b6a2f4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b.webm';
const S3_FILE = 'https://audio.s3.example.org/maneno/1c6a2f4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b.mp3';

type Node = Record<string, unknown>;

/** The word page's JSON-LD graph, parsed from its data block. */
async function graph(get: (url: string) => Promise<{ body: string }>, path: string) {
  const html = (await get(path)).body;
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as { '@context': string; '@graph': Node[] });
  expect(blocks).toHaveLength(1);
  expect(blocks[0]!['@context']).toBe('https://schema.org');
  return blocks[0]!['@graph'];
}

describeWithApp(
  'word pages: structured data',
  (ctx) => {
    const db = () => ctx.database.db;
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });

    it('gives each sense a DefinedTerm in the language’s BCP 47 tag, with the word’s recordings as AudioObjects', async () => {
      const swahili = await buildLanguage(db(), { name: 'Swahili', code: 'swh', isoCode: 'sw' });
      const braise = await buildFrenchWord(db(), { word: 'braise' });
      const ember = await buildEnglishWord(db(), { word: 'ember' }, braise.id);
      const crabe = await buildFrenchWord(db(), { word: 'crabe' });
      const kaa = await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'kaa',
        frenchId: braise.id,
        englishId: ember.id,
        audioUrl: LOCAL_FILE,
        // On S3 a file is reached only through an address that expires: not for crawlers.
        audioUrl2: S3_FILE,
      });
      await db().insert(wordSenses).values({
        localWordId: kaa.id,
        position: 2,
        frenchId: crabe.id,
        frenchDefinition: 'Un crustacé.',
      });

      const terms = await graph(get, '/word/kaa');
      const set = `${BASE}/browse?language=${swahili.id}`;
      // Exactly these fields: the data names no speaker or licence, so none is claimed.
      const audio = {
        '@type': 'AudioObject',
        contentUrl: `${BASE}${LOCAL_FILE}`,
        encodingFormat: 'audio/webm',
        name: 'kaa',
        inLanguage: 'sw',
      };
      expect(terms).toEqual([
        {
          '@type': 'DefinedTerm',
          '@id': `${BASE}/word/kaa#${kaa.code}-1`,
          name: 'kaa',
          termCode: `${kaa.code}-1`,
          url: `${BASE}/word/kaa`,
          description: 'braise / ember',
          inLanguage: 'sw',
          subjectOf: [audio],
          inDefinedTermSet: {
            '@type': 'DefinedTermSet',
            '@id': set,
            name: 'Swahili — Maneno',
            url: set,
            inLanguage: 'sw',
          },
        },
        expect.objectContaining({
          '@id': `${BASE}/word/kaa#${kaa.code}-2`,
          description: 'crabe : Un crustacé.',
          inLanguage: 'sw',
          subjectOf: [audio],
        }),
      ]);
    });

    it('leaves out the language and the recordings a word does not have', async () => {
      const lingala = await buildLanguage(db(), { name: 'Lingala', code: 'lin', isoCode: null });
      const swahili = await buildLanguage(db(), { name: 'Swahili', code: 'swh', isoCode: 'sw' });
      await buildWord(db(), { languageId: lingala.id, localWord: 'mbwa' });
      await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'mbwa',
        audioUrl2: '/api/audio/files/2c6a2f4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b.m4a',
      });
      const [inLingala, inSwahili] = await graph(get, '/word/mbwa');
      expect(inLingala).not.toHaveProperty('inLanguage');
      expect(inLingala).not.toHaveProperty('subjectOf');
      expect(inLingala!.inDefinedTermSet).not.toHaveProperty('inLanguage');
      // The second recording alone, typed by its stored name.
      expect(inSwahili).toMatchObject({
        inLanguage: 'sw',
        subjectOf: [
          {
            '@type': 'AudioObject',
            contentUrl: `${BASE}/api/audio/files/2c6a2f4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b.m4a`,
            encodingFormat: 'audio/mp4',
          },
        ],
      });
    });
  },
  { PUBLIC_URL: BASE },
  { clientDir },
);
