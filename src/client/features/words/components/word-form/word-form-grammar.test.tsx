import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWord } from '@client/test/factories/words';
import { answerTheForm, lastSent, renderEditPage } from './word-form-lexicon-helpers';

const partOfSpeech = () => screen.getByRole('combobox', { name: 'Catégorie grammaticale' });
const nounClass = () => screen.queryByRole('combobox', { name: 'Classe nominale' });

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

  it('speaks English when the interface does', async () => {
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
