import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { localWords, wordForms, wordSenses } from '@server/db/schema/words';
import { wavTone } from '@server/test/audio-fixtures';
import { buildLanguage, buildLocality } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send as sendRequest, type FormBody } from '@server/test/http';
import { uploadedFiles as uploadedFilesIn } from '@server/test/uploaded-files';
import type { WordEntry, WordSearchResult } from '@shared/schemas/words';

const dataDir = mkdtempSync(join(tmpdir(), 'maneno-lexicon-'));
const uploadedFiles = () => uploadedFilesIn(dataDir);

/** Swahili's classes 1/2 and 7/8, as the demo language has them. */
const SWAHILI_CLASSES = [
  { number: '1', label: 'm-/mw-', pluralNumber: '2' },
  { number: '2', label: 'wa-' },
  { number: '7', label: 'ki-/ch-', pluralNumber: '8' },
  { number: '8', label: 'vi-/vy-' },
];

describeWithApp(
  'lexical entries: senses, forms, grammar, homographs',
  (ctx) => {
    const db = () => ctx.database.db;
    const send = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      cookie: string | null,
      body?: FormBody | object,
      language?: string,
    ) => sendRequest(ctx.app, method, url, cookie, body, language);

    /** POST or PUT /api/words, JSON fields sent as the multipart form sends them. */
    const save = (
      cookie: string,
      fields: Record<string, unknown>,
      options: { id?: number; files?: FormBody['files']; language?: string } = {},
    ) =>
      send(
        options.id === undefined ? 'POST' : 'PUT',
        options.id === undefined ? '/api/words' : `/api/words/${options.id}`,
        cookie,
        {
          fields: Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          ),
          files: options.files ?? [],
        },
        options.language,
      );

    async function swahili(editor: string) {
      const language = await buildLanguage(db(), { name: 'Kiswahili', code: 'swh' });
      const classes = await send(
        'PUT',
        `/api/languages/${language.id}/noun-classes`,
        editor,
        SWAHILI_CLASSES,
      );
      expect(classes.statusCode, classes.body).toBe(200);
      return language;
    }

    const search = async (q: string, cookie: string | null = null) =>
      (await send('GET', `/api/search/words?q=${encodeURIComponent(q)}`, cookie)).json<
        WordSearchResult[]
      >();

    it('makes a noun with two senses, a plural with its own recording and a noun class', async () => {
      const editor = await ctx.as('editor');
      const language = await swahili(editor);
      const res = await save(
        editor,
        {
          languageId: String(language.id),
          localWord: 'kaa',
          partOfSpeech: 'noun',
          nounClass: '9',
          senses: [{ frenchWord: 'crabe', englishWord: 'crab' }],
        },
        {},
      );
      // Class 9 is not one Swahili defines here.
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Cette classe nominale n'est pas définie pour cette langue.",
        code: 'BAD_REQUEST',
      });

      const mtu = await save(
        editor,
        {
          languageId: String(language.id),
          localWord: 'mtu',
          partOfSpeech: 'noun',
          nounClass: '1',
          senses: [
            {
              frenchWord: 'personne',
              englishWord: 'person',
              frenchDefinition: 'Être humain.',
              semanticDomain: 'Personnes',
              examples: [{ text: 'Mtu mmoja', french: 'Une personne', english: 'One person' }],
            },
            { frenchWord: 'quelqu’un', englishWord: 'someone' },
          ],
          forms: [{ kind: 'plural', form: 'watu', pronunciation: 'ˈwatu' }],
        },
        {
          files: [{ field: 'formAudio1', name: 'watu.wav', type: 'audio/wav', data: wavTone(0.2) }],
        },
      );
      expect(mtu.statusCode, mtu.body).toBe(201);
      const word = mtu.json<WordEntry>();
      expect(word.localWord).toMatchObject({
        localWord: 'mtu',
        partOfSpeech: 'noun',
        nounClass: '1',
        homographNumber: null,
        version: 1,
      });
      expect(word.senses.map((s) => [s.frenchWord?.word, s.englishWord?.word])).toEqual([
        ['personne', 'person'],
        ['quelqu’un', 'someone'],
      ]);
      expect(word.senses[0]).toMatchObject({
        frenchDefinition: 'Être humain.',
        semanticDomain: 'Personnes',
        examples: [{ text: 'Mtu mmoja', french: 'Une personne', english: 'One person' }],
      });
      // Today's fields are the first sense.
      expect(word.frenchWord?.word).toBe('personne');
      expect(word.englishWord?.word).toBe('person');
      expect(word.examples).toEqual([
        { id: expect.any(Number), text: 'Mtu mmoja', translation: 'Une personne' },
      ]);
      expect(word.forms).toEqual([
        {
          id: expect.any(Number),
          kind: 'plural',
          form: 'watu',
          pronunciation: 'ˈwatu',
          audioUrl: expect.stringMatching(/^\/api\/audio\/files\/.+\.wav$/),
          localityId: null,
          localityName: null,
        },
      ]);
      expect(uploadedFiles()).toHaveLength(1);

      // Found by its plural, first, and said so; a gloss of its second sense finds it too.
      const [first] = await search('watu');
      expect(first).toMatchObject({
        localWordId: word.localWord.id,
        localWord: 'mtu',
        word: 'watu',
        match: { by: 'form', kind: 'plural', form: 'watu' },
      });
      expect((await search('someone'))[0]).toMatchObject({
        localWordId: word.localWord.id,
        match: { by: 'gloss' },
      });
      // Word lists say how each word matched too.
      const page = await send('GET', `/api/words/paginated?search=watu&published=true`, null);
      expect(page.json().data[0]).toMatchObject({
        localWord: { localWord: 'mtu' },
        match: { by: 'form', kind: 'plural', form: 'watu' },
      });
      // Without a search, a list says nothing of matching.
      const browse = await send('GET', `/api/words/paginated?published=true`, null);
      expect(browse.json().data[0]).not.toHaveProperty('match');
    });

    it("drops a kept form's recording on save, and its file once committed", async () => {
      const editor = await ctx.as('editor');
      const language = await swahili(editor);
      const created = await save(
        editor,
        {
          languageId: String(language.id),
          localWord: 'kitabu',
          frenchWord: 'livre',
          forms: [{ kind: 'plural', form: 'vitabu' }],
        },
        {
          files: [
            { field: 'formAudio1', name: 'vitabu.wav', type: 'audio/wav', data: wavTone(0.2) },
          ],
        },
      );
      expect(created.statusCode, created.body).toBe(201);
      const word = created.json<WordEntry>();
      const plural = word.forms[0]!;
      const before = uploadedFiles().length;
      const fields = (forms: unknown[]) => ({
        languageId: String(language.id),
        localWord: 'kitabu',
        frenchWord: 'livre',
        forms,
      });

      // Asking to drop the recording of a form not saved yet names the form, and writes nothing.
      const refused = await save(
        editor,
        fields([
          { id: plural.id, kind: 'plural', form: 'vitabu' },
          { kind: 'variant', form: 'chuo', removeAudio: true },
        ]),
        { id: word.localWord.id, language: 'en' },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'Form 2 has no recording to delete yet.',
        code: 'BAD_REQUEST',
      });
      expect(uploadedFiles()).toHaveLength(before);

      const dropped = await save(
        editor,
        fields([{ id: plural.id, kind: 'plural', form: 'vitabu', removeAudio: true }]),
        { id: word.localWord.id },
      );
      expect(dropped.statusCode, dropped.body).toBe(200);
      expect(dropped.json<WordEntry>().forms).toEqual([
        expect.objectContaining({ id: plural.id, form: 'vitabu', audioUrl: null }),
      ]);
      expect(uploadedFiles()).toHaveLength(before - 1);
    });

    it('finds a plural typed without tones or with a typo, and labels the typo approximate', async () => {
      const editor = await ctx.as('editor');
      const lingala = await buildLanguage(db(), { name: 'Lingala', code: 'lin' });
      const created = await save(editor, {
        languageId: String(lingala.id),
        localWord: 'mwána',
        partOfSpeech: 'noun',
        senses: [{ frenchWord: 'enfant', englishWord: 'child' }],
        forms: [{ kind: 'plural', form: 'bána' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect((await search('bana'))[0]).toMatchObject({
        localWord: 'mwána',
        match: { by: 'form', kind: 'plural', form: 'bána' },
      });
      expect((await search('banaa'))[0]).toMatchObject({
        localWord: 'mwána',
        match: { by: 'approximate' },
      });
      // Its start finds it too. "ana" is one letter from the plural, which ranks above the
      // headword's substring.
      expect((await search('ban'))[0]).toMatchObject({ localWord: 'mwána', match: { by: 'form' } });
      expect(await search('ana')).toMatchObject([
        { localWord: 'mwána', match: { by: 'approximate' } },
      ]);
      const list = await send('GET', `/api/words/paginated?search=wan&published=true`, null);
      expect(list.json().data[0]).toMatchObject({ match: { by: 'headword' } });
    });

    it('edits senses in place, reorders them, and refuses an order that is not the word’s', async () => {
      const editor = await ctx.as('editor');
      const language = await swahili(editor);
      const kaa = (
        await save(editor, {
          languageId: String(language.id),
          localWord: 'kaa',
          partOfSpeech: 'noun',
          senses: [
            { frenchWord: 'crabe', englishWord: 'crab' },
            { frenchWord: 'braise', englishWord: 'ember' },
          ],
        })
      ).json<WordEntry>();
      const [crab, ember] = kaa.senses;

      // Edit: the second sense changes and keeps its id; a third is added; the order follows the list.
      const edited = await save(
        editor,
        {
          languageId: String(language.id),
          localWord: 'kaa',
          version: String(kaa.localWord.version),
          senses: [
            { id: ember!.id, frenchWord: 'charbon de bois', englishWord: 'charcoal' },
            { id: crab!.id, frenchWord: 'crabe', englishWord: 'crab' },
          ],
        },
        { id: kaa.localWord.id },
      );
      expect(edited.statusCode, edited.body).toBe(200);
      const after = edited.json<WordEntry>();
      expect(after.senses.map((s) => [s.id, s.englishWord?.word])).toEqual([
        [ember!.id, 'charcoal'],
        [crab!.id, 'crab'],
      ]);
      expect(after.englishWord?.word).toBe('charcoal');
      expect(after.localWord.version).toBe(2);

      // The same edit again, from the entry it started from: someone else's edit came first.
      const stale = await save(
        editor,
        {
          languageId: String(language.id),
          localWord: 'kaa',
          version: String(kaa.localWord.version),
          senses: [{ frenchWord: 'crabe' }],
        },
        { id: kaa.localWord.id, language: 'en' },
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message:
          'This word was changed meanwhile (in another tab or by someone else). Reload it: nothing was saved.',
        code: 'STALE_VERSION',
      });

      const order = (senseIds: number[], version?: number) =>
        send('PUT', `/api/words/${kaa.localWord.id}/senses/order`, editor, { senseIds, version });
      for (const wrong of [[crab!.id], [crab!.id, crab!.id], [crab!.id, ember!.id, 999_999]]) {
        const res = await order(wrong);
        expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
        expect(res.json().message).toBe(
          'Le nouvel ordre doit reprendre chaque sens du mot, une seule fois.',
        );
      }
      expect((await order([crab!.id, ember!.id], 1)).statusCode).toBe(409);
      const reordered = await order([crab!.id, ember!.id], 2);
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(reordered.json<WordEntry>().senses.map((s) => s.englishWord?.word)).toEqual([
        'crab',
        'charcoal',
      ]);
      // The word's own French word follows its first sense.
      const [row] = await db().select().from(localWords).where(eq(localWords.id, kaa.localWord.id));
      expect(row!.englishId).toBe(reordered.json<WordEntry>().senses[0]!.englishWord!.id);

      // Removing a sense from the list deletes it.
      const fewer = await save(
        editor,
        {
          languageId: String(language.id),
          localWord: 'kaa',
          senses: [{ id: crab!.id, frenchWord: 'crabe', englishWord: 'crab' }],
        },
        { id: kaa.localWord.id },
      );
      expect(fewer.json<WordEntry>().senses).toHaveLength(1);
      expect(
        await db().select().from(wordSenses).where(eq(wordSenses.localWordId, kaa.localWord.id)),
      ).toHaveLength(1);
    });

    it('groups cross-language equivalences by sense: a word with two meanings is in both groups', async () => {
      const editor = await ctx.as('editor');
      const language = await swahili(editor);
      const kaa = await save(editor, {
        languageId: String(language.id),
        localWord: 'kaa',
        senses: [
          { frenchWord: 'crabe', englishWord: 'crab' },
          { frenchWord: 'braise', englishWord: 'ember' },
        ],
      });
      expect(kaa.statusCode, kaa.body).toBe(201);
      const groups = (await send('GET', '/api/dictionary/equivalences', editor)).json<{
        data: { french: { word: string } | null; localWords: { word: string }[] }[];
      }>().data;
      expect(groups.map((g) => [g.french?.word, g.localWords.map((w) => w.word)]).sort()).toEqual([
        ['braise', ['kaa']],
        ['crabe', ['kaa']],
      ]);
    });

    it('keeps homographs apart only when asked, numbering the first one', async () => {
      const editor = await ctx.as('editor');
      const language = await swahili(editor);
      const noun = await save(editor, {
        languageId: String(language.id),
        localWord: 'kaa',
        partOfSpeech: 'noun',
        senses: [{ frenchWord: 'crabe', englishWord: 'crab' }],
      });
      const again = await save(editor, {
        languageId: String(language.id),
        localWord: 'Kaa',
        partOfSpeech: 'verb',
        senses: [{ frenchWord: "s'asseoir", englishWord: 'sit' }],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: 'Ce mot existe déjà dans cette langue.',
        code: 'WORD_DUPLICATE',
        details: {
          existing: [{ id: noun.json().localWord.id, localWord: 'kaa', homographNumber: null }],
        },
      });

      const verb = await save(editor, {
        languageId: String(language.id),
        localWord: 'kaa',
        partOfSpeech: 'verb',
        homographNumber: '2',
        senses: [{ frenchWord: "s'asseoir", englishWord: 'sit' }],
      });
      expect(verb.statusCode, verb.body).toBe(201);
      expect(verb.json().localWord.homographNumber).toBe(2);
      const first = await send('GET', `/api/words/${noun.json().localWord.id}`, null);
      expect(first.json().localWord.homographNumber).toBe(1);
      // Search hits carry the number, so lists can tell kaa₁ from kaa₂.
      expect(
        (await search('kaa')).map((hit) => [hit.localWord, hit.homographNumber, hit.frenchWord]),
      ).toEqual(
        expect.arrayContaining([
          ['kaa', 1, 'crabe'],
          ['kaa', 2, "s'asseoir"],
        ]),
      );

      const taken = await save(editor, {
        languageId: String(language.id),
        localWord: 'kaa',
        homographNumber: '2',
        senses: [{ frenchWord: 'autre' }],
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Un homographe de ce mot porte déjà le numéro 2.');
      expect(await db().select().from(localWords)).toHaveLength(2);
    });

    it('refuses bad senses, forms and grammar with a message that names them, writing nothing', async () => {
      const editor = await ctx.as('editor');
      const language = await swahili(editor);
      const locality = await buildLocality(db());
      const base = { languageId: String(language.id), localWord: 'kitabu' };
      const cases: [Record<string, unknown>, string][] = [
        [
          { senses: [{ frenchWord: 'livre' }, { semanticDomain: 'Objets' }] },
          "Le sens 2 n'a ni mot français ni mot anglais : indiquez au moins l'un des deux.",
        ],
        [{ senses: [] }, 'Un mot a au moins un sens.'],
        [
          { senses: 'not json' },
          'Les sens doivent être une liste de sens (mot français, mot anglais, définitions, exemples).',
        ],
        [
          { senses: Array.from({ length: 21 }, () => ({ frenchWord: 'livre' })) },
          'Un mot a au plus 20 sens.',
        ],
        [
          { senses: [{ frenchWord: 'livre' }], forms: [{ kind: 'plural', form: ' Kitabu ' }] },
          'La forme 1 est identique au mot lui-même.',
        ],
        [
          {
            senses: [{ frenchWord: 'livre' }],
            forms: Array.from({ length: 21 }, (_, i) => ({ kind: 'variant', form: `v${i}` })),
          },
          'Un mot a au plus 20 autres formes.',
        ],
        [
          {
            senses: [{ frenchWord: 'livre' }],
            forms: [{ kind: 'plural', form: 'vitabu', localityId: locality.id }],
          },
          'La forme 1 : seule une forme dialectale indique une localité.',
        ],
        [
          {
            senses: [{ frenchWord: 'livre' }],
            forms: [{ kind: 'plural', form: 'vitabu' }],
            nounClass: '3',
          },
          "Cette classe nominale n'est pas définie pour cette langue.",
        ],
        [
          { senses: [{ frenchWord: 'livre' }], partOfSpeech: 'gerund' },
          'Catégorie grammaticale inconnue.',
        ],
        [
          { senses: [{ frenchWord: 'livre' }, { id: 999_999, frenchWord: 'registre' }] },
          "Le sens 2 n'appartient pas à ce mot.",
        ],
      ];
      for (const [fields, message] of cases) {
        const res = await save(editor, { ...base, ...fields });
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message, JSON.stringify(fields).slice(0, 80)).toBe(message);
      }
      expect(await db().select().from(localWords)).toHaveLength(0);
      expect(await db().select().from(wordForms)).toHaveLength(0);
    });

    it('accepts and answers today’s fields: an old-shape edit changes sense 1 and keeps the others', async () => {
      const editor = await ctx.as('editor');
      const language = await swahili(editor);
      const created = await save(editor, {
        ...{ languageId: String(language.id), localWord: 'kitabu', frenchWord: 'livre' },
        examples: [{ text: 'Kitabu changu', translation: 'Mon livre' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const word = created.json<WordEntry>();
      expect(word.senses).toHaveLength(1);
      expect(word.senses[0]).toMatchObject({
        frenchWord: { word: 'livre' },
        examples: [{ text: 'Kitabu changu', french: 'Mon livre', translation: 'Mon livre' }],
      });
      // A second sense and a plural added by a newer client...
      const id = word.localWord.id;
      await save(
        editor,
        {
          languageId: String(language.id),
          localWord: 'kitabu',
          nounClass: '7',
          senses: [
            {
              id: word.senses[0]!.id,
              frenchWord: 'livre',
              examples: [{ text: 'Kitabu changu', french: 'Mon livre' }],
            },
            { frenchWord: 'registre', englishWord: 'register' },
          ],
          forms: [{ kind: 'plural', form: 'vitabu' }],
        },
        { id },
      );
      // ...survive an edit from an older client, which only knows the first sense.
      const old = await save(
        editor,
        {
          languageId: String(language.id),
          localWord: 'kitabu',
          frenchWord: 'bouquin',
          examples: [],
        },
        { id },
      );
      expect(old.statusCode, old.body).toBe(200);
      const after = old.json<WordEntry>();
      expect(after.frenchWord?.word).toBe('bouquin');
      expect(after.senses.map((s) => s.frenchWord?.word)).toEqual(['bouquin', 'registre']);
      expect(after.forms.map((f) => f.form)).toEqual(['vitabu']);
      expect(after.localWord.nounClass).toBe('7');
    });

    it('noun classes: read by anyone, replaced by editors, one in use cannot go', async () => {
      const editor = await ctx.as('editor');
      const contributor = await ctx.as('contributor');
      const language = await swahili(editor);
      const read = await send('GET', `/api/languages/${language.id}/noun-classes`, null);
      expect(read.json()).toEqual(SWAHILI_CLASSES.map((c) => ({ pluralNumber: null, ...c })));
      expect(
        (await send('PUT', `/api/languages/${language.id}/noun-classes`, contributor, []))
          .statusCode,
      ).toBe(403);
      expect(
        (await send('PUT', `/api/languages/${language.id}/noun-classes`, null, [])).statusCode,
      ).toBe(401);

      const bad: [object, string][] = [
        [
          [
            { number: '1', label: 'm-' },
            { number: '1', label: 'mu-' },
          ],
          'La classe nominale 1 figure deux fois.',
        ],
        [
          [{ number: '1', label: 'm-', pluralNumber: '2' }],
          "La classe 1 a pour pluriel la classe 2, qui n'est pas dans la liste.",
        ],
        [
          [{ number: 'one', label: 'm-' }],
          "Le numéro d'une classe nominale est un nombre, suivi au besoin d'une lettre (1, 9a).",
        ],
        [
          [{ number: '1', label: ' ' }],
          'Chaque classe nominale a un libellé (par exemple m-/mu-).',
        ],
      ];
      for (const [body, message] of bad) {
        const res = await send('PUT', `/api/languages/${language.id}/noun-classes`, editor, body);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toBe(message);
      }

      await save(editor, {
        languageId: String(language.id),
        localWord: 'kitabu',
        nounClass: '7',
        senses: [{ frenchWord: 'livre' }],
      });
      const inUse = await send('PUT', `/api/languages/${language.id}/noun-classes`, editor, [
        { number: '1', label: 'm-/mw-' },
      ]);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe('La classe nominale 7 est encore utilisée par 1 mot(s).');
      expect(
        (await send('GET', `/api/languages/${language.id}/noun-classes`, null)).json(),
      ).toHaveLength(4);
      expect((await send('GET', '/api/languages/999999/noun-classes', null)).statusCode).toBe(404);
    });
  },
  { DATA_DIR: dataDir },
);
