import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DictionarySearchHitSchema } from '@shared/schemas/words';
import { buildDictionaryEntry, buildSearchHit } from '@client/test/factories/words';
import { apiHandler, server } from '@client/test/server';
import {
  answerTheForm,
  chooseLanguage,
  expectToast,
  fill,
  localWord,
  manualFrench,
  renderForm,
  submit,
} from './word-form-test-helpers';

describe('the word form', () => {
  let saves: FormData[];
  beforeEach(() => {
    // The searches wait for a 300 ms pause in typing: on a faked clock, moved at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    saves = answerTheForm();
  });
  afterEach(() => vi.useRealTimers());

  it('an English word from the dictionary fills the French one with its equivalent', async () => {
    const chien = buildDictionaryEntry({ word: 'chien' });
    const dog = buildSearchHit({
      word: 'dog',
      partOfSpeech: 'noun',
      equivalent: { id: chien.id, word: 'chien', definition: null },
    });
    server.use(
      apiHandler('get', '/api/dictionary/english/search', z.array(DictionarySearchHitSchema), [
        dog,
      ]),
    );
    const { user } = await renderForm();
    await chooseLanguage(user, 'Zulu');
    await fill(user, localWord(), 'inja');

    await fill(user, screen.getByRole('combobox', { name: 'Mot anglais (facultatif)' }), 'dog');
    await act(() => vi.advanceTimersByTimeAsync(300));
    // jsdom joins the parts of the name without the spaces a browser's layout puts between them.
    const hit = await screen.findByRole('option', { name: /^dog\s*noun/ });
    expect(hit).toHaveTextContent('chien');
    await user.click(hit);

    // The French side is the equivalent, marked as proposed; its search box is gone.
    const english = screen.getByRole('button', { name: 'Changer le mot « dog »' }).parentElement!;
    expect(english).not.toHaveTextContent('Équivalent proposé');
    const french = screen.getByRole('button', { name: 'Changer le mot « chien »' }).parentElement!;
    expect(french).toHaveTextContent('Équivalent proposé');
    expect(screen.queryByRole('combobox', { name: 'Mot français' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Équivalent proposé')).toHaveLength(1);

    await user.click(submit());
    await expectToast('Le mot « inja » a été créé.');
    expect(saves).toHaveLength(1);
    expect(JSON.parse(String(saves[0]!.get('senses')))).toMatchObject([
      { frenchId: chien.id, englishId: dog.id },
    ]);
    expect(await screen.findByText('words list')).toBeInTheDocument();
  });

  it('nothing found in the French dictionary: the text typed becomes the word typed in', async () => {
    const { user } = await renderForm();
    await fill(user, screen.getByRole('combobox', { name: 'Mot français' }), 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('Aucun résultat pour « zzz »')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saisir « zzz » manuellement' }));
    await waitFor(() => expect(manualFrench()).toHaveFocus());
    expect(manualFrench()).toHaveValue('zzz');
  });
});
