import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerTheForm,
  chooseLanguage,
  fill,
  languageSelect,
  localWord,
  renderForm,
  submit,
} from './word-form-test-helpers';

describe('the word form', () => {
  let saves: FormData[];
  beforeEach(() => {
    saves = answerTheForm();
  });

  it('required fields: all at once, then the French word', async () => {
    const { user } = await renderForm();
    const create = submit();
    await user.click(create);
    expect(await screen.findAllByText('Champs requis')).toHaveLength(2);
    const noGloss =
      "Le sens 1 n'a ni mot français ni mot anglais : indiquez au moins l'un des deux.";
    expect(screen.getByText(noGloss)).toBeInTheDocument();
    expect(languageSelect()).toHaveFocus();
    expect(languageSelect()).toHaveAttribute('aria-invalid', 'true');

    await chooseLanguage(user, 'Lingala');
    await fill(user, localWord(), 'sɔ́sɔ');
    await user.click(create);
    const frenchSearch = screen.getByRole('combobox', { name: 'Mot français' });
    await waitFor(() => expect(frenchSearch).toHaveFocus());
    expect(screen.queryByText('Champs requis')).not.toBeInTheDocument();
    expect(frenchSearch).toHaveAttribute('aria-invalid', 'true');
    expect(frenchSearch).toHaveAccessibleDescription(noGloss);
    expect(saves).toEqual([]);
  });

  it('speaks English when the interface does', async () => {
    const { user } = await renderForm({ language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New word' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the word' }));
    expect(await screen.findAllByText('Required fields')).toHaveLength(2);
  });
});
