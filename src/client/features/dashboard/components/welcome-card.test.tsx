import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackupDestinationSchema } from '@shared/schemas/backup';
import { apiHandler, server } from '@client/test/server';
import { renderWithApp } from '@client/test/render';
import { WelcomeCard } from './welcome-card';

const card = () =>
  screen.getByRole('region', { name: "Bienvenue dans l'administration de Maneno" });

describe('WelcomeCard', () => {
  it('gives an editor the quick links but no Backup menu', async () => {
    await renderWithApp(<WelcomeCard />, { route: '/dashboard', session: 'editor' });

    expect(within(card()).getByRole('link', { name: 'Gérer les mots' })).toHaveAttribute(
      'href',
      '/words',
    );
    expect(within(card()).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Sauvegarde/ })).not.toBeInTheDocument();
  });

  it('gives an admin the Backup menu', async () => {
    server.use(
      apiHandler('get', '/api/backup/destination', BackupDestinationSchema, { kind: 'local' }),
    );
    await renderWithApp(<WelcomeCard />, { route: '/dashboard', session: 'admin' });

    expect(within(card()).getByRole('button', { name: 'Sauvegarde' })).toBeInTheDocument();
  });
});
