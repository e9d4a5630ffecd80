/**
 * What the expression form's test files share: the lists and searches it reads, the saves it
 * sends, the new and edit pages, its pickers, words and recordings as a user finds them, and the
 * toasts.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from '@shared/schemas/auth';
import { ExpressionSchema, type Expression } from '@shared/schemas/expressions';
import { LanguageSchema } from '@shared/schemas/languages';
import { LocalitySchema } from '@shared/schemas/places';
import { PaginatedWordsSchema } from '@shared/schemas/words';
import { wordEntry, wordsPage } from '@client/test/factories/expressions';
import { language, locality } from '@client/test/factories/places';
import { apiHandler, server, type ApiRequest } from '@client/test/server';
import { renderWithApp, type Rendered } from '@client/test/render';
import { EditExpressionPage, NewExpressionPage } from './expression-form-page';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

// A toast comes after the server's answer: allow a slow machine more than the default second.
export const TOAST_TIMEOUT = { timeout: 3000 };

const WORDS = [
  wordEntry({ id: 11, localWord: 'mbwa', french: 'chien' }),
  wordEntry({ id: 12, localWord: 'nyumba', french: 'maison' }),
  wordEntry({ id: 13, localWord: 'mtu', french: 'personne' }),
];

/** The lists the form reads, and a word search that finds the words containing the text. */
function answerOptions() {
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [
      language({ id: 1, name: 'Lingala' }),
      language({ id: 2, name: 'Swahili', code: 'SWA', adminCode: 'SW', isoCode: 'sw' }),
    ]),
    apiHandler('get', '/api/localities', z.array(LocalitySchema), [locality({ id: 1 })]),
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) =>
      wordsPage(
        WORDS.filter((entry) =>
          entry.localWord.localWord.includes(url.searchParams.get('search')!),
        ),
      ),
    ),
  );
}

/** Records the saves the form sends (multipart bodies), answering each with `answer`. */
export function recordSaves(method: 'post' | 'put', path: string, answer: Expression) {
  const saves: FormData[] = [];
  server.use(
    apiHandler(method, path, ExpressionSchema, ({ body }: ApiRequest) => {
      saves.push(body as FormData);
      return answer;
    }),
  );
  return saves;
}

const otherRoutes = { '/expressions': <p>expressions list</p> };

/**
 * The new expression page, for a made-up editor or `session` (the owner of its drafts), once its
 * form shows (after the look for a draft).
 */
export async function renderNew(
  language: 'fr' | 'en' = 'fr',
  session: SessionUser | 'editor' = 'editor',
) {
  const rendered = await renderWithApp(<NewExpressionPage canEdit />, {
    route: '/expressions/new',
    path: '/expressions/new',
    session,
    language,
    otherRoutes,
  });
  await screen.findByRole('button', {
    name: language === 'en' ? 'Create the expression' : "Créer l'expression",
  });
  return rendered;
}

export const renderEdit = (id: number, session: SessionUser | 'editor' = 'editor') =>
  renderWithApp(<EditExpressionPage id={id} canEdit />, {
    route: `/expressions/edit/${id}`,
    path: '/expressions/edit/:id',
    session,
    otherRoutes,
  });

export const wordsBox = () => screen.getByRole('combobox', { name: 'Mots' });
export const chosenWords = () =>
  within(screen.getByRole('list', { name: 'Mots sélectionnés' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
export const recordings = () => screen.queryByRole('list', { name: 'Enregistrements' });
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;
export const wav = (name: string) => new File([new Uint8Array(64)], name, { type: 'audio/wav' });
export const choose = (container: HTMLElement, ...files: File[]) =>
  fireEvent.change(fileInput(container), { target: { files } });

/**
 * Picks an option of a searchable picker by typing, as a user would; the text arrives in one go
 * (a paste), as the keys one by one are not what these tests are about.
 */
export async function pick({ user }: Rendered, combobox: string, typed: string, option: RegExp) {
  const box = screen.getByRole('combobox', { name: combobox });
  await user.click(box);
  await user.clear(box);
  await user.paste(typed);
  // The word search waits for a 300 ms pause in typing (the other pickers filter at once).
  await act(() => vi.advanceTimersByTimeAsync(300));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The toast that says `title`, with `description` in it. */
export async function expectToast(title: string, description?: string) {
  const toast = (await screen.findByText(title, { selector: 'li *' }, TOAST_TIMEOUT)).closest(
    'li',
  )!;
  if (description) expect(toast).toHaveTextContent(description);
  return toast;
}

/** Before each test: the faked clock of the word search's pause, the lists read, object URLs. */
export function setUpTheForm() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  answerOptions();
  // jsdom has no object URLs: the form previews each chosen file through one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
}

export function tearDownTheForm() {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
}
