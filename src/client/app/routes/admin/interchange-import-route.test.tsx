import { screen } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@client/test/render';
import { server } from '@client/test/server';
import { AdminLayout } from './admin-layout';
import { InterchangeImportRoute } from './interchange-import-route';

const renderRoute = (session: 'contributor' | 'editor') =>
  renderWithApp(
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="import" element={<InterchangeImportRoute />} />
      </Route>
    </Routes>,
    { route: '/import', session },
  );

describe('InterchangeImportRoute', () => {
  it('tells a contributor the page is not theirs, with no link to it and no read', async () => {
    const reads: string[] = [];
    server.use(http.all('/api/*', ({ request }) => void reads.push(request.url)));
    await renderRoute('contributor');

    expect(screen.getByRole('heading', { level: 1, name: 'Importer un lexique' })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Accès réservé aux administrateurs et aux éditeurs' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Fichier')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Importer un lexique' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Langues' })).toBeInTheDocument();
    expect(reads.filter((url) => url.includes('/api/interchange'))).toEqual([]);
  });
});
