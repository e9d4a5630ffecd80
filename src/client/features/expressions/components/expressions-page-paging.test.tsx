import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  address,
  answerList,
  articles,
  pager,
  renderPage,
  twentyFive,
} from './expressions-page-test-helpers';

describe('ExpressionsPage', () => {
  it('pages 25 expressions by 20, then by 10, in the address', async () => {
    const queries = answerList(twentyFive);
    const { user } = await renderPage();

    expect(await screen.findByText('25 expressions', { exact: true })).toBeInTheDocument();
    expect(articles()).toHaveLength(20);
    expect(screen.getByText('Affichage de 1 à 20 sur 25')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Expressions par page' })).toHaveTextContent('20');
    expect(
      within(pager())
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2']);
    expect(within(pager()).getByRole('button', { name: 'Précédent' })).toBeDisabled();

    await user.click(within(pager()).getByRole('link', { name: 'Suivant' }));
    expect(await screen.findByText('Affichage de 21 à 25 sur 25')).toBeInTheDocument();
    expect(address()).toBe('/expressions?page=2');
    expect(articles()).toHaveLength(5);
    expect(within(articles()[0]!).getByRole('heading')).toHaveTextContent('Methali 21');
    expect(within(pager()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager()).getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(queries.at(-1)?.toString()).toBe('page=2&limit=20');

    // 10 per page: back to page 1, three pages.
    await user.click(screen.getByRole('combobox', { name: 'Expressions par page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(await screen.findByText('Affichage de 1 à 10 sur 25')).toBeInTheDocument();
    expect(address()).toBe('/expressions?limit=10');
    expect(
      within(pager())
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3']);
    expect(queries.at(-1)?.toString()).toBe('page=1&limit=10');
  });
});
