import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ExpressionSchema, type Expression } from '@shared/schemas/expressions';
import { LanguageSchema } from '@shared/schemas/languages';
import { LocalitySchema } from '@shared/schemas/places';
import { PaginatedWordsSchema } from '@shared/schemas/words';
import { expression, linkedWord, wordEntry, wordsPage } from '@client/test/factories/expressions';
import { language, locality } from '@client/test/factories/places';
import { apiError, apiHandler, server, type ApiRequest } from '@client/test/server';
import { renderWithApp, type Rendered } from '@client/test/render';
import { EditExpressionPage, NewExpressionPage } from './expression-form-page';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

// A toast comes after the server's answer: allow a slow machine more than the default second.
const TOAST_TIMEOUT = { timeout: 3000 };

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
function recordSaves(method: 'post' | 'put', path: string, answer: Expression) {
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

const renderNew = (language: 'fr' | 'en' = 'fr') =>
  renderWithApp(<NewExpressionPage canEdit />, {
    route: '/expressions/new',
    path: '/expressions/new',
    session: 'editor',
    language,
    otherRoutes,
  });

const renderEdit = (id: number) =>
  renderWithApp(<EditExpressionPage id={id} canEdit />, {
    route: `/expressions/edit/${id}`,
    path: '/expressions/edit/:id',
    session: 'editor',
    otherRoutes,
  });

const wordsBox = () => screen.getByRole('combobox', { name: 'Mots' });
const chosenWords = () =>
  within(screen.getByRole('list', { name: 'Mots sélectionnés' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const recordings = () => screen.queryByRole('list', { name: 'Enregistrements' });
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;
const wav = (name: string) => new File([new Uint8Array(64)], name, { type: 'audio/wav' });
const choose = (container: HTMLElement, ...files: File[]) =>
  fireEvent.change(fileInput(container), { target: { files } });

/** Picks an option of a searchable picker by typing, as a user would. */
async function pick({ user }: Rendered, combobox: string, typed: string, option: RegExp) {
  const box = screen.getByRole('combobox', { name: combobox });
  await user.click(box);
  await user.clear(box);
  await user.type(box, typed);
  // The word search waits for a 300 ms pause in typing (the other pickers filter at once).
  await act(() => vi.advanceTimersByTimeAsync(300));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The toast that says `title`, with `description` in it. */
async function expectToast(title: string, description?: string) {
  const toast = (await screen.findByText(title, { selector: 'li *' }, TOAST_TIMEOUT)).closest(
    'li',
  )!;
  if (description) expect(toast).toHaveTextContent(description);
  return toast;
}

describe('the expression form', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerOptions();
    // jsdom has no object URLs: the form previews each chosen file through one.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('says what is missing or refused, sends nothing while invalid, and keeps all after a failed save', async () => {
    const rendered = await renderNew();
    const { user, container } = rendered;
    const saves: unknown[] = [];
    server.use(
      http.post('/api/expressions', () => {
        saves.push('POST');
        return HttpResponse.json(
          { code: 'INTERNAL', message: 'Internal Server Error' },
          { status: 500 },
        );
      }),
    );
    const create = screen.getByRole('button', { name: "Créer l'expression" });

    await user.click(create);
    expect(await screen.findByText('Veuillez sélectionner au moins un mot')).toBeInTheDocument();
    expect(screen.getByText('Au moins un fichier audio est obligatoire')).toBeInTheDocument();
    await waitFor(() => expect(wordsBox()).toHaveFocus());
    expect(wordsBox()).toHaveAttribute('aria-invalid', 'true');

    // With a word, the audio is still missing: the focus goes to the upload button.
    await pick(rendered, 'Mots', 'mbwa', /^mbwa Swahili/);
    await waitFor(() =>
      expect(screen.queryByText('Veuillez sélectionner au moins un mot')).not.toBeInTheDocument(),
    );
    await user.click(create);
    expect(screen.getByText('Au moins un fichier audio est obligatoire')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Téléverser un fichier audio' })).toHaveFocus(),
    );
    expect(saves).toEqual([]);

    // A file that is not audio, by its declared type, is refused.
    choose(container, new File(['pas un son'], 'notes.txt', { type: 'text/plain' }));
    await expectToast('Type de fichier invalide', 'Veuillez sélectionner un fichier audio');
    expect(recordings()).not.toBeInTheDocument();

    // Three files at once: the third is dropped, and recording and upload are disabled.
    choose(container, wav('un.wav'), wav('deux.wav'), wav('trois.wav'));
    await expectToast('Limite atteinte', 'Maximum 2 fichiers audio autorisés');
    expect(within(recordings()!).getAllByRole('listitem')).toHaveLength(2);
    expect(recordings()).not.toHaveTextContent('trois.wav');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeDisabled();
    expect(screen.queryByText('Au moins un fichier audio est obligatoire')).not.toBeInTheDocument();

    // A failed save keeps everything and says why.
    await user.click(create);
    await expectToast(
      "Échec de la création de l'expression",
      'Erreur interne du serveur. Réessayez plus tard.',
    );
    expect(saves).toEqual(['POST']);
    expect(screen.queryByText('expressions list')).not.toBeInTheDocument();
    expect(chosenWords()).toEqual([expect.stringMatching(/^mbwa/)]);
    expect(within(recordings()!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('clears the locality with its button, and saves the expression without one', async () => {
    const saves = recordSaves('post', '/api/expressions', expression({ id: 5 }));
    const rendered = await renderNew();
    const { user, container } = rendered;
    const localityBox = () => screen.getByRole('combobox', { name: 'Localité (facultatif)' });
    const clear = () => screen.queryByRole('button', { name: 'Effacer la localité' });

    expect(clear()).not.toBeInTheDocument();
    await pick(rendered, 'Localité (facultatif)', 'kinsh', /^Kinshasa/);
    expect(localityBox()).toHaveValue('Kinshasa');
    await user.click(clear()!);
    expect(localityBox()).toHaveValue('');
    expect(localityBox()).toHaveFocus();
    expect(clear()).not.toBeInTheDocument();

    await pick(rendered, 'Mots', 'nyumba', /^nyumba Swahili/);
    await user.type(screen.getByLabelText('Expression (facultatif)'), 'Bila mahali');
    choose(container, wav('ton-test.wav'));
    await user.click(screen.getByRole('button', { name: "Créer l'expression" }));

    await expectToast('Expression créée avec succès');
    expect(await screen.findByText('expressions list')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    const sent = saves[0]!;
    expect(sent.has('localityId')).toBe(false);
    expect(sent.get('expression')).toBe('Bila mahali');
    expect(JSON.parse(sent.get('localWordIds') as string)).toEqual([12]);
    // The chosen file goes as audio1 (jsdom's File crosses into Node's fetch without its name).
    expect([...sent.keys()]).toEqual(['expression', 'localWordIds', 'audio1']);
    expect((sent.get('audio1') as Blob).type).toBe('audio/wav');
  });

  it('says why an update failed, with the server message or the fallback, and keeps the form', async () => {
    const text = 'Kosa la kubadilisha';
    server.use(
      apiHandler(
        'get',
        '/api/expressions/:id',
        ExpressionSchema,
        expression({
          id: 8,
          expression: text,
          linkedWords: [linkedWord({ id: 13, localWord: 'mtu' })],
        }),
      ),
    );
    const rendered = await renderEdit(8);
    const { user } = rendered;
    const textField = await screen.findByLabelText('Expression (facultatif)');
    expect(textField).toHaveValue(text);
    await user.clear(textField);
    await user.type(textField, `${text}, tena`);
    await pick(rendered, 'Mots', 'nyumba', /^nyumba Swahili/);
    const formKept = () => {
      expect(screen.queryByText('expressions list')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Expression (facultatif)')).toHaveValue(`${text}, tena`);
      expect(chosenWords()).toEqual([
        expect.stringMatching(/^mtu/),
        expect.stringMatching(/^nyumba/),
      ]);
    };

    // The server's own message (a linked word deleted meanwhile, say).
    server.use(
      apiError('put', '/api/expressions/:id', 400, {
        code: 'BAD_REQUEST',
        message: "Un ou plusieurs mots liés n'existent pas.",
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    const first = await expectToast(
      "Échec de la mise à jour de l'expression",
      "Un ou plusieurs mots liés n'existent pas.",
    );
    formKept();

    // An answer without the API's body (a proxy's 502): the catalogue's words instead.
    server.use(
      http.put('/api/expressions/:id', () => new HttpResponse('Bad Gateway', { status: 502 })),
    );
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    const fallback = await screen.findByText(
      'Une erreur inattendue est survenue.',
      {},
      TOAST_TIMEOUT,
    );
    const second = fallback.closest('li')!;
    expect(second).not.toBe(first);
    expect(second).toHaveTextContent("Échec de la mise à jour de l'expression");
    expect(second).not.toHaveTextContent('Bad Gateway');
    formKept();
  });

  it('says so when the microphone cannot be used, and recording stays available', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('MediaRecorder', class {});
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    const { user } = await renderNew();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectToast("Impossible d'accéder au microphone");
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('speaks English when the interface does', async () => {
    const { user } = await renderNew('en');
    expect(screen.getByRole('heading', { level: 1, name: 'New expression' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the expression' }));
    expect(await screen.findByText('Please select at least one word')).toBeInTheDocument();
  });
});
