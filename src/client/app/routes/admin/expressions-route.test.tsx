import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PaginatedExpressionsSchema } from '@shared/schemas/expressions';
import { expression, expressionsPage } from '@client/test/factories/expressions';
import { apiHandler, server } from '@client/test/server';
import { renderWithApp } from '@client/test/render';
import { EditExpressionRoute, NewExpressionRoute } from './expressions-form-route';
import { ExpressionsRoute } from './expressions-route';

describe('the expressions routes', () => {
  it('let contributors read and hear expressions, without create, edit or delete', async () => {
    server.use(
      apiHandler(
        'get',
        '/api/expressions/paginated',
        PaginatedExpressionsSchema,
        expressionsPage([expression({ id: 1, expression: 'Haba na haba' })]),
      ),
    );
    await renderWithApp(<ExpressionsRoute />, { route: '/expressions', session: 'contributor' });

    const row = await within(
      await screen.findByRole('list', { name: 'Liste des expressions' }),
    ).findByRole('article', { name: 'Haba na haba' });
    expect(
      within(row).getByRole('button', { name: "Écouter l'audio 1 : Haba na haba" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nouvelle expression' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Modifier / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Supprimer / })).not.toBeInTheDocument();
  });

  it('show contributors that creating is for admins and editors', async () => {
    await renderWithApp(<NewExpressionRoute />, {
      route: '/expressions/new',
      session: 'contributor',
    });
    expect(
      screen.getByRole('heading', { name: 'Accès réservé aux administrateurs et éditeurs' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Créer l'expression" })).not.toBeInTheDocument();
  });

  it('say the expression is loading, then that it does not exist, with the way back', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    server.use(
      http.get('/api/expressions/:id', async ({ params }) => {
        asked.push(String(params.id));
        await released;
        return HttpResponse.json(
          { code: 'NOT_FOUND', message: 'Expression introuvable' },
          { status: 404 },
        );
      }),
    );
    const { user } = await renderWithApp(<EditExpressionRoute />, {
      route: '/expressions/edit/99999999',
      path: '/expressions/edit/:id',
      session: 'editor',
      otherRoutes: { '/expressions': <p>expressions list</p> },
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    release();
    expect(
      await screen.findByRole('heading', { name: 'Expression introuvable' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['99999999']);

    const back = screen.getAllByRole('link', { name: 'Retour aux expressions' }).at(-1)!;
    await user.click(back);
    expect(await screen.findByText('expressions list')).toBeInTheDocument();
  });

  it('treat an id that is not a number as an expression that does not exist, without asking', async () => {
    // No handler: a request for it would fail the test.
    await renderWithApp(<EditExpressionRoute />, {
      route: '/expressions/edit/pas-un-nombre',
      path: '/expressions/edit/:id',
      session: 'editor',
    });
    expect(screen.getByRole('heading', { name: 'Expression introuvable' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Retour aux expressions' }).at(-1)).toHaveAttribute(
      'href',
      '/expressions',
    );
  });
});
