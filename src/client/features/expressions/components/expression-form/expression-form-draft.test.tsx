import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpressionSchema, type Expression } from '@shared/schemas/expressions';
import { readDraft } from '@client/lib/form-drafts';
import { expression } from '@client/test/factories/expressions';
import { sessionUser } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import {
  choose,
  recordSaves,
  renderEdit,
  setUpTheForm,
  tearDownTheForm,
  wav,
} from './expression-form-test-helpers';

const editor = sessionUser('editor');

/** Expression 8 as the server has it, the edit page reading it. */
function answerExpression(overrides: Partial<Expression> = {}) {
  const stored = expression({ id: 8, expression: 'Haba na haba', ...overrides });
  server.use(apiHandler('get', '/api/expressions/:id', ExpressionSchema, stored));
  return stored;
}

const description = () => screen.getByRole('textbox', { name: 'Description (facultatif)' });
const deleteSlot = (n: number) => screen.getByRole('button', { name: `Supprimer l'audio ${n}` });

describe('the recordings of an expression being edited', () => {
  beforeEach(setUpTheForm);
  afterEach(tearDownTheForm);

  it('the last one cannot be deleted, and says why; with another added, it goes with the save', async () => {
    const stored = answerExpression();
    const saves = recordSaves('put', '/api/expressions/:id', stored);
    const { user, container } = await renderEdit(8);
    await screen.findByDisplayValue('Haba na haba');

    expect(deleteSlot(1)).toBeDisabled();
    expect(deleteSlot(1)).toHaveAccessibleDescription(
      'Au moins un fichier audio est requis : ajoutez-en un autre avant de supprimer celui-ci.',
    );

    choose(container, wav('nouveau.wav'));
    expect(deleteSlot(1)).toBeEnabled();
    expect(deleteSlot(1)).not.toHaveAccessibleDescription();
    // No DELETE /api/expressions/8/audio/1 is answered here: deleting only marks it.
    await user.click(deleteSlot(1));
    expect(screen.getByRole('list', { name: 'Enregistrements' })).toHaveTextContent(
      "Retiré à l'enregistrement",
    );
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.get('keepExistingAudio1')).toBe('false');
    expect(saves[0]!.get('newAudio1')).toMatchObject({ type: 'audio/wav' });
  });

  it('a deletion is undone by Cancel: nothing is sent', async () => {
    answerExpression({ audio2Url: '/api/audio/files/expression-8-2.webm' });
    const saves = recordSaves('put', '/api/expressions/:id', expression({ id: 8 }));
    const { user } = await renderEdit(8);
    await screen.findByDisplayValue('Haba na haba');
    await user.click(deleteSlot(1));
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByText('expressions list')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });
});

describe('the draft of an expression being edited', () => {
  beforeEach(setUpTheForm);
  afterEach(tearDownTheForm);

  const address = { owner: editor.id, form: 'expression:8' };

  it('comes back after a reload, and says so when the expression changed since', async () => {
    answerExpression();
    const first = await renderEdit(8, editor);
    await screen.findByDisplayValue('Haba na haba');
    await first.user.click(description());
    await first.user.paste('Petit à petit.');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(async () =>
      expect(
        (await readDraft<{ values: { description: string } }>(address))?.content.values,
      ).toMatchObject({ description: 'Petit à petit.' }),
    );
    first.unmount();

    // Changed on the server since (another tab, a colleague).
    answerExpression({ updatedAt: Date.UTC(2026, 10, 20) });
    const { user } = await renderEdit(8, editor);
    const restored = await screen.findByText(/^Brouillon restauré du /);
    expect(description()).toHaveValue('Petit à petit.');
    expect(restored.parentElement).toHaveTextContent(
      "Cette expression a été modifiée depuis ce brouillon (dans un autre onglet ou par quelqu'un d'autre). L'enregistrer remplacera ces modifications par celles du brouillon.",
    );

    await user.click(screen.getByRole('button', { name: 'Ignorer le brouillon' }));
    expect(description()).toHaveValue('');
    expect(screen.queryByText(/^Brouillon restauré du /)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(async () => expect(await readDraft(address)).toBeNull());
  });
});
