import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { renderWithApp } from '@client/test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** A page with a button that opens the dialog, as the lists do. */
function Harness({ onConfirm, ...props }: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer Kikongo
      </button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title="Supprimer la langue?"
        description="Cette action ne peut pas être annulée."
        cancelLabel="Annuler"
        confirmLabel="Supprimer"
        pendingLabel="Suppression..."
        destructive
        errorTitle="Impossible de supprimer la langue"
        onConfirm={async () => {
          await onConfirm?.();
          close();
        }}
        {...props}
      />
    </>
  );
}

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('runs the action on confirm, busy until it ends, then closes', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    const { user } = await renderWithApp(<Harness onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Supprimer Kikongo' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la langue?' });
    expect(dialog).toHaveAccessibleDescription('Cette action ne peut pas être annulée.');
    // Cancel has the focus first: Enter on opening never confirms by accident.
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Suppression...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();

    action.resolve();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("tells a failure in a toast with the server's message, and closes", async () => {
    const onConfirm = vi.fn(() =>
      Promise.reject(
        new ApiError(409, 'Conflict', {
          code: 'CONFLICT',
          message: 'Cette langue est encore utilisée.',
        }),
      ),
    );
    const { user } = await renderWithApp(<Harness onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Supprimer Kikongo' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Impossible de supprimer la langue')).toBeInTheDocument();
    expect(screen.getByText('Cette langue est encore utilisée.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('titles a failure after the error where the caller says so', async () => {
    const { user } = await renderWithApp(
      <Harness
        onConfirm={() => Promise.reject(new TypeError('Failed to fetch'))}
        errorTitle={(error) => (error instanceof TypeError ? 'Hors ligne' : 'Échec')}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Supprimer Kikongo' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Hors ligne')).toBeInTheDocument();
  });

  it('closes on Cancel or Escape without running the action', async () => {
    const onConfirm = vi.fn();
    const { user } = await renderWithApp(<Harness onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Supprimer Kikongo' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Supprimer Kikongo' }));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('leaves a synchronous action to close the dialog itself, with a plain confirm button', async () => {
    const onConfirm = vi.fn();
    const { user } = await renderWithApp(
      <Harness
        title="Lancer une sauvegarde?"
        confirmLabel="Confirmer"
        destructive={false}
        onConfirm={onConfirm}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Supprimer Kikongo' }));
    const confirm = screen.getByRole('button', { name: 'Confirmer' });
    expect(confirm).not.toHaveClass('bg-destructive');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
