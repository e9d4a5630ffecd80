import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, server } from '@client/test/server';
import {
  answerTheForm,
  chooseLanguage,
  fill,
  localWord,
  renderForm,
  submit,
  typeFrenchByHand,
} from './word-form-test-helpers';

describe('the word form', () => {
  let saves: FormData[];
  beforeEach(() => {
    // The duplicate check waits for a 300 ms pause in typing: on a faked clock, moved at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    saves = answerTheForm();
  });
  afterEach(() => vi.useRealTimers());

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
    const local = localWord();
    await chooseLanguage(user, 'Swahili');
    await fill(user, local, ' Maji ');
    await act(() => vi.advanceTimersByTimeAsync(300));

    const warning = await screen.findByText('Ce mot existe déjà dans cette langue.');
    expect(warning).toHaveRole('status');
    expect(local).toHaveAttribute('aria-invalid', 'true');
    expect(local).toHaveAccessibleDescription('Ce mot existe déjà dans cette langue.');
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
    await waitFor(() => expect(local).toHaveFocus());
    expect(local).toHaveAccessibleDescription('Ce mot existe déjà dans cette langue.');
    // The server refuses it and names the entry: the form offers the two ways on.
    expect(await screen.findByRole('link', { name: 'Ajouter un sens à « maji »' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Créer un homographe' })).toBeVisible();
    expect(saves).toEqual([]);
    expect(screen.queryByText('words list')).not.toBeInTheDocument();

    // Zulu does not have it: the live warning on the field goes.
    await chooseLanguage(user, 'Zulu');
    await waitFor(() => expect(local).not.toHaveAttribute('aria-invalid'));
    expect(local).not.toHaveAccessibleDescription('Ce mot existe déjà dans cette langue.');
  });
});
