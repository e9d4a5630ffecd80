import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDraft } from '@client/lib/form-drafts';
import { sessionUser } from '@client/test/render';
import { answerTheForm, renderNewPage, saveNewWord } from './word-form-lexicon-helpers';

const editor = sessionUser('editor');

/** A reload or closing the tab: whether the page asked the browser to ask first. */
function unloadAsked() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const leaveDialog = () => screen.queryByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });

describe('leaving the word form', () => {
  beforeEach(answerTheForm);

  it('untouched: Cancel goes back to the list at once, and a reload is not held', async () => {
    const { user } = await renderNewPage({ session: editor });
    expect(unloadAsked()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    expect(await screen.findByText('words list')).toBeInTheDocument();
  });

  it('with unsaved changes: asks first; staying keeps them, leaving drops them and the draft', async () => {
    const { user } = await renderNewPage({ session: editor });
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Une note.');
    expect(unloadAsked()).toBe(true);
    await waitFor(async () =>
      expect(await readDraft({ owner: editor.id, form: 'word:new' })).not.toBeNull(),
    );

    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    expect(leaveDialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(leaveDialog()).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Une note.');

    await user.click(screen.getByRole('link', { name: 'Retour aux mots' }));
    await user.click(screen.getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByText('words list')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await readDraft({ owner: editor.id, form: 'word:new' })).toBeNull(),
    );
  });

  it('once saved: goes to the list without asking', async () => {
    const { user } = await renderNewPage({ session: editor });
    await saveNewWord(user, 'maji', 'eau');
    expect(await screen.findByText('words list')).toBeInTheDocument();
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(unloadAsked()).toBe(false);
  });
});
