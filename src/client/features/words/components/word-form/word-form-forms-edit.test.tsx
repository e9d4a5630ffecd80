import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildMtoto,
  WATOTO,
  addForm,
  answerTheForm,
  formGroup,
  formText,
  lastSent,
  renderEditPage,
  sent,
  sentJson,
  update,
} from './word-form-lexicon-helpers';

describe('the other forms of a word being edited', () => {
  beforeEach(answerTheForm);

  it('a form spelled like the word is refused; an existing form keeps its id and recording', async () => {
    const { user } = await renderEditPage(buildMtoto([WATOTO]));
    expect(formText(1)).toHaveValue('watoto');
    const first = within(formGroup(1));
    expect(first.getByRole('button', { name: 'Écouter la forme « watoto »' })).toBeInTheDocument();
    // Kept as it is until deleted, and no room for another.
    expect(first.getByRole('button', { name: "Supprimer l'audio 1" })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

    await user.click(addForm());
    await waitFor(() => expect(formText(2)).toHaveFocus());
    await user.paste(' Mtoto');
    await user.click(update());
    await waitFor(() => expect(formText(2)).toHaveFocus());
    expect(formText(2)).toHaveAccessibleDescription('La forme 2 est identique au mot lui-même.');
    expect(sent).toEqual([]);

    await user.clear(formText(2));
    await user.paste('mitoto');
    await waitFor(() => expect(formText(2)).not.toHaveAccessibleDescription());
    await user.click(update());
    const body = await lastSent();
    expect(sentJson(body, 'forms')).toEqual([
      { id: 21, kind: 'plural', form: 'watoto', pronunciation: 'wa.to.to' },
      { kind: 'plural', form: 'mitoto', pronunciation: '' },
    ]);
    expect(body.get('formAudio1')).toBeNull();
  });
});
