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

describe("a word's noun class", () => {
  beforeEach(answerTheForm);

  it('another part of speech, or a language without noun classes, clears the class', async () => {
    const { user } = await renderEditPage(
      buildWord({ localWord: { id: 81, languageId: 1, partOfSpeech: 'noun', nounClass: '2' } }),
    );
    await waitFor(() => expect(nounClass()).toHaveTextContent('2 · wa-'));

    await user.click(partOfSpeech());
    await user.click(screen.getByRole('option', { name: 'verbe' }));
    expect(nounClass()).not.toBeInTheDocument();
    await user.click(partOfSpeech());
    await user.click(screen.getByRole('option', { name: 'nom' }));
    await waitFor(() => expect(nounClass()).toHaveTextContent('Non précisée'));

    // Zulu defines none: nothing to choose.
    await user.click(screen.getByRole('combobox', { name: 'Langue' }));
    await user.click(screen.getByRole('option', { name: 'Zulu' }));
    await waitFor(() => expect(nounClass()).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    const body = await lastSent();
    expect(body.get('partOfSpeech')).toBe('noun');
    expect(body.get('nounClass')).toBe('');
  });
});
