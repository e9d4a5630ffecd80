import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DictionarySearchHitSchema } from '@shared/schemas/words';
import { buildDictionaryEntry, buildSearchHit, buildWord } from '@client/test/factories/words';
import { apiHandler, server } from '@client/test/server';
import {
  answerTheForm,
  buildSense,
  lastSent,
  renderEditPage,
  senseGroup,
  senseHeadings,
  sent,
  sentJson,
} from './word-form-lexicon-helpers';

const eau = buildDictionaryEntry({ word: 'eau' });
const pluie = buildDictionaryEntry({ word: 'pluie' });

/** maji, version 3: sense 1 "eau", sense 2 "pluie" with an example. */
const maji = () =>
  buildWord({
    localWord: { id: 50, localWord: 'maji', version: 3 },
    senses: [
      buildSense({ id: 11, frenchWord: eau }),
      buildSense({
        id: 12,
        frenchWord: pluie,
        semanticDomain: 'météo',
        examples: [
          {
            id: 1,
            text: 'Maji yananyesha.',
            french: 'Il pleut.',
            english: 'It is raining.',
            translation: 'Il pleut.',
          },
        ],
      }),
    ],
  });

const update = () => screen.getByRole('button', { name: 'Mettre à jour' });

describe('the senses of a word', () => {
  beforeEach(answerTheForm);
  afterEach(() => vi.useRealTimers());

  it('are added, moved and removed, and sent in their new order with the ids they had', async () => {
    const { user } = await renderEditPage(maji());
    expect(senseHeadings()).toEqual(['Sens 1', 'Sens 2']);
    expect(within(senseGroup(1)).getByRole('button', { name: 'Monter le sens 1' })).toBeDisabled();

    // A new sense, its French word typed in: the focus starts in its search field.
    await user.click(screen.getByRole('button', { name: 'Ajouter un sens' }));
    const third = senseGroup(3);
    await waitFor(() =>
      expect(within(third).getByRole('combobox', { name: 'Mot français' })).toHaveFocus(),
    );
    await user.click(
      within(third).getByRole('button', { name: 'Saisie manuelle du mot français' }),
    );
    await waitFor(() => expect(within(third).getByRole('textbox', { name: 'Mot' })).toHaveFocus());
    await user.paste('averse');
    await user.click(
      within(third).getByRole('textbox', { name: 'Définition française (facultatif)' }),
    );
    await user.paste('Pluie soudaine.');

    // Up one: it is sense 2 now, and the focus stays on its button.
    await user.click(within(third).getByRole('button', { name: 'Monter le sens 3' }));
    expect(within(senseGroup(2)).getByRole('textbox', { name: 'Mot' })).toHaveValue('averse');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Monter le sens 2' })).toHaveFocus(),
    );
    expect(senseGroup(3)).toHaveTextContent('pluie');

    // Sense 1 goes: the new one is first.
    await user.click(screen.getByRole('button', { name: 'Supprimer le sens 1' }));
    expect(senseHeadings()).toEqual(['Sens 1', 'Sens 2']);
    expect(within(senseGroup(1)).getByRole('textbox', { name: 'Mot' })).toHaveValue('averse');
    expect(screen.getByRole('button', { name: 'Descendre le sens 2' })).toBeDisabled();

    await user.click(update());
    const body = await lastSent();
    expect(body.get('version')).toBe('3');
    expect(sentJson(body, 'senses')).toEqual([
      {
        frenchWord: 'averse',
        frenchDefinition: 'Pluie soudaine.',
        englishDefinition: '',
        semanticDomain: '',
        examples: [],
      },
      {
        id: 12,
        frenchId: pluie.id,
        frenchDefinition: '',
        englishDefinition: '',
        semanticDomain: 'météo',
        examples: [{ text: 'Maji yananyesha.', french: 'Il pleut.', english: 'It is raining.' }],
      },
    ]);
  });

  it('a sense with neither a French nor an English word is named before anything is sent', async () => {
    const { user } = await renderEditPage(maji());
    await user.click(screen.getByRole('button', { name: 'Ajouter un sens' }));
    await user.click(update());

    const message =
      "Le sens 3 n'a ni mot français ni mot anglais : indiquez au moins l'un des deux.";
    const search = within(senseGroup(3)).getByRole('combobox', { name: 'Mot français' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveAccessibleDescription(message);
    expect(sent).toEqual([]);
    // The only sense left cannot go.
    await user.click(screen.getByRole('button', { name: 'Supprimer le sens 3' }));
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
