import { fireEvent, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '@client/components/ui/input';
import { renderWithApp } from '@client/test/render';
import { DialogForm, FormDialog } from './form-dialog';

function Harness({ pending = false, onSubmit }: { pending?: boolean; onSubmit: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ajouter une région
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Ajouter une région"
        description="Une région du Cameroun."
        closeLabel="Fermer"
      >
        <DialogForm
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            onSubmit();
          }}
          cancelLabel="Annuler"
          submitLabel="Créer"
          pendingLabel="Création..."
          pending={pending}
        >
          <label htmlFor="region-name">Nom</label>
          <Input id="region-name" autoFocus />
        </DialogForm>
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('is a dialog named by its title, around a form whose submit calls the caller', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithApp(<Harness onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Ajouter une région' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter une région' });
    expect(dialog).toHaveAccessibleDescription('Une région du Cameroun.');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Littoral{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('closes on Cancel or the close button, and not on a click outside', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithApp(<Harness onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Ajouter une région' }));
    // The page under a modal takes no pointer events: the press is sent to it directly.
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Ajouter une région' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('spins and says so on a disabled submit while saving', async () => {
    const { user } = await renderWithApp(<Harness pending onSubmit={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Ajouter une région' }));
    expect(screen.getByRole('button', { name: 'Création...' })).toBeDisabled();
  });
});
