import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildDictionaryEntry, buildWord } from '@client/test/factories/words';
import {
  answerTheForm,
  buildSense,
  lastSent,
  renderEditPage,
  senseGroup,
  senseHeadings,
  sentJson,
  update,
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

describe('the senses of a word', () => {
  beforeEach(answerTheForm);

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
});
