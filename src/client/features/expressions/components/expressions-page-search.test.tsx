import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  address,
  answerList,
  articles,
  renderPage,
  twentyFive,
} from './expressions-page-test-helpers';

describe('ExpressionsPage', () => {
  afterEach(() => vi.useRealTimers());

  it('shows cards when the address asks for them, and a one-letter search filters nothing', async () => {
    const queries = answerList(twentyFive);
    const { user } = await renderPage('/expressions?view=cards&limit=10');

    await screen.findByText('Affichage de 1 à 10 sur 25');
    expect(
      within(screen.getByRole('group', { name: 'Affichage' })).getByRole('button', {
        name: 'Cartes',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(articles()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Liste' }));
    expect(address()).toBe('/expressions?limit=10');
    await user.click(screen.getByRole('button', { name: 'Cartes' }));
    expect(address()).toBe('/expressions?limit=10&view=cards');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une expression' }), 'x');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(address()).toBe('/expressions?limit=10&view=cards');
    expect(queries.every((query) => !query.has('search'))).toBe(true);
    expect(screen.getByText('25 expressions', { exact: true })).toBeInTheDocument();
  });

  it('says when a search finds nothing, and invites to create the first expression', async () => {
    // The search waits for a 300 ms pause in typing: on a faked clock, moved at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerList([]);
    const { user } = await renderPage('/expressions?q=zzq');
    expect(
      await screen.findByRole('heading', {
        name: 'Aucune expression trouvée pour cette recherche.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Créer une expression' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher une expression' }));
    // The search leaves the address once typing pauses; then the whole list is asked for.
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(address()).toBe('/expressions');
    const none = 'Aucune expression pour le moment. Créez-en une pour commencer!';
    await screen.findByText(none);
    expect(screen.getByRole('heading', { name: none })).toBeInTheDocument();
    expect(screen.getByText('0 expressions', { exact: true })).toBeInTheDocument();
    const create = screen.getByRole('link', { name: 'Créer une expression' });
    expect(create).toHaveAttribute('href', '/expressions/new');
    await user.click(create);
    expect(await screen.findByText('new expression form')).toBeInTheDocument();
  });
});
