import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import '@client/components/ui/toaster';
import { UserResponseSchema } from '@shared/schemas/auth';
import { ChangePasswordRoute } from '@client/app/routes/admin/change-password-route';
import { renderWithApp, sessionUser } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { ChangePasswordForm } from './change-password-form';

describe('ChangePasswordForm', () => {
  it('explains what is wrong with the new password, and sends nothing until it is right', async () => {
    const changes: unknown[] = [];
    server.use(
      http.post('/api/auth/change-password', async ({ request }) => {
        changes.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderWithApp(<ChangePasswordForm email="admin@example.org" />, {
      session: 'admin',
    });
    const submit = screen.getByRole('button', { name: 'Mettre à jour le mot de passe' });

    await user.click(submit);
    expect(await screen.findByText('Saisissez votre mot de passe actuel.')).toBeInTheDocument();
    expect(
      screen.getByText('Le nouveau mot de passe doit contenir au moins 8 caractères.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Mot de passe actuel'), 'the-current-password');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'something-else');
    await user.click(submit);

    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmer le nouveau mot de passe')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The fields now right say nothing more.
    expect(screen.queryByText('Saisissez votre mot de passe actuel.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nouveau mot de passe')).not.toHaveAttribute('aria-invalid');
    expect(changes).toEqual([]);
  });

  it('refuses the current password as the new one, before sending and when the server says so', async () => {
    const changes: unknown[] = [];
    server.use(
      http.post('/api/auth/change-password', async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json(
          {
            message: 'Le nouveau mot de passe doit être différent du mot de passe actuel.',
            code: 'PASSWORD_UNCHANGED',
          },
          { status: 400 },
        );
      }),
    );
    const { user } = await renderWithApp(<ChangePasswordForm email="admin@example.org" />, {
      session: 'admin',
    });
    const submit = screen.getByRole('button', { name: 'Mettre à jour le mot de passe' });

    await user.type(screen.getByLabelText('Mot de passe actuel'), 'chosen-by-the-admin');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'chosen-by-the-admin');
    await user.type(
      screen.getByLabelText('Confirmer le nouveau mot de passe'),
      'chosen-by-the-admin',
    );
    await user.click(submit);
    const same = 'Le nouveau mot de passe doit être différent du mot de passe actuel.';
    expect(await screen.findByText(same)).toBeInTheDocument();
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(changes).toEqual([]);

    // The server compares with the stored password: its refusal lands on the same field.
    await user.type(screen.getByLabelText('Mot de passe actuel'), '!');
    await user.click(submit);
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(await screen.findByText(same)).toBeInTheDocument();
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveFocus();
  });

  it('takes a user whose password an admin chose to the dashboard once they chose their own', async () => {
    const forced = sessionUser('editor', { mustChangePassword: true });
    let changed = false;
    server.use(
      http.post('/api/auth/change-password', () => {
        changed = true;
        return new HttpResponse(null, { status: 204 });
      }),
      apiHandler('get', '/api/auth/me', UserResponseSchema, () => ({
        user: { ...forced, mustChangePassword: !changed },
      })),
      apiHandler(
        'get',
        '/api/auth/two-factor',
        z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() }),
        { enabled: false, recoveryCodesLeft: 0 },
      ),
    );
    const { user } = await renderWithApp(<ChangePasswordRoute />, {
      route: '/change-password',
      path: '/change-password',
      session: forced,
      otherRoutes: { '/dashboard': <h1>Tableau de bord</h1> },
    });

    await user.type(screen.getByLabelText('Mot de passe actuel'), 'chosen-by-the-admin');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'a password of my own');
    await user.type(
      screen.getByLabelText('Confirmer le nouveau mot de passe'),
      'a password of my own',
    );
    await user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));

    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(changed).toBe(true);
  });

  it('keeps a user who changed their password by choice on the page', async () => {
    server.use(
      http.post('/api/auth/change-password', () => new HttpResponse(null, { status: 204 })),
    );
    const { user } = await renderWithApp(<ChangePasswordForm email="admin@example.org" />, {
      route: '/change-password',
      path: '/change-password',
      session: 'admin',
      otherRoutes: { '/dashboard': <h1>Tableau de bord</h1> },
    });
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'the-current-password');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));

    expect(await screen.findByText('Votre mot de passe a été mis à jour.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tableau de bord' })).not.toBeInTheDocument();
  });
});
