import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserSchema, type User } from '@shared/schemas/users';
import { renderWithApp, sessionUser } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { UserFormDialog } from './user-form-dialog';

const account = (overrides: Partial<User>): User => ({
  ...sessionUser('editor', { twoFactorEnabled: true }),
  ...overrides,
});

/** Opens the edit dialog on `user` for the signed-in admin `selfId`; records what is sent. */
async function editDialog(user: User, selfId: number) {
  const sent: unknown[] = [];
  server.use(
    apiHandler('put', '/api/users/:id', UserSchema, ({ body }) => {
      sent.push(body);
      return user;
    }),
  );
  const rendered = await renderWithApp(
    <UserFormDialog open onOpenChange={vi.fn()} user={user} selfId={selfId} onCreated={vi.fn()} />,
  );
  return { ...rendered, sent, dialog: screen.getByRole('dialog') };
}

describe('UserFormDialog, editing', () => {
  it("sets another account's password and can turn its second factor off", async () => {
    const { user, sent, dialog } = await editDialog(account({ id: 5 }), 1);
    expect(dialog).toHaveTextContent('Laissez le mot de passe vide pour le garder.');
    await user.type(screen.getByLabelText('Mot de passe (facultatif)'), 'chosen by admin');
    await user.click(screen.getByRole('switch', { name: 'Double authentification' }));
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ password: 'chosen by admin', twoFactorEnabled: false });
  });

  it('sends no credentials for oneself, and says where they are changed', async () => {
    const { user, sent, dialog } = await editDialog(account({ id: 3, role: 'admin' }), 3);
    expect(dialog).toHaveTextContent(
      'Votre mot de passe et votre double authentification se changent sur la page « Changer le mot de passe », qui demande le mot de passe actuel.',
    );
    expect(screen.queryByLabelText('Mot de passe (facultatif)')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Double authentification' })).toBeDisabled();
    await user.type(screen.getByLabelText('Nom (facultatif)'), 'Amina');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Amina' });
    expect(sent[0]).not.toHaveProperty('password');
    expect(sent[0]).not.toHaveProperty('twoFactorEnabled');
  });

  it("offers no other admin the superadmin's password or second factor", async () => {
    const { dialog } = await editDialog(account({ id: 2, role: 'admin', isSuperadmin: true }), 9);
    expect(dialog).toHaveTextContent(
      'Seul le superadmin peut changer son mot de passe ou sa double authentification.',
    );
    expect(screen.queryByLabelText('Mot de passe (facultatif)')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Double authentification' })).toBeDisabled();
  });
});
