import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@client/test/render';
import { server } from '@client/test/server';
import { AdminLayout } from './admin-layout';
import { AuditRoute } from './audit-route';

describe('AuditRoute', () => {
  it('tells an editor the log is for admins, shows no log and no link to it', async () => {
    const reads: string[] = [];
    server.use(
      http.get('/api/audit*', ({ request }) => {
        reads.push(request.url);
        return HttpResponse.json({ code: 'FORBIDDEN', message: 'Accès refusé' }, { status: 403 });
      }),
    );
    await renderWithApp(
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="audit" element={<AuditRoute />} />
        </Route>
      </Routes>,
      { route: '/audit', session: 'editor' },
    );

    expect(screen.getByText('Accès réservé aux administrateurs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "Journal d'audit" })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Journal d'audit" })).not.toBeInTheDocument();
    // The sidebar shows the editor's own sections only.
    expect(screen.getByRole('link', { name: 'Modération' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Utilisateurs' })).not.toBeInTheDocument();
    expect(reads).toEqual([]);
  });
});
