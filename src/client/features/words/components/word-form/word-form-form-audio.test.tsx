import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerTheForm,
  buildMtoto,
  WATOTO,
  formGroup,
  lastSent,
  renderEditPage,
  sentJson,
  update,
} from './word-form-lexicon-helpers';

describe("a form's stored recording", () => {
  beforeEach(answerTheForm);

  it('deleted, it is dropped on save and the form stays', async () => {
    const { user } = await renderEditPage(buildMtoto([WATOTO]));
    const first = within(formGroup(1));
    await user.click(first.getByRole('button', { name: "Supprimer l'audio 1" }));
    expect(first.getByText("Retiré à l'enregistrement")).toBeInTheDocument();
    expect(first.getByRole('button', { name: "Rétablir l'audio 1" })).toBeEnabled();
    // Room for a new recording now.
    expect(first.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    await user.click(update());
    const body = await lastSent();
    expect(sentJson(body, 'forms')).toEqual([
      { id: 21, kind: 'plural', form: 'watoto', pronunciation: 'wa.to.to', removeAudio: true },
    ]);
    expect(body.get('formAudio1')).toBeNull();
  });
});
