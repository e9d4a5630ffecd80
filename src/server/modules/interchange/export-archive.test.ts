import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mp3Frames, wavTone } from '@server/test/audio-fixtures';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp, type TestContext } from '@server/test/harness';
import type { InterchangeEntry } from '@shared/schemas/interchange';
import { openInterchangeArchive } from './archive';
import { readCsvEntries } from './csv/csv-reader';
import { exportArchive } from './export-archive';
import { jsonDocument } from './json-writer';
import { languageEntries } from './language-entries';
import { readLift, surveyLift } from './lift/lift-reader';
import { createWordThroughApi } from './test-words';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'export-archive-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const LICENCE = 'Kiswahili — CC BY-SA 4.0 — https://creativecommons.org/licenses/by-sa/4.0/';

/** Two Swahili words, one with two recordings and a plural with its own. */
async function swahili(ctx: TestContext) {
  const editor = await ctx.as('editor');
  const language = await buildLanguage(ctx.database.db, { name: 'Kiswahili', code: 'sw' });
  const mtoto = await createWordThroughApi(
    ctx,
    editor,
    {
      languageId: String(language.id),
      localWord: 'mtoto',
      senses: [{ frenchWord: 'enfant', englishWord: 'child' }],
      forms: [{ kind: 'plural', form: 'watoto' }],
    },
    [
      { field: 'audio1', name: 'mtoto.wav', type: 'audio/wav', data: wavTone(0.1, 440) },
      { field: 'audio2', name: 'mtoto-2.mp3', type: 'audio/mpeg', data: mp3Frames(4) },
      { field: 'formAudio1', name: 'plural.wav', type: 'audio/wav', data: wavTone(0.1, 330) },
    ],
  );
  await createWordThroughApi(ctx, editor, {
    languageId: String(language.id),
    localWord: 'maji',
    senses: [{ frenchWord: 'eau', englishWord: 'water' }],
  });
  return { language, mtoto };
}

async function archiveOf(ctx: TestContext, languageId: number, format: 'lift' | 'csv') {
  const path = join(folder, `${format}-${Math.random().toString(36).slice(2)}.zip`);
  await pipeline(
    exportArchive(
      languageEntries(ctx.database.db, ctx.app.storage, languageId, { published: true }),
      ctx.app.storage,
      {
        format,
        baseName: 'kiswahili',
        lift: { headwordLang: 'sw', producer: 'Maneno' },
        licenceText: LICENCE,
      },
    ),
    createWriteStream(path),
  );
  return openInterchangeArchive(path, format);
}

describeWithApp('a language exported as a zip with its recordings', (ctx) => {
  it('packs the LIFT document, every recording under audio/ and the licence, as the import reads them', async () => {
    const { language, mtoto } = await swahili(ctx);
    const archive = await archiveOf(ctx, language.id, 'lift');
    expect(archive.documentName).toBe('kiswahili.lift');
    const urls = [mtoto.localWord.audioUrl, mtoto.localWord.audioUrl2, mtoto.forms[0]!.audioUrl];
    const keys = urls.map((url) => ctx.app.storage.fileKeyOf(url!)!);
    expect([...archive.files.keys()].sort()).toEqual(['LICENCE.txt', ...keys].sort());
    expect(await text(await archive.openFile('LICENCE.txt'))).toBe(LICENCE);
    for (const key of keys) {
      const stored = await ctx.app.storage.read(key);
      expect(await buffer(await archive.openFile(key))).toEqual(await buffer(stored!.stream));
    }

    const survey = await surveyLift(() => archiveDocument(archive), {
      languageCode: 'sw',
      sampleSize: 5,
    });
    // Every recording the document names is in the archive.
    expect([...survey.audio].sort()).toEqual([...keys].sort());
    const read: InterchangeEntry[] = [];
    for await (const m of readLift(() => archiveDocument(archive), 'sw', survey.headwords))
      read.push(m.entry!);
    expect(read.map((e) => [e.headword, e.audio.length, e.forms[0]?.audio ?? null])).toEqual([
      ['maji', 0, null],
      ['mtoto', 2, keys[2]],
    ]);
    archive.close();
  });

  it('writes CSV in the same archive shape, and leaves out a recording the storage lost', async () => {
    const { language, mtoto } = await swahili(ctx);
    const lost = ctx.app.storage.fileKeyOf(mtoto.localWord.audioUrl2!)!;
    await ctx.app.storage.remove(mtoto.localWord.audioUrl2!);
    const archive = await archiveOf(ctx, language.id, 'csv');
    expect(archive.documentName).toBe('kiswahili.csv');
    expect(archive.files.has(lost)).toBe(false);
    expect(archive.files.size).toBe(3);
    const entries: InterchangeEntry[] = [];
    for await (const read of readCsvEntries(archiveDocument(archive))) entries.push(read.entry!);
    // The document still names it: an import reports it missing rather than losing it silently.
    expect(entries[1]!.audio).toContain(lost);
    archive.close();
  });

  it('writes JSON as one document, entries in dictionary order', async () => {
    const { language } = await swahili(ctx);
    let json = '';
    const entries = (async function* () {
      for await (const item of languageEntries(ctx.database.db, ctx.app.storage, language.id, {
        published: true,
      }))
        yield item.entry;
    })();
    for await (const chunk of jsonDocument(
      {
        language: { name: 'Kiswahili', code: 'sw' },
        licence: { id: 'CC-BY-SA-4.0', name: 'CC BY-SA 4.0', url: null, attribution: null },
        exportedAt: '2026-11-26T00:00:00Z',
        producer: 'Maneno',
      },
      entries,
    ))
      json += chunk;
    const parsed = JSON.parse(json) as { language: object; entries: InterchangeEntry[] };
    expect(parsed.language).toEqual({ name: 'Kiswahili', code: 'sw' });
    expect(parsed.entries.map((e) => e.headword)).toEqual(['maji', 'mtoto']);
  });
});

/** The archive's document as the readers take it. */
async function* archiveDocument(archive: Awaited<ReturnType<typeof openInterchangeArchive>>) {
  for await (const chunk of await archive.openDocument()) yield chunk as Buffer;
}
