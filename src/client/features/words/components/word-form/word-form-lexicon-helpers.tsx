/**
 * What the word form's lexicon tests (senses, forms, grammar, duplicates and homographs, edit
 * conflicts) share: the languages and their noun classes, the API answers the form needs, the
 * bodies it sent, and the new and edit pages rendered as the app does.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { z } from 'zod';
import { AlphabetSchema } from '@shared/schemas/alphabets';
import { NounClassSchema, type NounClass } from '@shared/schemas/lexicon';
import { LanguageSchema } from '@shared/schemas/languages';
import {
  DuplicateCheckSchema,
  WordEntrySchema,
  type Sense,
  type WordEntry,
} from '@shared/schemas/words';
import { EditWordRoute, NewWordRoute } from '@client/app/routes/admin/word-form-route';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { NO_ALPHABET } from '@client/test/factories/alphabets';
import {
  buildDictionaryEntry,
  buildLanguage,
  buildWord,
  nextTestId,
} from '@client/test/factories/words';
import { renderWithApp, type RenderOptions } from '@client/test/render';
import { apiHandler, server, type ApiRequest } from '@client/test/server';
import type { SameSpelled } from './homograph';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

export const SWAHILI = buildLanguage({ id: 1, name: 'Swahili', isoCode: 'sw' });
export const ZULU = buildLanguage({ id: 2, name: 'Zulu', isoCode: 'zu' });

/** Swahili's first classes; Zulu has none defined. */
export const NOUN_CLASSES: Record<string, NounClass[]> = {
  '1': [
    { number: '1', label: 'm-/mw-', pluralNumber: '2' },
    { number: '2', label: 'wa-', pluralNumber: null },
  ],
  '2': [],
};

/** A sense of a word as the API answers it: no gloss, definition or example unless given. */
export const buildSense = (overrides: Partial<Sense> = {}): Sense => ({
  id: nextTestId(),
  frenchWord: null,
  englishWord: null,
  frenchDefinition: null,
  englishDefinition: null,
  semanticDomain: null,
  examples: [],
  ...overrides,
});

/** mtoto "enfant" (Swahili, id 60), with the other forms given. */
export const buildMtoto = (forms: WordEntry['forms'] = []) =>
  buildWord({
    localWord: { id: 60, localWord: 'mtoto' },
    senses: [buildSense({ frenchWord: buildDictionaryEntry({ word: 'enfant' }) })],
    forms,
  });

/** mtoto's plural watoto, stored with its recording. */
export const WATOTO: WordEntry['forms'][number] = {
  id: 21,
  kind: 'plural',
  form: 'watoto',
  pronunciation: 'wa.to.to',
  audioUrl: '/api/audio/files/watoto.webm',
  localityId: null,
  localityName: null,
};

/** The multipart bodies the form sent (POST and PUT /api/words), in order. */
export const sent: FormData[] = [];

/** A sent body's JSON field (`senses`, `forms`). */
export const sentJson = (body: FormData, name: string): unknown =>
  JSON.parse(String(body.get(name)));

/**
 * The languages (without alphabets), their noun classes, no duplicate while typing, and saves that succeed and are
 * kept in `sent` (answered with the word as saved).
 */
export function answerTheForm() {
  sent.length = 0;
  const saved = ({ body }: ApiRequest) => {
    const form = body as FormData;
    sent.push(form);
    return buildWord({ localWord: { localWord: String(form.get('localWord')) } });
  };
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [SWAHILI, ZULU]),
    apiHandler('get', '/api/languages/:id/alphabet', AlphabetSchema, NO_ALPHABET),
    apiHandler(
      'get',
      '/api/languages/:id/noun-classes',
      z.array(NounClassSchema),
      ({ params }) => NOUN_CLASSES[String(params.id)] ?? [],
    ),
    apiHandler('get', '/api/words/check-duplicate', DuplicateCheckSchema, { exists: false }),
    apiHandler('post', '/api/words', WordEntrySchema, saved),
    apiHandler('put', '/api/words/:id', WordEntrySchema, saved),
  );
}

const wrap = (element: ReactElement) => (
  // The admin layout's sidebar gives the page its tooltip provider.
  <TooltipProvider>{element}</TooltipProvider>
);

const ready = (language: RenderOptions['language']) =>
  screen.findByRole('button', {
    name: language === 'en' ? /^(Create the word|Update)$/ : /^(Créer le mot|Mettre à jour)$/,
  });

/** The edit page of `entry`, once its form shows. */
export async function renderEditPage(entry: WordEntry, options: RenderOptions = {}) {
  // Its own path, not '/api/words/:id', which would answer the duplicate check too.
  server.use(apiHandler('get', `/api/words/${entry.localWord.id}`, WordEntrySchema, entry));
  const rendered = await renderWithApp(wrap(<EditWordRoute />), {
    route: `/words/edit/${entry.localWord.id}`,
    path: '/words/edit/:id',
    session: 'admin',
    otherRoutes: { '/words': <p>words list</p> },
    ...options,
  });
  await ready(options.language);
  return rendered;
}

/** The new word page, once its form shows. */
export async function renderNewPage(options: RenderOptions = {}) {
  const rendered = await renderWithApp(wrap(<NewWordRoute />), {
    route: '/words/new',
    path: '/words/new',
    session: 'admin',
    otherRoutes: { '/words': <p>words list</p> },
    ...options,
  });
  await ready(options.language);
  return rendered;
}

/** The group of sense `n` ("Sens 2"). */
export const senseGroup = (n: number) => screen.getByRole('group', { name: `Sens ${n}` });

/** The headings of the senses, in the order of the page. */
export const senseHeadings = () =>
  within(screen.getByRole('list', { name: 'Sens du mot' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Other form `n` ("Forme 2"), its text, and the button that adds one. */
export const formGroup = (n: number) => screen.getByRole('group', { name: `Forme ${n}` });
export const formText = (n: number) => within(formGroup(n)).getByRole('textbox', { name: 'Forme' });
export const addForm = () => screen.getByRole('button', { name: 'Ajouter une forme' });

/** The part of speech select, and the noun class select (null while not offered). */
export const partOfSpeech = () => screen.getByRole('combobox', { name: 'Catégorie grammaticale' });
export const nounClass = () => screen.queryByRole('combobox', { name: 'Classe nominale' });

/** The edit page's submit button. */
export const update = () => screen.getByRole('button', { name: 'Mettre à jour' });

export const DUPLICATE = 'Ce mot existe déjà dans cette langue.';

/**
 * POST /api/words refused as a duplicate of `existing`, as the server does, unless it asks for a
 * homograph; every body is kept in `sent`.
 */
export function refuseDuplicates(existing: SameSpelled[]) {
  server.use(
    http.post('/api/words', async ({ request }) => {
      const form = await request.formData();
      sent.push(form);
      if (!form.get('homographNumber')) {
        return HttpResponse.json(
          { code: 'WORD_DUPLICATE', message: DUPLICATE, details: { existing } },
          { status: 409 },
        );
      }
      const word = buildWord({
        localWord: {
          localWord: String(form.get('localWord')),
          homographNumber: Number(form.get('homographNumber')),
        },
      });
      return HttpResponse.json(WordEntrySchema.parse(word), { status: 201 });
    }),
  );
}

type User = Awaited<ReturnType<typeof renderNewPage>>['user'];

/** A new Swahili word with its French word typed in, saved. */
export async function saveNewWord(user: User, localWord: string, french: string) {
  await user.click(screen.getByRole('combobox', { name: 'Langue' }));
  await user.click(await screen.findByRole('option', { name: 'Swahili' }));
  await user.click(screen.getByRole('textbox', { name: 'Mot local' }));
  await user.paste(localWord);
  await user.click(screen.getByRole('button', { name: 'Saisie manuelle du mot français' }));
  // The typed-in word's field takes the focus on the next frame.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mot' })).toHaveFocus());
  await user.paste(french);
  await user.click(screen.getByRole('button', { name: 'Créer le mot' }));
}

/** The ways on from a refused duplicate. */
export const duplicateActions = () =>
  screen.getByRole('group', { name: 'Que faire de ce doublon ?' });

/** Waits until the form has sent `count` bodies, and gives the last. */
export async function lastSent(count = 1) {
  await waitFor(() => expect(sent).toHaveLength(count));
  return sent[count - 1]!;
}
