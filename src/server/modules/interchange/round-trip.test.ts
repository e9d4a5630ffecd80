import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { mp3Frames, wavTone } from '@server/test/audio-fixtures';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { InterchangeEntry, InterchangeFormat } from '@shared/schemas/interchange';
import { exportArchive } from './export-archive';
import { languageEntries } from './language-entries';
import { importPreview, preview } from './test-imports';
import { createWordThroughApi } from './test-words';

const CLASSES = [
  { number: '1', label: 'm-/mw-', pluralNumber: '2' },
  { number: '2', label: 'wa-' },
  { number: '9', label: 'n-', pluralNumber: '10' },
  { number: '10', label: 'n-' },
];

/**
 * Maneno -> file -> Maneno -> file: a language exported as LIFT (or CSV), imported into another
 * language by our own import, exported again, says the same of every word, and its recordings
 * come back byte for byte.
 */
describeWithApp('a language exported and imported again', (ctx) => {
  async function language(name: string, code: string, editor: string) {
    const made = await buildLanguage(ctx.database.db, { name, code });
    const classes = await send(
      ctx.app,
      'PUT',
      `/api/languages/${made.id}/noun-classes`,
      editor,
      CLASSES,
    );
    expect(classes.statusCode, classes.body).toBe(200);
    return made;
  }

  async function exported(languageId: number, format: InterchangeFormat) {
    const zip = await buffer(
      exportArchive(
        languageEntries(ctx.database.db, ctx.app.storage, languageId, { published: false }),
        ctx.app.storage,
        {
          format,
          baseName: 'kamusi',
          lift: { headwordLang: 'sw', producer: 'Maneno' },
          licenceText: 'CC-BY-SA-4.0',
        },
      ),
    );
    const entries: InterchangeEntry[] = [];
    const recordings: Buffer[] = [];
    for await (const item of languageEntries(ctx.database.db, ctx.app.storage, languageId, {
      published: false,
    })) {
      entries.push(item.entry);
      for (const key of item.audio) {
        const file = await ctx.app.storage.read(key);
        recordings.push(await buffer(file!.stream));
      }
    }
    return { zip, entries, recordings };
  }

  /** What a file says of a word, without what is the database's own (ids, dates). */
  const content = (entry: InterchangeEntry) => {
    const {
      sourceId: _s,
      audio,
      forms,
      created: _c,
      modified: _m,
      ...rest
    } = entry as InterchangeEntry & { created?: unknown; modified?: unknown };
    return {
      ...rest,
      audio: audio.length,
      forms: forms.map((f) => ({ ...f, audio: f.audio !== null })),
    };
  };

  it.each(['lift', 'csv'] as const)('through %s, loses nothing', async (format) => {
    const editor = await ctx.as('editor');
    const source = await language(`Kiswahili ${format}`, `s${format}`, editor);
    await createWordThroughApi(
      ctx,
      editor,
      {
        languageId: String(source.id),
        localWord: 'mtoto',
        pronunciation: 'm̩toto',
        partOfSpeech: 'noun',
        nounClass: '1',
        notes: 'Pluriel en wa-.',
        senses: [
          {
            frenchWord: 'enfant',
            englishWord: 'child',
            frenchDefinition: 'être humain jeune',
            semanticDomain: '2.6.4 Child',
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
      [{ field: 'audio1', name: 'mtoto.wav', type: 'audio/wav', data: wavTone(0.15) }],
    );
    await createWordThroughApi(ctx, editor, {
      languageId: String(source.id),
      localWord: 'kaa',
      homographNumber: '1',
      partOfSpeech: 'noun',
      nounClass: '9',
      senses: [{ frenchWord: 'crabe', englishWord: 'crab' }],
    });
    await createWordThroughApi(
      ctx,
      editor,
      {
        languageId: String(source.id),
        localWord: 'kaa',
        homographNumber: '2',
        partOfSpeech: 'verb',
        senses: [
          { frenchWord: "s'asseoir", englishWord: 'sit' },
          { frenchWord: 'habiter', englishWord: 'live' },
        ],
      },
      [{ field: 'audio1', name: 'kaa.mp3', type: 'audio/mpeg', data: mp3Frames(5) }],
    );
    const first = await exported(source.id, format);

    const target = await language(`Kiswahili ${format} 2`, `t${format}`, editor);
    const shown = await preview(
      ctx,
      editor,
      { name: `kamusi-${format}.zip`, data: first.zip },
      target.id,
      format,
    );
    expect(shown).toMatchObject({ entries: 3, audioFound: 2, audioMissing: 0, warningsTotal: 0 });
    const job = await importPreview(ctx, editor, shown.previewId);
    expect(job).toMatchObject({ status: 'completed', created: 3, skipped: 0 });

    const second = await exported(target.id, format);
    const comparable = (entries: InterchangeEntry[]) =>
      entries.map((entry) => {
        const kept = content(entry);
        // CSV carries forms by spelling: their IPA travels in LIFT only (decision 041).
        return format === 'csv'
          ? { ...kept, forms: kept.forms.map((f) => ({ ...f, pronunciation: null, audio: false })) }
          : kept;
      });
    expect(comparable(second.entries)).toEqual(comparable(first.entries));
    expect(second.recordings).toEqual(first.recordings);

    // Imported again into the same language, the file changes nothing.
    const again = await preview(
      ctx,
      editor,
      { name: `kamusi-${format}.zip`, data: second.zip },
      target.id,
      format,
    );
    expect(again).toMatchObject({ matched: 3, conflicts: 0 });
    expect(await importPreview(ctx, editor, again.previewId)).toMatchObject({
      created: 0,
      updated: 0,
      skipped: 3,
    });
  });
});
