import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UserResponseSchema } from '@shared/schemas/auth';
import { renderWithApp, sessionUser } from '@client/test/render';
import { server } from '@client/test/server';
import { AdminLayout } from './admin-layout';

describe('AdminLayout', () => {
  it('shows a spinner while the session loads, then the page in the shell', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/auth/me', async () => {
        await answered;
        return HttpResponse.json(UserResponseSchema.parse({ user: sessionUser('admin') }));
      }),
    );
    await renderWithApp(
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="dashboard" element={<h1>Tableau de bord</h1>} />
        </Route>
      </Routes>,
      { route: '/dashboard' },
    );

    // A status region that says it is loading, and nothing of the back office yet.
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tableau de bord' })).not.toBeInTheDocument();

    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement...')).not.toBeInTheDocument();
  });
});
