import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerTheForm,
  duplicateActions,
  refuseDuplicates,
  renderNewPage,
  saveNewWord,
} from './word-form-lexicon-helpers';

describe('a word refused beside numbered homographs', () => {
  beforeEach(answerTheForm);

  it("offers a sense to each of them; adding one opens the chosen one's edit page", async () => {
    refuseDuplicates([
      { id: 71, localWord: 'kaa', homographNumber: 1 },
      { id: 72, localWord: 'kaa', homographNumber: 2 },
    ]);
    const { user } = await renderNewPage({
      otherRoutes: { '/words/edit/:id': <p>edit page</p>, '/words': <p>words list</p> },
    });
    await saveNewWord(user, 'kaa', 'crabe');

    await screen.findByRole('group', { name: 'Que faire de ce doublon ?' });
    const links = within(duplicateActions()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Ajouter un sens à « kaa₁ »',
      'Ajouter un sens à « kaa₂ »',
    ]);
    expect(duplicateActions()).toHaveAccessibleDescription(/numéroté kaa₃\.$/);
    // Another spelling is another question: the ways go.
    await user.type(screen.getByRole('textbox', { name: 'Mot local' }), 'x');
    expect(
      screen.queryByRole('group', { name: 'Que faire de ce doublon ?' }),
    ).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mot local' }), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Créer le mot' }));
    await user.click(await screen.findByRole('link', { name: 'Ajouter un sens à « kaa₂ »' }));
    // What was typed here is not saved: leaving for the other entry asks first.
    await user.click(await screen.findByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByText('edit page')).toBeInTheDocument();
  });
});
