import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LanguageSchema } from '@shared/schemas/languages';
import {
  DictionarySearchHitSchema,
  DuplicateCheckSchema,
  WordEntrySchema,
  wordKey,
} from '@shared/schemas/words';
import { EditWordRoute, NewWordRoute } from '@client/app/routes/admin/word-form-route';
import { TooltipProvider } from '@client/components/ui/tooltip';
import {
  buildDictionaryEntry,
  buildLanguage,
  buildSearchHit,
  buildWord,
} from '@client/test/factories/words';
import { renderWithApp, type RenderOptions } from '@client/test/render';
import { apiError, apiHandler, server, type ApiRequest } from '@client/test/server';

const LANGUAGES = [
  buildLanguage({ id: 1, name: 'Swahili', isoCode: 'sw' }),
  buildLanguage({ id: 2, name: 'Zulu', isoCode: 'zu' }),
  buildLanguage({ id: 3, name: 'Lingala', isoCode: 'ln' }),
];

/** The words the languages already have, by language id (compared as "the same word"). */
const EXISTING: Record<string, string[]> = { '1': ['maji'] };

/** Each POST /api/words, as the multipart body the form sent. */
let saves: FormData[];

/** The languages, the duplicate check on EXISTING, empty dictionary searches, and saves kept. */
function answerTheForm() {
  saves = [];
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), LANGUAGES),
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
}

/** The new word page, once the languages are read and the form is there. */
async function renderForm(options: RenderOptions = {}) {
  const rendered = await renderWithApp(
    // The admin layout's sidebar gives the page its tooltip provider.
    <TooltipProvider>
      <NewWordRoute />
    </TooltipProvider>,
    {
      route: '/words/new',
      path: '/words/new',
      session: 'admin',
      otherRoutes: { '/words': <p>words list</p> },
      ...options,
    },
  );
  await screen.findByRole('button', {
    name: options.language === 'en' ? 'Create the word' : 'Créer le mot',
  });
  return rendered;
}

/** The toast area once it says every one of `texts`. */
const expectToast = (...texts: string[]) =>
  waitFor(
    () => {
      const area = screen.getByRole('region', { name: /^Notifications/ });
      for (const text of texts) expect(area).toHaveTextContent(text);
    },
    // The toast area is loaded with the first toast: on a busy machine that takes a while.
    { timeout: 5000 },
  );

/**
 * How long to wait for what comes once typing pauses (300 ms) and the server answers: the wait
 * ends as soon as it shows; the margin is for a busy machine.
 */
const AFTER_DEBOUNCE = { timeout: 5000 };

const localWord = () => screen.getByRole('textbox', { name: 'Mot local' });
const languageSelect = () => screen.getByRole('combobox', { name: 'Langue' });
const submit = () => screen.getByRole('button', { name: 'Créer le mot' });
const manualFrench = () =>
  within(screen.getByRole('group', { name: 'Mot français : saisie manuelle' })).getByRole(
    'textbox',
    { name: 'Mot' },
  );

type User = Awaited<ReturnType<typeof renderForm>>['user'];

async function chooseLanguage(user: User, name: string) {
  await user.click(languageSelect());
  await user.click(await screen.findByRole('option', { name }));
}

/** Types the French word in by hand, as when the dictionary does not have it. */
async function typeFrenchByHand(user: User, word: string) {
  await user.click(screen.getByRole('button', { name: 'Saisie manuelle du mot français' }));
  await user.type(manualFrench(), word);
}

describe('the word form', () => {
  beforeEach(answerTheForm);
  afterEach(() => vi.unstubAllGlobals());

  it('an English word from the dictionary fills the French one with its equivalent', async () => {
    const chien = buildDictionaryEntry({ word: 'chien' });
    const dog = buildSearchHit({
      word: 'dog',
      partOfSpeech: 'noun',
      equivalent: { id: chien.id, word: 'chien', definition: null },
    });
    server.use(
      apiHandler('get', '/api/dictionary/english/search', z.array(DictionarySearchHitSchema), [
        dog,
      ]),
    );
    const { user } = await renderForm();
    await chooseLanguage(user, 'Zulu');
    await user.type(localWord(), 'inja');

    await user.type(screen.getByRole('combobox', { name: 'Mot anglais (facultatif)' }), 'dog');
    // jsdom joins the parts of the name without the spaces a browser's layout puts between them.
    const hit = await screen.findByRole('option', { name: /^dog\s*noun/ }, AFTER_DEBOUNCE);
    expect(hit).toHaveTextContent('chien');
    await user.click(hit);

    // The French side is the equivalent, marked as proposed; its search box is gone.
    const english = screen.getByRole('button', { name: 'Changer le mot « dog »' }).parentElement!;
    expect(english).not.toHaveTextContent('Équivalent proposé');
    const french = screen.getByRole('button', { name: 'Changer le mot « chien »' }).parentElement!;
    expect(french).toHaveTextContent('Équivalent proposé');
    expect(screen.queryByRole('combobox', { name: 'Mot français' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Équivalent proposé')).toHaveLength(1);

    await user.click(submit());
    await expectToast('Le mot « inja » a été créé.');
    expect(saves).toHaveLength(1);
    expect(JSON.parse(String(saves[0]!.get('senses')))).toMatchObject([
      { frenchId: chien.id, englishId: dog.id },
    ]);
    expect(await screen.findByText('words list')).toBeInTheDocument();
  });

  it('a word the language already has: warned while typing, and never saved', async () => {
    // Sent all the same, the server refuses it and names the entry the language has.
    server.use(
      apiError('post', '/api/words', 409, {
        code: 'WORD_DUPLICATE',
        message: 'Ce mot existe déjà dans cette langue.',
        details: { existing: [{ id: 7, localWord: 'maji', homographNumber: null }] },
      }),
    );
    const { user } = await renderForm();
    await chooseLanguage(user, 'Swahili');
    await user.type(localWord(), ' Maji ');

    const warning = await screen.findByText(
      'Ce mot existe déjà dans cette langue.',
      {},
      AFTER_DEBOUNCE,
    );
    expect(warning).toHaveRole('status');
    expect(localWord()).toHaveAttribute('aria-invalid', 'true');
    expect(localWord()).toHaveAccessibleDescription('Ce mot existe déjà dans cette langue.');
    expect(
      screen.getByText(
        'Ce mot existe déjà dans cette langue : en enregistrant, vous pourrez lui ajouter ce sens ou créer un homographe.',
      ),
    ).toBeInTheDocument();
    await typeFrenchByHand(user, 'eau');
    expect(
      screen.getByText('Aucun mot anglais : le mot sera enregistré sans équivalent anglais.'),
    ).toBeInTheDocument();

    await user.click(submit());
    await waitFor(() => expect(localWord()).toHaveFocus());
    expect(localWord()).toHaveAccessibleDescription('Ce mot existe déjà dans cette langue.');
    // Said once, as the field's error.
    expect(screen.getAllByText('Ce mot existe déjà dans cette langue.')).toHaveLength(1);
    expect(saves).toEqual([]);
    expect(screen.queryByText('words list')).not.toBeInTheDocument();

    // Zulu does not have it: the warning goes.
    await chooseLanguage(user, 'Zulu');
    await waitFor(() =>
      expect(screen.queryByText('Ce mot existe déjà dans cette langue.')).not.toBeInTheDocument(),
    );
    expect(localWord()).not.toHaveAttribute('aria-invalid');
  });

  it('required fields: all at once, then the French word; a failed save keeps what was typed', async () => {
    const { user } = await renderForm();
    await user.click(submit());
    expect(await screen.findAllByText('Champs requis')).toHaveLength(2);
    const noGloss =
      "Le sens 1 n'a ni mot français ni mot anglais : indiquez au moins l'un des deux.";
    expect(screen.getByText(noGloss)).toBeInTheDocument();
    expect(languageSelect()).toHaveFocus();
    expect(languageSelect()).toHaveAttribute('aria-invalid', 'true');

    await chooseLanguage(user, 'Lingala');
    await user.type(localWord(), 'sɔ́sɔ');
    await user.click(submit());
    const frenchSearch = screen.getByRole('combobox', { name: 'Mot français' });
    await waitFor(() => expect(frenchSearch).toHaveFocus());
    expect(screen.queryByText('Champs requis')).not.toBeInTheDocument();
    expect(frenchSearch).toHaveAttribute('aria-invalid', 'true');
    expect(frenchSearch).toHaveAccessibleDescription(noGloss);
    expect(saves).toEqual([]);

    // The server fails: the form stays as typed.
    await typeFrenchByHand(user, 'poule');
    server.use(apiError('post', '/api/words', 500, { code: 'INTERNAL', message: 'boom' }));
    await user.click(submit());
    await expectToast('Échec de la création du mot');
    expect(localWord()).toHaveValue('sɔ́sɔ');
    expect(manualFrench()).toHaveValue('poule');
    expect(screen.queryByText('words list')).not.toBeInTheDocument();

    // A duplicate created meanwhile: the server's message lands under the local word.
    server.use(
      apiError('post', '/api/words', 409, {
        code: 'WORD_DUPLICATE',
        message: 'Ce mot existe déjà dans cette langue.',
      }),
    );
    await user.click(submit());
    await waitFor(() => expect(localWord()).toHaveFocus());
    expect(localWord()).toHaveAccessibleDescription('Ce mot existe déjà dans cette langue.');
  });

  describe('audio files', () => {
    beforeEach(() => {
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
      URL.revokeObjectURL = () => {};
    });

    /** The hidden file input the upload button opens (what a file chooser fills). */
    const chooseFiles = async (container: HTMLElement, ...files: File[]) => {
      // The files are checked by the form, not by the browser's chooser filter.
      const user = userEvent.setup({ delay: null, applyAccept: false });
      await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, files);
    };
    const wav = (name: string) => new File([new Uint8Array(64)], name, { type: 'audio/wav' });
    const recordings = () => screen.queryByRole('list', { name: 'Enregistrements' });

    it('text is refused, 10 MB at most, 2 in all', async () => {
      const { user, container } = await renderForm();

      await chooseFiles(container, new File(['pas un son'], 'notes.txt', { type: 'text/plain' }));
      await expectToast('Type de fichier invalide', 'Veuillez sélectionner un fichier audio');
      expect(recordings()).not.toBeInTheDocument();

      const big = wav('trop-long.wav');
      Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
      await chooseFiles(container, big);
      await expectToast(
        'Fichier trop volumineux',
        '« trop-long.wav » dépasse la taille maximale de 10 Mo.',
      );
      expect(recordings()).not.toBeInTheDocument();

      await chooseFiles(container, wav('un.wav'), wav('deux.wav'), wav('trois.wav'));
      await expectToast('Limite atteinte', 'Maximum 2 fichiers audio autorisés');
      expect(within(recordings()!).getAllByRole('listitem')).toHaveLength(2);
      expect(recordings()).not.toHaveTextContent('trois.wav');
      expect(
        screen.getByText('Limite atteinte : 2 fichiers audio au maximum.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
      const upload = screen.getByRole('button', { name: 'Téléverser un fichier audio' });
      expect(upload).toBeDisabled();

      // The phone and desktop layouts each have their remove button: either removes the file.
      await user.click(screen.getAllByRole('button', { name: 'Retirer un.wav' })[0]!);
      expect(within(recordings()!).getAllByRole('listitem')).toHaveLength(1);
      expect(upload).toBeEnabled();
    });
  });

  it('without a microphone, recording says so and can be tried again', async () => {
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    vi.stubGlobal('navigator', Object.assign(navigator, { mediaDevices: { getUserMedia } }));
    vi.stubGlobal('MediaRecorder', class {});
    const { user } = await renderForm();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectToast("Impossible d'accéder au microphone");
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('nothing found in the French dictionary: the text typed becomes the word typed in', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Mot français' }), 'zzz');
    expect(
      await screen.findByText('Aucun résultat pour « zzz »', {}, AFTER_DEBOUNCE),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saisir « zzz » manuellement' }));
    await waitFor(() => expect(manualFrench()).toHaveFocus());
    expect(manualFrench()).toHaveValue('zzz');
  });

  it('speaks English when the interface does', async () => {
    const { user } = await renderForm({ language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New word' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the word' }));
    expect(await screen.findAllByText('Required fields')).toHaveLength(2);
  });
});

describe('the edit page of a word that does not exist', () => {
  const renderEdit = (route: string) =>
    renderWithApp(
      <TooltipProvider>
        <EditWordRoute />
      </TooltipProvider>,
      {
        route,
        path: '/words/edit/:id',
        session: 'admin',
        otherRoutes: { '/words': <p>words list</p> },
      },
    );

  it('says so for an unknown id, and for one that is no number, with the way back', async () => {
    server.use(
      apiError('get', '/api/words/:id', 404, { code: 'NOT_FOUND', message: 'Mot non trouvé' }),
    );
    const first = await renderEdit('/words/edit/99999999');
    expect(await screen.findByRole('heading', { name: 'Mot non trouvé' })).toBeInTheDocument();
    first.unmount();

    // No request at all for an id that is no number.
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on('request:start', record);
    const { user } = await renderEdit('/words/edit/pas-un-nombre');
    expect(screen.getByRole('heading', { name: 'Mot non trouvé' })).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Retour aux mots' });
    expect(back.at(-1)).toHaveAttribute('href', '/words');
    await user.click(back.at(-1)!);
    expect(await screen.findByText('words list')).toBeInTheDocument();
    server.events.removeListener('request:start', record);
    expect(asked).toEqual([]);
  });
});
