import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@client/test/render';
import { server } from '@client/test/server';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('checks its fields before calling the server', async () => {
    const attempts: unknown[] = [];
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        attempts.push(await request.json());
        return HttpResponse.json({ code: 'INVALID_CREDENTIALS', message: '' }, { status: 401 });
      }),
    );
    const onSignedIn = vi.fn();
    const { user } = await renderWithApp(<SignInForm onSignedIn={onSignedIn} />, {
      session: null,
    });

    const email = screen.getByLabelText('Adresse e-mail');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(attempts).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
