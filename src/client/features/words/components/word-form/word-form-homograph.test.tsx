import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DUPLICATE,
  answerTheForm,
  duplicateActions,
  refuseDuplicates,
  renderNewPage,
  saveNewWord,
  sent,
} from './word-form-lexicon-helpers';

describe('a word the language already has, refused by the server', () => {
  beforeEach(answerTheForm);

  it('offers to add a sense to it, or saves a homograph numbered 2', async () => {
    refuseDuplicates([{ id: 70, localWord: 'kaa', homographNumber: null }]);
    const { user } = await renderNewPage();
    await saveNewWord(user, 'kaa', 'crabe');

    const localWord = screen.getByRole('textbox', { name: 'Mot local' });
    await waitFor(() => expect(localWord).toHaveFocus());
    expect(localWord).toHaveAccessibleDescription(DUPLICATE);
    expect(duplicateActions()).toHaveAccessibleDescription(
      'Ajoutez plutôt ce sens au mot existant, ou créez un homographe (même orthographe, autre mot), numéroté kaa₂.',
    );
    expect(
      within(duplicateActions()).getByRole('link', { name: 'Ajouter un sens à « kaa »' }),
    ).toHaveAttribute('href', '/words/edit/70');

    await user.click(
      within(duplicateActions()).getByRole('button', { name: 'Créer un homographe' }),
    );
    expect(await screen.findByText('words list')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.get('homographNumber')).toBe('2');
    expect(sent[1]!.get('localWord')).toBe('kaa');
    expect(JSON.parse(String(sent[1]!.get('senses')))).toMatchObject([{ frenchWord: 'crabe' }]);
  });
});
