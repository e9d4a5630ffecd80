import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WordEntry } from '@shared/schemas/words';
import { sense, wordEntry } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { WordResultCard } from './word-result-card';

/** Swahili's mtu, a noun, its example translated into both languages. */
const mtu: WordEntry = {
  ...wordEntry({ id: 7, localWord: 'mtu', partOfSpeech: 'noun' }),
  language: { name: 'Swahili', isoCode: 'sw' },
  frenchWord: {
    id: 1,
    word: 'personne',
    definition: null,
    partOfSpeech: null,
    pronunciation: null,
  },
  englishWord: { id: 2, word: 'person', definition: null, partOfSpeech: null, pronunciation: null },
  senses: [
    sense({
      frenchWord: {
        id: 1,
        word: 'personne',
        definition: null,
        partOfSpeech: null,
        pronunciation: null,
      },
      englishWord: {
        id: 2,
        word: 'person',
        definition: null,
        partOfSpeech: null,
        pronunciation: null,
      },
      examples: [
        {
          id: 1,
          text: 'Mtu mmoja',
          french: 'Une personne',
          english: 'One person',
          translation: 'Une personne',
        },
      ],
    }),
  ],
};

const withAudio = (id: number, audioUrl: string, audioUrl2: string | null): WordEntry => ({
  ...mtu,
  localWord: { ...mtu.localWord, id, audioUrl, audioUrl2 },
});

const renderCard = (entry: WordEntry, language: 'fr' | 'en') =>
  renderWithApp(<WordResultCard entry={entry} />, { language });

describe('WordResultCard', () => {
  it('reads in English to an English reader: its part of speech, its meaning in English first, its example in English', async () => {
    await renderCard(mtu, 'en');
    const card = screen.getByRole('article', { name: 'mtu' });

    expect(within(card).getByText('noun')).toBeInTheDocument();
    // The phone's line of meaning: English, then French, each marked with its language.
    const line = within(card).getAllByText('person')[0]!.closest('p')!;
    expect(line).toHaveTextContent(/^person · personne$/);
    expect(within(line).getByText('person').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(line).getByText('personne').closest('[lang]')).toHaveAttribute('lang', 'fr');

    const examples = within(card).getByRole('list', { name: 'Examples' });
    expect(within(examples).getByText('Mtu mmoja')).toHaveAttribute('lang', 'sw');
    expect(within(examples).getByText('One person')).toHaveAttribute('lang', 'en');
    expect(within(examples).queryByText('Une personne')).not.toBeInTheDocument();
  });

  it('reads in French to a French reader, and links to the word’s page', async () => {
    await renderCard(mtu, 'fr');
    const card = screen.getByRole('article', { name: 'mtu' });

    const line = within(card).getAllByText('personne')[0]!.closest('p')!;
    expect(line).toHaveTextContent(/^personne · person$/);
    const examples = within(card).getByRole('list', { name: 'Exemples' });
    expect(within(examples).getByText('Une personne')).toHaveAttribute('lang', 'fr');
    expect(within(examples).queryByText('One person')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'mtu' })).toHaveAttribute('href', '/word/mtu');
  });

  it('numbers its recordings only when there are two, so what shows is part of each button’s name', async () => {
    await renderCard(withAudio(7, '/audio/a.webm', null), 'fr');
    const one = screen.getByRole('button', { name: 'Écouter « mtu »' });
    expect(one).toHaveTextContent(/^$/);

    await renderCard(withAudio(8, '/audio/a.webm', '/audio/b.webm'), 'fr');
    for (const n of [1, 2]) {
      const button = screen.getByRole('button', { name: `Écouter « mtu », enregistrement ${n}` });
      expect(button).toHaveTextContent(String(n));
    }
  });
});
