import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DuplicateCheckSchema } from '@shared/schemas/words';
import { buildWord } from '@client/test/factories/words';
import { apiHandler, server } from '@client/test/server';
import { answerTheForm, renderEditPage } from './word-form-lexicon-helpers';

describe('editing a word', () => {
  beforeEach(answerTheForm);

  it('a numbered homograph says so, and is no duplicate of its namesake', async () => {
    let checked = false;
    server.use(
      apiHandler('get', '/api/words/check-duplicate', DuplicateCheckSchema, () => {
        checked = true;
        return { exists: true };
      }),
    );
    await renderEditPage(
      buildWord({ localWord: { id: 91, localWord: 'kaa', homographNumber: 2 } }),
    );
    const localWord = screen.getByRole('textbox', { name: 'Mot local' });
    expect(localWord).toHaveAccessibleDescription(
      "Homographe kaa₂ : un autre mot de la langue s'écrit de même.",
    );
    await waitFor(() => expect(checked).toBe(true));
    expect(screen.queryByText('Ce mot existe déjà dans cette langue.')).not.toBeInTheDocument();
    expect(localWord).not.toHaveAttribute('aria-invalid');
  });

  it('speaks English when the interface does: grammar, senses and forms', async () => {
    const { user } = await renderEditPage(buildWord({ localWord: { id: 82 } }), {
      language: 'en',
    });
    expect(screen.getByRole('heading', { name: 'Sense 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move sense 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a form' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Part of speech' }));
    expect(screen.getByRole('option', { name: 'ideophone' })).toBeInTheDocument();
  });
});
