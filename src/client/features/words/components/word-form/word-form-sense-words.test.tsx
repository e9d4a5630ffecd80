import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DictionarySearchHitSchema } from '@shared/schemas/words';
import { buildDictionaryEntry, buildSearchHit, buildWord } from '@client/test/factories/words';
import { apiHandler, server } from '@client/test/server';
import {
  answerTheForm,
  buildSense,
  renderEditPage,
  senseGroup,
  sent,
} from './word-form-lexicon-helpers';

const eau = buildDictionaryEntry({ word: 'eau' });

/** maji, one sense: "eau". */
const maji = () =>
  buildWord({
    localWord: { id: 52, localWord: 'maji' },
    senses: [buildSense({ frenchWord: eau })],
  });

describe("a sense's French and English words", () => {
  beforeEach(answerTheForm);
  afterEach(() => vi.useRealTimers());

  it('a sense with neither a French nor an English word is named before anything is sent', async () => {
    const { user } = await renderEditPage(maji());
    await user.click(screen.getByRole('button', { name: 'Ajouter un sens' }));
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));

    const message =
      "Le sens 2 n'a ni mot français ni mot anglais : indiquez au moins l'un des deux.";
    const search = within(senseGroup(2)).getByRole('combobox', { name: 'Mot français' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveAccessibleDescription(message);
    expect(sent).toEqual([]);
    // The only sense left cannot go.
    await user.click(screen.getByRole('button', { name: 'Supprimer le sens 2' }));
    expect(screen.getByRole('button', { name: 'Supprimer le sens 1' })).toBeDisabled();
  });

  it("an English word in sense 2 fills that sense's French word with its equivalent", async () => {
    const chien = buildDictionaryEntry({ word: 'chien' });
    server.use(
      apiHandler('get', '/api/dictionary/english/search', z.array(DictionarySearchHitSchema), [
        buildSearchHit({
          word: 'dog',
          equivalent: { id: chien.id, word: 'chien', definition: null },
        }),
      ]),
    );
    const { user } = await renderEditPage(
      buildWord({
        localWord: { id: 51, localWord: 'mbwa' },
        senses: [buildSense({ frenchWord: eau })],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter un sens' }));
    const second = senseGroup(2);
    // The new sense takes the focus into its French search a frame later: typing before that
    // would have the focus leave the English search mid-word, closing its list.
    await waitFor(() =>
      expect(within(second).getByRole('combobox', { name: 'Mot français' })).toHaveFocus(),
    );
    // The search waits for typing to pause: the clock is moved past it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await user.type(
      within(second).getByRole('combobox', { name: 'Mot anglais (facultatif)' }),
      'dog',
    );
    await act(() => vi.advanceTimersByTimeAsync(300));
    const hit = await screen.findByRole('option', { name: /^dog/ });
    vi.useRealTimers();
    await user.click(hit);

    expect(within(second).getByTestId('word-french-chosen')).toHaveTextContent('chien');
    expect(within(second).getByTestId('word-french-chosen')).toHaveTextContent(
      'Équivalent proposé',
    );
    expect(within(senseGroup(1)).getByTestId('word-french-chosen')).toHaveTextContent('eau');
    expect(screen.getAllByText('Équivalent proposé')).toHaveLength(1);
  });
});
