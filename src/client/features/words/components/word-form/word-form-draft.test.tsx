import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from '@client/lib/form-drafts';
import { buildWord } from '@client/test/factories/words';
import { sessionUser } from '@client/test/render';
import { server } from '@client/test/server';
import { initialValues, type WordDraft } from './word-form-values';
import {
  answerTheForm,
  lastSent,
  renderEditPage,
  renderNewPage,
} from './word-form-lexicon-helpers';

// One user for every page of a test: the draft is theirs.
const editor = sessionUser('editor');
const NEW_WORD = { owner: editor.id, form: 'word:new' };

const localWord = () => screen.getByRole('textbox', { name: 'Mot local' });
const notes = () => screen.getByRole('textbox', { name: 'Notes' });
const recordings = () => screen.queryByRole('list', { name: 'Enregistrements' });
const restoredNotice = () => screen.queryByText(/^Brouillon restauré du /);

/** The draft once it is written with everything typed (editing pauses half a second first). */
async function storedDraft(address = NEW_WORD) {
  let draft: Awaited<ReturnType<typeof readDraft<WordDraft>>> = null;
  await waitFor(async () => {
    draft = await readDraft<WordDraft>(address);
    expect(draft?.content.audio.filter(({ file }) => file)).toHaveLength(1);
  });
  return draft!;
}

/** Waits until there is no draft any more. */
const noDraft = (address = NEW_WORD) =>
  waitFor(async () => expect(await readDraft(address)).toBeNull());

type User = Awaited<ReturnType<typeof renderNewPage>>['user'];

/** A word's spelling and notes typed in, and a recording uploaded. */
async function typeDraft(user: User) {
  await user.click(localWord());
  await user.paste('maji');
  await user.click(notes());
  await user.paste('Se dit aussi de la pluie.');
  const upload = userEvent.setup({ delay: null, applyAccept: false });
  await upload.upload(
    document.querySelector<HTMLInputElement>('input[type="file"]')!,
    new File([new Uint8Array([82, 73, 70, 70, 9])], 'maji.wav', { type: 'audio/wav' }),
  );
}

/** The same, in Swahili and with its French word: a word that can be saved. */
async function typeNewWord(user: User) {
  await user.click(screen.getByRole('combobox', { name: 'Langue' }));
  await user.click(await screen.findByRole('option', { name: 'Swahili' }));
  await user.click(screen.getByRole('button', { name: 'Saisie manuelle du mot français' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mot' })).toHaveFocus());
  await user.paste('eau');
  await typeDraft(user);
}

describe('the draft of the word form', () => {
  beforeEach(() => {
    answerTheForm();
    // jsdom has no object URLs: the form previews each file through one.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is kept while typing, with its recording, and comes back with a notice after a reload', async () => {
    const first = await renderNewPage({ session: editor });
    await typeDraft(first.user);

    const draft = await storedDraft();
    expect(draft.content.values).toMatchObject({
      localWord: 'maji',
      notes: 'Se dit aussi de la pluie.',
    });
    expect(draft.content.audio.map(({ file }) => file.name)).toEqual(['maji.wav']);
    first.unmount();

    // The page opened again (a reload, a crash, a session that expired): the form as it was.
    await renderNewPage({ session: editor });
    expect(restoredNotice()!.textContent).toMatch(
      /^Brouillon restauré du \d{1,2} \S+ \d{4} à \d{2}:\d{2}\.$/,
    );
    expect(localWord()).toHaveValue('maji');
    expect(notes()).toHaveValue('Se dit aussi de la pluie.');
    expect(within(recordings()!).getByText('maji.wav')).toBeInTheDocument();
  });

  it('is another user’s own: a colleague on the same browser starts from an empty form', async () => {
    await writeDraft(
      NEW_WORD,
      {
        version: null,
        content: { values: { ...initialValues(), localWord: 'maji' }, audio: [], removedAudio: [] },
      },
      new Set(),
    );
    await renderNewPage({ session: sessionUser('editor') });
    expect(localWord()).toHaveValue('');
    expect(restoredNotice()).not.toBeInTheDocument();
  });

  it('"Ignorer le brouillon" empties the form and removes the draft', async () => {
    const first = await renderNewPage({ session: editor });
    await typeDraft(first.user);
    await storedDraft();
    first.unmount();

    const { user } = await renderNewPage({ session: editor });
    await user.click(screen.getByRole('button', { name: 'Ignorer le brouillon' }));
    expect(restoredNotice()).not.toBeInTheDocument();
    expect(localWord()).toHaveValue('');
    expect(notes()).toHaveValue('');
    expect(recordings()).not.toBeInTheDocument();
    await noDraft();
  });

  it('survives a save refused because the session expired, then goes once saved', async () => {
    server.use(
      http.post('/api/words', () =>
        HttpResponse.json(
          { code: 'UNAUTHENTICATED', message: 'Authentification requise' },
          { status: 401 },
        ),
      ),
    );
    const first = await renderNewPage({ session: editor });
    await typeNewWord(first.user);
    // Saved at once, not after the pause: the answer may take the form away.
    await first.user.click(screen.getByRole('button', { name: 'Créer le mot' }));
    const draft = await storedDraft();
    expect(draft.content.values.localWord).toBe('maji');
    expect(draft.content.audio[0]!.file.name).toBe('maji.wav');
    first.unmount();

    answerTheForm();
    const { user } = await renderNewPage({ session: editor });
    expect(localWord()).toHaveValue('maji');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveTextContent('Swahili');
    await user.click(screen.getByRole('button', { name: 'Créer le mot' }));
    expect(await screen.findByText('words list')).toBeInTheDocument();
    const body = await lastSent();
    expect(body.get('localWord')).toBe('maji');
    // The restored recording goes with it (its bytes, kept as they were: form-drafts.test.ts;
    // jsdom's files reach the test's server as text, so not checked here).
    expect(body.get('audio1')).toMatchObject({ type: 'audio/wav' });
    await noDraft();
  });

  it('of an edit whose word changed since is restored with a warning, and its save is refused', async () => {
    const versions: unknown[] = [];
    server.use(
      http.put('/api/words/:id', async ({ request }) => {
        versions.push((await request.formData()).get('version'));
        return HttpResponse.json(
          { code: 'STALE_VERSION', message: 'Ce mot a été modifié entre-temps.' },
          { status: 409 },
        );
      }),
    );
    const word = buildWord({ localWord: { id: 90, localWord: 'nyumba', version: 6 } });
    await writeDraft(
      { owner: editor.id, form: 'word:90' },
      {
        version: 5,
        content: {
          values: { ...initialValues(word), notes: 'Maison en terre.' },
          audio: [],
          removedAudio: [],
        },
      },
      new Set(),
    );
    const { user } = await renderEditPage(word, { session: editor });
    expect(notes()).toHaveValue('Maison en terre.');
    expect(restoredNotice()!.parentElement).toHaveTextContent(
      "Ce mot a été modifié depuis ce brouillon (dans un autre onglet ou par quelqu'un d'autre). Le brouillon ne remplacera pas ces modifications : son enregistrement sera refusé, et vous pourrez alors recharger le mot.",
    );
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce mot a été modifié entre-temps.');
    expect(versions).toEqual(['5']);
    expect(screen.getByRole('button', { name: 'Recharger le mot' })).toBeInTheDocument();
  });
});
