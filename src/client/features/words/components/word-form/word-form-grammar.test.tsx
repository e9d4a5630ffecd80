import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWord } from '@client/test/factories/words';
import {
  answerTheForm,
  lastSent,
  nounClass,
  partOfSpeech,
  renderEditPage,
} from './word-form-lexicon-helpers';

describe("a word's part of speech and noun class", () => {
  beforeEach(answerTheForm);

  it("a noun offers its language's noun classes; both are sent", async () => {
    const { user } = await renderEditPage(buildWord({ localWord: { id: 80, languageId: 1 } }));
    expect(partOfSpeech()).toHaveTextContent('Non précisée');
    expect(nounClass()).not.toBeInTheDocument();

    await user.click(partOfSpeech());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Non précisée',
      'nom',
      'verbe',
      'adjectif',
      'adverbe',
      'pronom',
      'numéral',
      'conjonction',
      'préposition',
      'interjection',
      'idéophone',
      'particule',
      'locution',
      'autre',
    ]);
    await user.click(screen.getByRole('option', { name: 'nom' }));
    await waitFor(() => expect(nounClass()).toBeInTheDocument());
    await user.click(nounClass()!);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Non précisée',
      '1 · m-/mw- (pluriel 2)',
      '2 · wa-',
    ]);
    await user.click(screen.getByRole('option', { name: '1 · m-/mw- (pluriel 2)' }));

    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    const body = await lastSent();
    expect(body.get('partOfSpeech')).toBe('noun');
    expect(body.get('nounClass')).toBe('1');
  });
});
