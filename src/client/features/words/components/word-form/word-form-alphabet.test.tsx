import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerTheForm,
  chooseLanguage,
  fill,
  localWord,
  renderForm,
  submit,
  typeFrenchByHand,
} from './word-form-test-helpers';

/** The letters picker under the local word. */
const localWordPicker = () =>
  screen.getByRole('toolbar', { name: 'Lettres spéciales : Mot local' });
const ownLetters = () =>
  within(localWordPicker()).queryByRole('group', { name: 'Lettres de la langue' });

describe('the word form and the language’s alphabet', () => {
  let saves: FormData[];
  beforeEach(() => {
    saves = answerTheForm();
  });

  it('warns of the characters outside the alphabet while typing, and saves all the same', async () => {
    const { user } = await renderForm();
    await chooseLanguage(user, 'Swahili');

    // Swahili writes k, not q or x.
    await fill(user, localWord(), 'qahawa');
    const warning = await screen.findByText(
      /^Le caractère « q » n’est pas dans l’alphabet de cette langue/,
    );
    expect(localWord()).toHaveAccessibleDescription(/Le caractère «\s?q\s?»/u);
    await user.type(localWord(), 'x');
    const both = await screen.findByText(
      /^Les caractères « q » et « x » ne sont pas dans l’alphabet/,
    );

    // Zulu has no alphabet here: nothing to warn of; Swahili's is still known.
    await chooseLanguage(user, 'Zulu');
    await waitFor(() => expect(both).not.toBeInTheDocument());
    await chooseLanguage(user, 'Swahili');
    expect(await screen.findByText(/^Les caractères « q » et « x »/)).toBeVisible();

    // Fixed: the warning goes.
    await user.clear(localWord());
    await user.paste('kahawa');
    await waitFor(() => expect(screen.queryByText(/pas dans l’alphabet/)).not.toBeInTheDocument());
    expect(warning).not.toBeInTheDocument();

    // A warning only: the word is saved as typed.
    await user.clear(localWord());
    await user.paste('qahawa');
    await typeFrenchByHand(user, 'café');
    await user.click(submit());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.get('localWord')).toBe('qahawa');
  });

  it('puts the language’s own letters first in the picker: ɛ and ɔ for Lingala', async () => {
    const { user } = await renderForm();
    // Without a language, the generic letters only.
    expect(ownLetters()).not.toBeInTheDocument();

    await chooseLanguage(user, 'Lingala');
    const own = await within(localWordPicker()).findByRole('group', {
      name: 'Lettres de la langue',
    });
    expect(
      within(own)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['ɛ', 'ɔ']);
    const buttons = within(localWordPicker()).getAllByRole('button');
    expect(buttons.slice(0, 3).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Insérer ɛ (e ouvert)',
      'Insérer ɔ (o ouvert)',
      'Insérer ŋ (eng)',
    ]);
    // Not offered twice.
    const generic = within(localWordPicker()).getByRole('group', { name: 'Lettres' });
    expect(within(generic).queryByRole('button', { name: 'Insérer ɛ (e ouvert)' })).toBeNull();

    // A letter of the language goes in at the caret, as the others do.
    await user.click(localWord());
    await user.paste('mbl');
    await user.click(within(own).getByRole('button', { name: 'Insérer ɛ (e ouvert)' }));
    expect(localWord()).toHaveValue('mblɛ');

    // Swahili's letters are all on a keyboard: no group of its own.
    await chooseLanguage(user, 'Swahili');
    await waitFor(() => expect(ownLetters()).not.toBeInTheDocument());
    expect(within(localWordPicker()).getAllByRole('button')[0]).toHaveAccessibleName(
      'Insérer ɛ (e ouvert)',
    );
  });
});
