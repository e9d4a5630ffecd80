import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@client/test/render';
import { server } from '@client/test/server';
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
});
