/**
 * What the word form's test files share: the API the form talks to, the page rendered once its
 * form is there, its fields as a user finds them, and the toasts it raises.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { z } from 'zod';
import { AlphabetSchema } from '@shared/schemas/alphabets';
import { LanguageSchema } from '@shared/schemas/languages';
import {
  DictionarySearchHitSchema,
  DuplicateCheckSchema,
  WordEntrySchema,
  wordKey,
} from '@shared/schemas/words';
import { NewWordRoute } from '@client/app/routes/admin/word-form-route';
import {
  LINGALA_LETTERS,
  NO_ALPHABET,
  SWAHILI_LETTERS,
  alphabetView,
} from '@client/test/factories/alphabets';
import { buildLanguage, buildWord } from '@client/test/factories/words';
import { renderWithApp, type RenderOptions } from '@client/test/render';
import { apiHandler, server, type ApiRequest } from '@client/test/server';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

const LANGUAGES = [
  buildLanguage({ id: 1, name: 'Swahili', isoCode: 'sw' }),
  buildLanguage({ id: 2, name: 'Zulu', isoCode: 'zu' }),
  buildLanguage({ id: 3, name: 'Lingala', isoCode: 'ln' }),
];

/** Swahili's and Lingala's alphabets; Zulu has none. */
const ALPHABETS: Record<string, ReturnType<typeof alphabetView>> = {
  '1': alphabetView(SWAHILI_LETTERS),
  '3': alphabetView(LINGALA_LETTERS),
};

/** The words the languages already have, by language id (compared as "the same word"). */
const EXISTING: Record<string, string[]> = { '1': ['maji'] };

/**
 * The languages and their alphabets, the duplicate check on EXISTING, empty dictionary searches, and a save that
 * succeeds. Returns each POST /api/words, as the multipart body the form sent.
 */
export function answerTheForm() {
  const saves: FormData[] = [];
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), LANGUAGES),
    apiHandler(
      'get',
      '/api/languages/:id/alphabet',
      AlphabetSchema,
      ({ params }) => ALPHABETS[String(params.id)] ?? NO_ALPHABET,
    ),
    apiHandler('get', '/api/words/check-duplicate', DuplicateCheckSchema, ({ url }) => ({
      exists: (EXISTING[url.searchParams.get('languageId')!] ?? []).includes(
        wordKey(url.searchParams.get('localWord')!),
      ),
    })),
    apiHandler('get', '/api/dictionary/:side/search', z.array(DictionarySearchHitSchema), []),
    apiHandler('post', '/api/words', WordEntrySchema, ({ body }: ApiRequest) => {
      const form = body as FormData;
      saves.push(form);
      return buildWord({ localWord: { localWord: String(form.get('localWord')) } });
    }),
  );
  return saves;
}

/** The new word page, once the languages are read and the form is there. */
export async function renderForm(options: RenderOptions = {}) {
  const rendered = await renderWithApp(<NewWordRoute />, {
    route: '/words/new',
    path: '/words/new',
    session: 'admin',
    otherRoutes: { '/words': <p>words list</p> },
    ...options,
  });
  // Waited for by its text: a role query names every button of the form at each change.
  await screen.findByText(options.language === 'en' ? 'Create the word' : 'Créer le mot');
  return rendered;
}

export type User = Awaited<ReturnType<typeof renderForm>>['user'];

/** The toast area once it says every one of `texts`. */
export const expectToast = (...texts: string[]) =>
  waitFor(() => {
    const area = screen.getByRole('region', { name: /^Notifications/ });
    for (const text of texts) expect(area).toHaveTextContent(text);
  });

export const localWord = () => screen.getByRole('textbox', { name: 'Mot local' });
export const languageSelect = () => screen.getByRole('combobox', { name: 'Langue' });
export const submit = () => screen.getByRole('button', { name: 'Créer le mot' });
export const manualFrench = () =>
  within(screen.getByRole('group', { name: 'Mot français : saisie manuelle' })).getByRole(
    'textbox',
    { name: 'Mot' },
  );

export async function chooseLanguage(user: User, name: string) {
  await user.click(languageSelect());
  await user.click(await screen.findByRole('option', { name }));
}

/**
 * Puts `text` in an empty field in one go, as a paste does: where what is typed matters and not
 * each key, one change re-renders the form once rather than once a letter.
 */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Types the French word in by hand, as when the dictionary does not have it. */
export async function typeFrenchByHand(user: User, word: string) {
  await user.click(screen.getByRole('button', { name: 'Saisie manuelle du mot français' }));
  // The field takes the focus on the next frame: typed sooner, the word would land elsewhere.
  await waitFor(() => expect(manualFrench()).toHaveFocus());
  await user.paste(word);
}
