import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { wavTone } from '@server/test/audio-fixtures';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send as sendRequest, type FormBody } from '@server/test/http';
import type { InterchangeEntry } from '@shared/schemas/interchange';
import { csvDocument } from './csv/csv-writer';
import { readCsvEntries } from './csv/csv-reader';
import { languageEntries, wordGuid } from './language-entries';
import { readLift, surveyLift } from './lift/lift-reader';
import { liftDocument } from './lift/lift-writer';
import { createWordThroughApi } from './test-words';

const SCHEMA = new URL('./lift/lift-0.13.rng', import.meta.url).pathname;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'language-entries-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function collect(chunks: AsyncIterable<string>) {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}
const once = (text: string) => () =>
  (async function* () {
    yield text;
  })();

describeWithApp('a language exported as LIFT and CSV', (ctx) => {
  const send = (method: 'POST' | 'PUT', url: string, cookie: string, body?: FormBody | object) =>
    sendRequest(ctx.app, method, url, cookie, body);

  const createWord = (cookie: string, fields: Record<string, unknown>, files?: FormBody['files']) =>
    createWordThroughApi(ctx, cookie, fields, files);

  async function exported(languageId: number, published: boolean) {
    const entries: InterchangeEntry[] = [];
    const audio: string[] = [];
    for await (const item of languageEntries(ctx.database.db, ctx.app.storage, languageId, {
      published,
    })) {
      entries.push(item.entry);
      audio.push(...item.audio);
    }
    return { entries, audio };
  }

  it('writes every word as the API shows it, in dictionary order, valid LIFT that reads back the same', async () => {
    const editor = await ctx.as('editor');
    const language = await buildLanguage(ctx.database.db, { name: 'Kiswahili', code: 'sw' });
    const classes = await send('PUT', `/api/languages/${language.id}/noun-classes`, editor, [
      { number: '1', label: 'm-/mw-', pluralNumber: '2' },
      { number: '2', label: 'wa-' },
      { number: '9', label: 'n-', pluralNumber: '10' },
      { number: '10', label: 'n-' },
    ]);
    expect(classes.statusCode, classes.body).toBe(200);
    const mtoto = await createWord(
      editor,
      {
        languageId: String(language.id),
        localWord: 'mtoto',
        pronunciation: 'm̩toto',
        partOfSpeech: 'noun',
        nounClass: '1',
        notes: 'Pluriel en wa-.',
        senses: [
          {
            frenchWord: 'enfant',
            englishWord: 'child',
            examples: [
              {
                text: 'Mtoto analala.',
                french: "L'enfant dort.",
                english: 'The child is sleeping.',
              },
            ],
          },
        ],
        forms: [{ kind: 'plural', form: 'watoto', pronunciation: 'watoto' }],
      },
      [{ field: 'audio1', name: 'mtoto.wav', type: 'audio/wav', data: wavTone() }],
    );
    await createWord(editor, {
      languageId: String(language.id),
      localWord: 'mbwa',
      partOfSpeech: 'noun',
      nounClass: '9',
      senses: [
        {
          frenchWord: 'chien',
          englishWord: 'dog',
          englishDefinition: 'a domestic animal that barks',
        },
      ],
    });
    await createWord(editor, {
      languageId: String(language.id),
      localWord: 'kaa',
      partOfSpeech: 'verb',
      senses: [
        { frenchWord: "s'asseoir", englishWord: 'sit' },
        { frenchWord: 'habiter', englishWord: 'live', semanticDomain: '7.1.2 Sit' },
      ],
    });
    // A contributor's word waits for moderation: staff export it, visitors' export does not.
    const contributor = await ctx.as('contributor');
    await createWord(contributor, {
      languageId: String(language.id),
      localWord: 'paka',
      senses: [{ frenchWord: 'chat', englishWord: 'cat' }],
    });

    const staff = await exported(language.id, false);
    expect(staff.entries.map((e) => e.headword)).toEqual(['kaa', 'mbwa', 'mtoto', 'paka']);
    const published = await exported(language.id, true);
    expect(published.entries.map((e) => e.headword)).toEqual(['kaa', 'mbwa', 'mtoto']);

    const child = staff.entries[2]!;
    const recording = ctx.app.storage.fileKeyOf(mtoto.localWord.audioUrl!)!;
    expect(child).toMatchObject({
      sourceId: wordGuid(mtoto.localWord.code),
      nounClass: '1',
      nounClassLabel: '1/2',
      pronunciation: 'm̩toto',
      audio: [recording],
      forms: [{ kind: 'plural', form: 'watoto', pronunciation: 'watoto', audio: null }],
      notes: 'Pluriel en wa-.',
    });
    // The archive's paths are the storage's keys: what the export packs, the import finds.
    expect(recording).toMatch(/^audio\//);
    expect(staff.audio).toEqual([recording]);

    const document = await collect(
      liftDocument(staff.entries as never, { headwordLang: 'sw', producer: 'Maneno' }),
    );
    const file = join(folder, 'swahili.lift');
    await writeFile(file, document);
    await promisify(execFile)('xmllint', ['--noout', '--relaxng', SCHEMA, file]);

    const survey = await surveyLift(once(document), { languageCode: 'sw', sampleSize: 0 });
    const again: InterchangeEntry[] = [];
    for await (const mapped of readLift(once(document), survey.headwordLang, survey.headwords))
      again.push(mapped.entry!);
    const kept = (entry: InterchangeEntry) => {
      const {
        nounClassLabel: _l,
        created: _c,
        modified: _m,
        ...rest
      } = entry as InterchangeEntry & {
        nounClassLabel?: unknown;
        created?: unknown;
        modified?: unknown;
      };
      return rest;
    };
    expect(again).toEqual(staff.entries.map(kept));

    // CSV carries the same words, forms by spelling.
    const csv = await collect(csvDocument(staff.entries));
    const rows = [];
    for await (const read of readCsvEntries(once(csv)())) rows.push(read.entry!);
    expect(rows.map((e) => [e.headword, e.sourceId, e.nounClass, e.senses.length])).toEqual([
      ['kaa', staff.entries[0]!.sourceId, null, 2],
      ['mbwa', staff.entries[1]!.sourceId, '9', 1],
      ['mtoto', staff.entries[2]!.sourceId, '1', 1],
      ['paka', staff.entries[3]!.sourceId, null, 1],
    ]);
  });

  it('reads a language page by page, each word once and in order, homographs included', async () => {
    const language = await buildLanguage(ctx.database.db, { name: 'Lingala', code: 'ln' });
    const editor = await ctx.as('editor');
    const words: [string, string, string, number | null][] = [
      ['moko', 'un', 'one', 1],
      ['mibale', 'deux', 'two', null],
      ['moko', 'quelque', 'some', 2],
      ['misato', 'trois', 'three', null],
      ['mai', 'eau', 'water', null],
    ];
    for (const [localWord, frenchWord, englishWord, homograph] of words)
      await createWord(editor, {
        languageId: String(language.id),
        localWord,
        ...(homograph ? { homographNumber: String(homograph) } : {}),
        senses: [{ frenchWord, englishWord }],
      });
    const read = async (pageSize: number) => {
      const out: string[] = [];
      for await (const { entry } of languageEntries(ctx.database.db, ctx.app.storage, language.id, {
        published: false,
        pageSize,
      }))
        out.push(`${entry.headword}${entry.homograph ?? ''}`);
      return out;
    };
    const order = ['mai', 'mibale', 'misato', 'moko1', 'moko2'];
    // Pages of 2 end between the two homographs, which share a sort key.
    expect(await read(2)).toEqual(order);
    expect(await read(4)).toEqual(order);
    expect(await read(500)).toEqual(order);
  });
});
