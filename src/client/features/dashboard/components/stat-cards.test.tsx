import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardStatsSchema, type DashboardStats } from '@shared/schemas/dashboard';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { StatCards } from './stat-cards';

const stats: DashboardStats = {
  languagesCount: 4,
  wordsCount: 128,
  expressionsCount: 12,
  countriesCount: 3,
  localitiesCount: 7,
  equivalencesCount: 0,
};

describe('the dashboard’s counts', () => {
  it('say that the words card counts approved words, the words list counting every status', async () => {
    server.use(apiHandler('get', '/api/dashboard/stats', DashboardStatsSchema, stats));
    await renderWithApp(<StatCards />, { session: 'editor' });

    await screen.findByText('128');
    const words = screen.getByRole('link', { name: /^Mots/ });
    expect(words).toHaveTextContent(/^Mots128approuvés$/);
    expect(words).toHaveAttribute('href', '/words');
    expect(screen.getByRole('link', { name: /^Langues/ })).toHaveTextContent(/^Langues4$/);
  });

  it('in English too, and in the singular for one', async () => {
    server.use(
      apiHandler('get', '/api/dashboard/stats', DashboardStatsSchema, { ...stats, wordsCount: 1 }),
    );
    await renderWithApp(<StatCards />, { session: 'editor', language: 'en' });
    await screen.findByText('approved');
    expect(screen.getByRole('link', { name: /^Words/ })).toHaveTextContent(/^Words1approved$/);
  });
});
