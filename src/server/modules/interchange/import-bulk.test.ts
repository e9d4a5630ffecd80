import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { englishWords, frenchEnglishRelations, frenchWords } from '@server/db/schema/dictionary';
import { nounClasses } from '@server/db/schema/languages';
import type { UserRow } from '@server/modules/users/users.repository';
import { wavTone } from '@server/test/audio-fixtures';
import { buildFrenchWord, buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import type { InterchangeEntry } from '@shared/schemas/interchange';
import { insertPlainEntries, plainCreations } from './import-bulk';
import {
  applyEntry,
  prepareEntry,
  sameSpelledWords,
  storeInto,
  wordsById,
  type ApplyContext,
  type Candidate,
  type PreparedEntry,
} from './import-entries';
import { languageEntries } from './language-entries';
import { glossedSense, MTOTO, plainNoun } from './test-entries';

const recording = (frequency: number) => {
  const bytes = wavTone(0.2, frequency);
  return {
    path: `audio/${frequency}.wav`,
    bytes,
    extension: 'wav',
    contentType: 'audio/wav',
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
};

/** Real Swahili entries: senses with examples, a plural with its recording, two recordings. */
const ENTRIES: InterchangeEntry[] = [
  { ...MTOTO, audio: [], sourceId: 'guid-mtoto' },
  {
    ...plainNoun('kitabu', 'livre', 'book'),
    nounClass: '7',
    forms: [{ kind: 'plural', form: 'vitabu', pronunciation: null, audio: null }],
  },
  {
    ...plainNoun('kula', 'manger', 'eat'),
    partOfSpeech: 'verb',
    senses: [glossedSense('manger', 'eat'), glossedSense('Ronger', null)],
  },
  { ...plainNoun('maji', 'eau', 'water'), notes: 'Class 6 only.' },
  // Homographs numbered as FLEx numbers them.
  { ...plainNoun('paa', 'toit', 'roof'), homograph: 1 },
  { ...plainNoun('paa', 'gazelle', 'gazelle'), homograph: 2 },
];

const prepared = async (languageId: number, entries: InterchangeEntry[]) => {
  const list: PreparedEntry[] = [];
  for (const [i, entry] of entries.entries()) {
    const made = await prepareEntry(
      i + 1,
      entry.headword,
      entry,
      languageId,
      new Set(['1', '2', '7', '8']),
      null,
      [],
    );
    list.push(made!);
  }
  // mtoto's recordings, its plural's and two for maji.
  list[0]!.audio.push(recording(440));
  list[0]!.formAudio.set(1, recording(550));
  list[3]!.audio.push(recording(660), recording(770));
  return list;
};

describeWithApp('the batch writer of imports', (ctx) => {
  async function language(code: string) {
    const made = await buildLanguage(ctx.database.db, { name: `Kiswahili ${code}`, code });
    await ctx.database.db.insert(nounClasses).values(
      ['1', '2', '7', '8'].map((number, i) => ({
        languageId: made.id,
        number,
        label: `${number}-`,
        position: i + 1,
      })),
    );
    return made;
  }

  const context = async (languageId: number, user: UserRow): Promise<ApplyContext> => ({
    db: ctx.database.db,
    storage: ctx.app.storage,
    user,
    languageId,
    onConflict: 'keep',
    byId: await wordsById(ctx.database.db, languageId),
  });

  /** A language's words as our export shows them, with their recordings' bytes. */
  async function wordsOf(languageId: number) {
    const words = [];
    for await (const item of languageEntries(ctx.database.db, ctx.app.storage, languageId, {
      published: true,
    })) {
      const recordings = [];
      for (const key of item.audio) {
        const file = await ctx.app.storage.read(key);
        recordings.push(
          createHash('sha256')
            .update(await buffer(file!.stream))
            .digest('hex'),
        );
      }
      // When aside: each path writes at its own time.
      const { created: _created, modified: _modified, ...entry } = item.entry;
      words.push({
        ...entry,
        sourceId: entry.sourceId?.startsWith('guid-') ? entry.sourceId : null,
        audio: entry.audio.length,
        forms: entry.forms.map((f) => ({ ...f, audio: f.audio ? 'yes' : null })),
        recordings,
      });
    }
    return words;
  }

  it('writes the words the word rules write for the same entries, one by one', async () => {
    const editor = await ctx.createUser({ role: 'editor' });
    // A gloss typed privately by a contributor's pending word: used by an approved word now.
    const pending = await buildFrenchWord(ctx.database.db, { word: 'Eau', isPrivate: true });

    const one = await language('swa');
    const oneContext = await context(one.id, editor);
    const oneEntries = await prepared(one.id, ENTRIES);
    const spelled = await sameSpelledWords(
      ctx.database.db,
      one.id,
      oneEntries.map((e) => e.input.localWord),
    );
    expect(plainCreations(oneEntries, oneContext, spelled)).toHaveLength(ENTRIES.length);
    const stored: string[] = [];
    const made = await ctx.database.db.transaction((tx) =>
      insertPlainEntries(tx, oneContext, oneEntries, storeInto(ctx.app.storage, stored)),
    );
    expect([...made.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stored).toHaveLength(4);
    expect(oneContext.byId.get('guid-mtoto')).toBe(made.get(1));

    const two = await language('swb');
    const twoContext = await context(two.id, editor);
    for (const entry of await prepared(two.id, ENTRIES)) {
      await ctx.database.db.transaction((tx) => applyEntry(tx, twoContext, entry, [], []));
    }

    const written = await wordsOf(one.id);
    expect(written.map((w) => [w.headword, w.homograph])).toEqual([
      ['kitabu', null],
      ['kula', null],
      ['maji', null],
      ['mtoto', null],
      ['paa', 1],
      ['paa', 2],
    ]);
    expect(written).toEqual(await wordsOf(two.id));

    // One reference entry per spelling, case aside, now public; and the pairs linked.
    const eau = await ctx.database.db
      .select()
      .from(frenchWords)
      .where(sql`lower(${frenchWords.word}) = 'eau'`);
    expect(eau).toEqual([expect.objectContaining({ id: pending.id, isPrivate: false })]);
    const ronger = await ctx.database.db
      .select()
      .from(frenchWords)
      .where(sql`lower(${frenchWords.word}) = 'ronger'`);
    expect(ronger).toEqual([expect.objectContaining({ isPrivate: false, isDeleted: false })]);
    const [book] = await ctx.database.db
      .select({ id: englishWords.id })
      .from(englishWords)
      .where(eq(englishWords.word, 'book'));
    const [livre] = await ctx.database.db
      .select({ id: frenchWords.id })
      .from(frenchWords)
      .where(eq(frenchWords.word, 'livre'));
    const link = await ctx.database.db
      .select()
      .from(frenchEnglishRelations)
      .where(
        and(
          eq(frenchEnglishRelations.frenchWordId, livre!.id),
          eq(frenchEnglishRelations.englishWordId, book!.id),
        ),
      );
    expect(link).toHaveLength(1);
  });

  it('leaves to the word rules every entry that could meet a word', async () => {
    const editor = await ctx.createUser({ role: 'editor' });
    const contributor = await ctx.createUser({ role: 'contributor' });
    const swa = await language('swc');
    const existing = await buildWord(ctx.database.db, { languageId: swa.id, localWord: 'maji' });
    const entries = await prepared(swa.id, [
      plainNoun('kitabu', 'livre', 'book'),
      // The same spelling twice in the batch (case and spaces aside).
      plainNoun('mbwa', 'chien', 'dog'),
      plainNoun(' Mbwa', 'chien', 'dog'),
      // A spelling the language has.
      plainNoun('maji', 'eau', 'water'),
      // An id a word has, and an id twice in the batch.
      { ...plainNoun('paka', 'chat', 'cat'), sourceId: 'known' },
      { ...plainNoun('ng’ombe', 'vache', 'cow'), sourceId: 'twice' },
      { ...plainNoun('ngombe', 'vache', 'cow'), sourceId: 'twice' },
      // Numbered homographs: apart from the language's numbered ones, or not.
      { ...plainNoun('kaa', 'crabe', 'crab'), homograph: 1 },
      { ...plainNoun('kaa', 'charbon', 'charcoal'), homograph: 3 },
      { ...plainNoun('tai', 'aigle', 'eagle'), homograph: 2 },
      { ...plainNoun('paa', 'gazelle', 'gazelle'), homograph: 2 },
    ]);
    const spelled = new Map<string, Candidate[]>([
      ['maji', [{ id: existing.id, homographNumber: null }]],
      ['kaa', [{ id: existing.id + 1, homographNumber: 2 }]],
      // Taken, and unnumbered (which a new homograph would renumber).
      ['tai', [{ id: existing.id + 2, homographNumber: 2 }]],
      ['paa', [{ id: existing.id + 3, homographNumber: null }]],
    ]);
    const base = await context(swa.id, editor);
    base.byId.set('known', existing.id);
    expect(plainCreations(entries, base, spelled).map((e) => e.input.localWord)).toEqual([
      'kitabu',
      'kaa',
      'kaa',
    ]);
    // A form spelled as its headword, or placed in a locality, is the word rules' to judge.
    const [kitabu] = entries;
    const placed = {
      ...kitabu!,
      input: {
        ...kitabu!.input,
        forms: [
          {
            kind: 'dialect' as const,
            form: 'chitabu',
            pronunciation: null,
            localityId: 3,
            removeAudio: false,
          },
        ],
      },
    };
    expect(plainCreations([placed], base, new Map())).toEqual([]);
    // Contributors' words await moderation: the word rules make them so.
    expect(plainCreations(entries, { ...base, user: contributor }, spelled)).toEqual([]);
  });
});
