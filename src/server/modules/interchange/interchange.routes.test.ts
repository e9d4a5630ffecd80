import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { mp3Frames, wavTone } from '@server/test/audio-fixtures';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { InterchangeJob } from '@shared/schemas/interchange';
import type { PaginatedWords, WordEntry } from '@shared/schemas/words';
import { createWordThroughApi } from './test-words';
import { importPreview, preview, reportOf, sendPreview, waitForJob, zipOf } from './test-imports';

const FIXTURE = new URL('./lift/fixtures/flex-swahili.lift', import.meta.url);

/** The FLEx fixture with its recordings, as FLEx's "LIFT with media" export zips it. */
async function flexZip() {
  return zipOf({
    'swahili/swahili.lift': await readFile(FIXTURE),
    'swahili/audio/636912-mbwa.wav': wavTone(0.2),
    'swahili/audio/mtoto.mp3': mp3Frames(4),
  });
}

describeWithApp('importing LIFT and CSV files', (ctx) => {
  async function swahili() {
    const editor = await ctx.as('editor');
    const language = await buildLanguage(ctx.database.db, { name: 'Kiswahili', code: 'sw' });
    const classes = await send(
      ctx.app,
      'PUT',
      `/api/languages/${language.id}/noun-classes`,
      editor,
      [
        { number: '1', label: 'm-/mw-', pluralNumber: '2' },
        { number: '2', label: 'wa-' },
        { number: '7', label: 'ki-', pluralNumber: '8' },
        { number: '8', label: 'vi-' },
        { number: '9', label: 'n-', pluralNumber: '10' },
        { number: '10', label: 'n-' },
      ],
    );
    expect(classes.statusCode, classes.body).toBe(200);
    return { editor, language };
  }

  async function wordsOf(cookie: string, languageId: number): Promise<WordEntry[]> {
    const res = await send(
      ctx.app,
      'GET',
      `/api/words/paginated?languageId=${languageId}&limit=100`,
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaginatedWords>().data;
  }

  async function uploads() {
    const keys: string[] = [];
    for await (const file of ctx.app.workFiles.list('imports')) keys.push(file.key);
    return keys.sort();
  }

  async function importFlex() {
    const { editor, language } = await swahili();
    const shown = await preview(
      ctx,
      editor,
      { name: 'swahili.zip', data: await flexZip() },
      language.id,
      'lift',
    );
    return { editor, language, shown };
  }

  it('previews a FLEx zip without writing a word: counts, writing systems, recordings, sample', async () => {
    const { editor, language, shown } = await importFlex();
    expect(shown).toMatchObject({
      format: 'lift',
      fileName: 'swahili.zip',
      languageId: language.id,
      entries: 11,
      senses: 11,
      audioFound: 2,
      audioMissing: 0,
      headwordLanguage: 'sw',
      conflicts: 0,
      matched: 0,
    });
    expect(shown.writingSystems[0]).toEqual({ lang: 'sw', entries: 10 });
    expect(shown.sample).toHaveLength(11);
    const mbwa = shown.sample.find((s) => s.entry?.headword === 'mbwa')!;
    expect(mbwa.entry).toMatchObject({
      nounClass: '9',
      partOfSpeech: 'noun',
      audio: ['audio/636912-mbwa.wav'],
    });
    const codes = shown.warnings.map((w) => w.code);
    expect(codes).toEqual(expect.arrayContaining(['deletedEntrySkipped', 'noHeadword']));
    // Class 6 is readable, but the language has no such class: the warning says which it is.
    expect(shown.warnings).toContainEqual({ code: 'nounClassUnknown', entry: 'maji', detail: '6' });
    // The sample shows maji as it will be saved: without the class, which its notes keep.
    const maji = shown.sample.find((s) => s.entry?.headword === 'maji')!.entry!;
    expect(maji.nounClass).toBeNull();
    expect(maji.notes).toContain('Noun class: 6');
    expect(shown.warningsTotal).toBe(shown.warnings.length);
    expect(await wordsOf(editor, language.id)).toEqual([]);
  });

  it('imports as a job: words with senses, plurals, noun classes, IPA and recordings, and a report', async () => {
    const before = await uploads();
    const { editor, language, shown } = await importFlex();
    expect((await uploads()).length).toBe(before.length + 1);
    const job = await importPreview(ctx, editor, shown.previewId);
    expect(job).toMatchObject({
      status: 'completed',
      processed: 11,
      total: 11,
      created: 9,
      updated: 0,
      skipped: 2,
      message: null,
    });
    const words = await wordsOf(editor, language.id);
    expect(words.map((w) => w.localWord.localWord).sort()).toEqual(
      ['kaa', 'kaa', 'kitabu', 'maji', 'mbwa', 'moja', 'mtoto', 'na', 'vitabu'].sort(),
    );
    const mtoto = words.find((w) => w.localWord.localWord === 'mtoto')!;
    expect(mtoto.localWord).toMatchObject({ nounClass: '1', status: 'approved' });
    expect(mtoto.localWord.audioUrl).toBeTruthy();
    expect(mtoto.forms?.map((f) => [f.kind, f.form])).toEqual([['plural', 'watoto']]);
    const played = await send(ctx.app, 'GET', mtoto.localWord.audioUrl!, editor);
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(mp3Frames(4))).toBe(true);

    const report = await reportOf(ctx, editor, job);
    expect(report[0]).toEqual(['entry', 'headword', 'id', 'action', 'word_code', 'warnings']);
    expect(report).toHaveLength(12);
    const byHeadword = new Map(report.slice(1).map((line) => [line[1], line]));
    expect(byHeadword.get('mbwa')?.[3]).toBe('created');
    expect(byHeadword.get('mbwa')?.[2]).toBe('6f1c2a4e-1b0d-4c55-9a51-3e2f8d1c0a01');
    expect(byHeadword.get('mbwa')?.[4]).toMatch(/^sw/iu);
    // A class the language does not have: dropped from the word, kept in its notes, reported.
    expect(byHeadword.get('maji')?.[5]).toContain('nounClassUnknown: 6');
    const maji = words.find((w) => w.localWord.localWord === 'maji')!;
    expect(maji.localWord.nounClass).toBeNull();
    expect(maji.localWord.notes).toContain('Noun class: 6');
    expect(report.filter((line) => line[3] === 'skipped').map((line) => line[5])).toEqual([
      expect.stringContaining('deletedEntrySkipped'),
      expect.stringContaining('noHeadword'),
    ]);
    // The upload goes once the job has ended.
    await vi.waitFor(async () => expect(await uploads()).toEqual(before));
  });

  it('adds and changes nothing when the same file is imported again', async () => {
    const { editor, language, shown } = await importFlex();
    await importPreview(ctx, editor, shown.previewId);
    const before = await wordsOf(editor, language.id);
    const again = await preview(
      ctx,
      editor,
      { name: 'swahili.zip', data: await flexZip() },
      language.id,
      'lift',
    );
    expect(again).toMatchObject({ matched: 9, conflicts: 0 });
    const job = await importPreview(ctx, editor, again.previewId);
    expect(job).toMatchObject({ status: 'completed', created: 0, updated: 0, skipped: 11 });
    const after = await wordsOf(editor, language.id);
    expect(after.map((w) => [w.localWord.id, w.localWord.version, w.localWord.audioUrl])).toEqual(
      before.map((w) => [w.localWord.id, w.localWord.version, w.localWord.audioUrl]),
    );
    const report = await reportOf(ctx, editor, job);
    expect(new Set(report.slice(1).map((line) => line[3]))).toEqual(
      new Set(['unchanged', 'skipped']),
    );
  });

  it('updates the word an entry id names when the file changed it', async () => {
    const { editor, language, shown } = await importFlex();
    await importPreview(ctx, editor, shown.previewId);
    const changed = (await readFile(FIXTURE, 'utf8')).replace(
      '<gloss lang="fr"><text>chien</text></gloss>',
      '<gloss lang="fr"><text>chien domestique</text></gloss>',
    );
    const again = await preview(
      ctx,
      editor,
      { name: 'swahili.lift', data: Buffer.from(changed) },
      language.id,
      'lift',
    );
    const job = await importPreview(ctx, editor, again.previewId);
    expect(job).toMatchObject({ created: 0, updated: 1 });
    const mbwa = (await wordsOf(editor, language.id)).find(
      (w) => w.localWord.localWord === 'mbwa',
    )!;
    expect(mbwa.senses?.[0]?.frenchWord?.word).toBe('chien domestique');
    // A file without its recordings leaves the word's recording as it was.
    expect(mbwa.localWord.audioUrl).toBeTruthy();
  });

  describe('a word of the same spelling under another id', () => {
    async function withOwnMbwa() {
      const { editor, language } = await swahili();
      const own = await createWordThroughApi(ctx, editor, {
        languageId: String(language.id),
        localWord: 'mbwa',
        senses: [{ frenchWord: 'chien', englishWord: 'dog' }],
      });
      const shown = await preview(
        ctx,
        editor,
        { name: 'swahili.zip', data: await flexZip() },
        language.id,
        'lift',
      );
      expect(shown.conflicts).toBe(1);
      return { editor, language, own, shown };
    }

    it('is kept as it is by default, and the report says so', async () => {
      const { editor, language, own, shown } = await withOwnMbwa();
      const job = await importPreview(ctx, editor, shown.previewId);
      expect(job).toMatchObject({ created: 8, skipped: 3 });
      const mbwas = (await wordsOf(editor, language.id)).filter(
        (w) => w.localWord.localWord === 'mbwa',
      );
      expect(mbwas.map((w) => [w.localWord.id, w.localWord.audioUrl])).toEqual([
        [own.localWord.id, null],
      ]);
      const report = await reportOf(ctx, editor, job);
      expect(report.find((line) => line[1] === 'mbwa')?.[3]).toBe('conflictKept');
    });

    it('takes the file’s entry when asked, keeping the word’s id', async () => {
      const { editor, language, own, shown } = await withOwnMbwa();
      const job = await importPreview(ctx, editor, shown.previewId, 'replace');
      expect(job).toMatchObject({ created: 8, updated: 1 });
      const mbwa = (await wordsOf(editor, language.id)).filter(
        (w) => w.localWord.localWord === 'mbwa',
      );
      expect(mbwa).toHaveLength(1);
      expect(mbwa[0]!.localWord).toMatchObject({ id: own.localWord.id, nounClass: '9' });
      expect(mbwa[0]!.localWord.audioUrl).toBeTruthy();
      // Its id is now the file's: a second import of the file matches it.
      const again = await preview(
        ctx,
        editor,
        { name: 'swahili.zip', data: await flexZip() },
        language.id,
        'lift',
      );
      expect(again).toMatchObject({ conflicts: 0, matched: 9 });
    });

    it('keeps both as numbered homographs when asked', async () => {
      const { editor, language, shown } = await withOwnMbwa();
      const job = await importPreview(ctx, editor, shown.previewId, 'homograph');
      expect(job).toMatchObject({ created: 9 });
      const numbers = (await wordsOf(editor, language.id))
        .filter((w) => w.localWord.localWord === 'mbwa')
        .map((w) => w.localWord.homographNumber)
        .sort();
      expect(numbers).toEqual([1, 2]);
    });
  });

  it('imports a CSV with its recordings in a zip, matching by spelling when it has no id column', async () => {
    const { editor, language } = await swahili();
    const csv =
      '\uFEFFheadword,part_of_speech,noun_class,plural,french,english,audio\n' +
      'kitabu,noun,7,vitabu,livre,book,kitabu.wav\n' +
      'moja,numeral,,,un,one,\n';
    const zip = await zipOf({ 'kamusi.csv': csv, 'kitabu.wav': wavTone(0.1) });
    const shown = await preview(ctx, editor, { name: 'kamusi.zip', data: zip }, language.id, 'csv');
    expect(shown).toMatchObject({ entries: 2, senses: 2, audioFound: 1, audioMissing: 0 });
    const job = await importPreview(ctx, editor, shown.previewId);
    expect(job).toMatchObject({ status: 'completed', created: 2 });
    const kitabu = (await wordsOf(editor, language.id)).find(
      (w) => w.localWord.localWord === 'kitabu',
    )!;
    expect(kitabu.localWord).toMatchObject({ nounClass: '7', partOfSpeech: 'noun' });
    expect(kitabu.localWord.audioUrl).toBeTruthy();
    expect(kitabu.forms?.map((f) => f.form)).toEqual(['vitabu']);

    const edited = csv.replace('livre,book', 'livre,volume');
    const again = await preview(
      ctx,
      editor,
      {
        name: 'kamusi.zip',
        data: await zipOf({ 'kamusi.csv': edited, 'kitabu.wav': wavTone(0.1) }),
      },
      language.id,
      'csv',
    );
    expect(again).toMatchObject({ matched: 2, conflicts: 0 });
    expect(await importPreview(ctx, editor, again.previewId)).toMatchObject({
      created: 0,
      updated: 1,
      skipped: 1,
    });
  });

  it('reports recordings that are missing or not audio, and imports the entry without them', async () => {
    const { editor, language } = await swahili();
    const zip = await zipOf({
      'swahili.lift': await readFile(FIXTURE),
      'audio/636912-mbwa.wav': Buffer.from('this is not a recording'),
    });
    const shown = await preview(
      ctx,
      editor,
      { name: 'swahili.zip', data: zip },
      language.id,
      'lift',
    );
    expect(shown).toMatchObject({ audioFound: 1, audioMissing: 1 });
    expect(shown.warnings).toContainEqual({
      code: 'audioMissing',
      entry: 'mtoto',
      detail: 'audio/mtoto.mp3',
    });
    const job = await importPreview(ctx, editor, shown.previewId);
    expect(job.created).toBe(9);
    const report = await reportOf(ctx, editor, job);
    expect(report.find((line) => line[1] === 'mbwa')?.[5]).toContain('audioNotAudio');
    const mbwa = (await wordsOf(editor, language.id)).find(
      (w) => w.localWord.localWord === 'mbwa',
    )!;
    expect(mbwa.localWord.audioUrl).toBeNull();
  });

  it('refuses a file whole, in the UI’s language, and keeps nothing of it', async () => {
    const { editor, language } = await swahili();
    const before = await uploads();
    const cases: [string, Buffer, 'lift' | 'csv', string][] = [
      ['notes.lift', Buffer.from('just some words'), 'lift', "n'est pas un document XML"],
      [
        'other.lift',
        Buffer.from('<?xml version="1.0"?><html/>'),
        'lift',
        "n'est pas un fichier LIFT",
      ],
      ['empty.zip', await zipOf({ 'readme.txt': 'hello' }), 'lift', 'ne contient pas de document'],
      // yazl will not write "..": the name is changed in the bytes, where an attacker would.
      [
        'evil.zip',
        Buffer.from(
          (await zipOf({ 'xx/evil.lift': '<lift/>' })).toString('latin1').replaceAll('xx/', '../'),
          'latin1',
        ),
        'lift',
        'sort de son dossier',
      ],
      ['latin1.csv', Buffer.from('headword,french\nn\xe9ma,f\xe9e\n', 'latin1'), 'csv', 'UTF-8'],
      ['noheader.csv', Buffer.from('mbwa,chien,dog\n'), 'csv', 'headword'],
    ];
    for (const [name, data, format, message] of cases) {
      const res = await sendPreview(
        ctx,
        editor,
        { name, data },
        { languageId: language.id, format },
      );
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INTERCHANGE_FILE_INVALID',
        message: expect.stringContaining(message),
      });
    }
    const english = await sendPreview(
      ctx,
      editor,
      { name: 'notes.lift', data: Buffer.from('just some words') },
      { languageId: language.id, format: 'lift' },
      'en',
    );
    expect(english.json().message).toContain('not a readable XML document');

    for (const [fields, file, message] of [
      [{ languageId: language.id, format: 'lift' }, null, 'Choisissez un fichier'],
      [{ languageId: language.id, format: 'xml' }, 'x.lift', 'lift » ou « csv'],
      [{ languageId: 999_999, format: 'lift' }, 'x.lift', ''],
      [{ format: 'lift' }, 'x.lift', ''],
    ] as const) {
      const res = await sendPreview(
        ctx,
        editor,
        file ? { name: file, data: await readFile(FIXTURE) } : null,
        fields,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await uploads()).toEqual(before);
    expect(await wordsOf(editor, language.id)).toEqual([]);
  });

  it('lets admins and editors import, no one else', async () => {
    const { language } = await swahili();
    const file = { name: 'swahili.lift', data: await readFile(FIXTURE) };
    const fields = { languageId: language.id, format: 'lift' };
    expect((await sendPreview(ctx, null, file, fields)).statusCode).toBe(401);
    const contributor = await ctx.as('contributor');
    expect((await sendPreview(ctx, contributor, file, fields)).statusCode).toBe(403);
    const admin = await ctx.as('admin');
    const shown = await preview(ctx, admin, file, language.id, 'lift');
    const start = await send(ctx.app, 'POST', '/api/interchange/import', contributor, {
      previewId: shown.previewId,
    });
    expect(start.statusCode).toBe(403);
    expect(
      (await send(ctx.app, 'GET', `/api/interchange/jobs/${shown.previewId}`, contributor))
        .statusCode,
    ).toBe(403);
  });

  it('imports a preview once, and knows neither an unknown preview nor a preview as a job', async () => {
    const { editor, language } = await swahili();
    const shown = await preview(
      ctx,
      editor,
      { name: 'swahili.lift', data: await readFile(FIXTURE) },
      language.id,
      'lift',
    );
    const asJob = await send(ctx.app, 'GET', `/api/interchange/jobs/${shown.previewId}`, editor);
    expect(asJob.statusCode).toBe(404);
    await importPreview(ctx, editor, shown.previewId);
    const twice = await send(ctx.app, 'POST', '/api/interchange/import', editor, {
      previewId: shown.previewId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('déjà servi');
    const unknown = await send(ctx.app, 'POST', '/api/interchange/import', editor, {
      previewId: '0b3c1a9e-5d2f-4c1e-9a55-3c2b7d0e9f41',
    });
    expect(unknown.statusCode).toBe(404);
    const badChoice = await send(ctx.app, 'POST', '/api/interchange/import', editor, {
      previewId: shown.previewId,
      onConflict: 'merge',
    });
    expect(badChoice.statusCode).toBe(400);
  });

  it('stops a running import before its next batch when cancelled, keeping what it applied', async () => {
    const { editor, language } = await swahili();
    const rows = Array.from({ length: 400 }, (_, i) => `neno${i},noun,,,mot ${i},word ${i}\n`);
    const csv = `headword,part_of_speech,noun_class,plural,french,english\n${rows.join('')}`;
    const shown = await preview(
      ctx,
      editor,
      { name: 'many.csv', data: Buffer.from(csv) },
      language.id,
      'csv',
    );
    const started = await send(ctx.app, 'POST', '/api/interchange/import', editor, {
      previewId: shown.previewId,
    });
    const { jobId } = started.json<{ jobId: string }>();
    await waitForJob(ctx, editor, jobId, (job) => job.processed > 0);
    const cancelled = await send(ctx.app, 'DELETE', `/api/interchange/jobs/${jobId}`, editor);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<InterchangeJob>().status).toBe('cancelled');
    const ended = await waitForJob(ctx, editor, jobId, (job) => job.finishedAt !== null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const settled = (
      await send(ctx.app, 'GET', `/api/interchange/jobs/${jobId}`, editor)
    ).json<InterchangeJob>();
    expect(settled.status).toBe('cancelled');
    expect(settled.processed).toBeLessThan(400);
    expect(settled.created).toBe(settled.processed);
    const report = await reportOf(ctx, editor, ended);
    expect(report).toHaveLength(settled.processed + 1);
    const count = await send(
      ctx.app,
      'GET',
      `/api/words/paginated?languageId=${language.id}&limit=20`,
      editor,
    );
    expect(count.json<PaginatedWords>().pagination.total).toBe(settled.processed);
  }, 180_000);
});
