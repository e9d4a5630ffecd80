import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
      screen.getByText('Enregistrement impossible : ce mot existe déjà dans cette langue.'),
    ).toBeInTheDocument();
    await typeFrenchByHand(user, 'eau');
    expect(
      screen.getByText('Aucun mot anglais : le mot sera enregistré sans équivalent anglais.'),
    ).toBeInTheDocument();

    await user.click(submit());
    await waitFor(() => expect(local).toHaveFocus());
    expect(local).toHaveAccessibleDescription('Ce mot existe déjà dans cette langue.');
    // Said once, as the field's error.
    expect(screen.getAllByText('Ce mot existe déjà dans cette langue.')).toHaveLength(1);
    expect(saves).toEqual([]);
    expect(screen.queryByText('words list')).not.toBeInTheDocument();

    // Zulu does not have it: the warning goes.
    await chooseLanguage(user, 'Zulu');
    await waitFor(() =>
      expect(screen.queryByText('Ce mot existe déjà dans cette langue.')).not.toBeInTheDocument(),
    );
    expect(local).not.toHaveAttribute('aria-invalid');
  });
});
