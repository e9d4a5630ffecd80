import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  address,
  answerWords,
  pageLinks,
  pager,
  renderWords,
  wordList,
} from './words-page-test-helpers';

describe('WordsPage', () => {
  it('changes the page size and the view in the address, and keeps them over a reload', async () => {
    answerWords(45);
    const { user, unmount } = await renderWords();
    await screen.findByText('Affichage de 1 à 20 sur 45');

    // 10 a page: back to page 1, five pages, no previous one.
    await user.click(screen.getByRole('combobox', { name: 'Mots par page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(address()).toBe('/words?limit=10');
    await waitFor(() => expect(within(wordList()).getAllByRole('listitem')).toHaveLength(10));
    expect(pageLinks()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager()).getByRole('button', { name: 'Précédent' })).toBeDisabled();

    // Cards, kept in the address.
    const view = screen.getByRole('group', { name: 'Affichage' });
    await user.click(within(view).getByRole('button', { name: 'Cartes' }));
    expect(within(view).getByRole('button', { name: 'Cartes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(address()).toBe('/words?limit=10&view=cards');
    expect(within(wordList()).getAllByRole('article')).toHaveLength(10);

    // A reload: the same address gives the same page, size and view.
    const reloaded = address()!;
    unmount();
    await renderWords({ route: reloaded });
    expect(
      within(screen.getByRole('group', { name: 'Affichage' })).getByRole('button', {
        name: 'Cartes',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Mots par page' })).toHaveTextContent('10');
    await waitFor(() => expect(within(wordList()).getAllByRole('article')).toHaveLength(10));
    await user.click(
      within(screen.getByRole('group', { name: 'Affichage' })).getByRole('button', {
        name: 'Liste',
      }),
    );
    expect(address()).toBe('/words?limit=10');
  });
});
