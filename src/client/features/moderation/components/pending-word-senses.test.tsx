import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NounClassSchema } from '@shared/schemas/lexicon';
import { WordEntrySchema, type WordEntry } from '@shared/schemas/words';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { stopAudio } from '@client/lib/audio-player';
import { buildDictionaryEntry, buildWord } from '@client/test/factories/words';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { ModerationPage } from './moderation-page';

/** mtu₂ (Swahili, class 1): two senses, the first with definitions and an example; a plural. */
const mtu: WordEntry = buildWord({
  localWord: {
    id: 41,
    localWord: 'mtu',
    languageId: 5,
    status: 'pending',
    submitterEmail: 'awa@example.org',
    partOfSpeech: 'noun',
    nounClass: '1',
    homographNumber: 2,
  },
  language: { name: 'Swahili', isoCode: 'sw' },
  senses: [
    {
      id: 1,
      frenchWord: buildDictionaryEntry({ word: 'personne' }),
      englishWord: buildDictionaryEntry({ word: 'person' }),
      frenchDefinition: 'Être humain.',
      englishDefinition: 'A human being.',
      semanticDomain: 'Personnes',
      examples: [
        {
          id: 9,
          text: 'Mtu mmoja',
          french: 'Une personne',
          english: 'One person',
          translation: 'Une personne',
        },
      ],
    },
    {
      id: 2,
      frenchWord: buildDictionaryEntry({ word: 'quelqu’un' }),
      englishWord: null,
      frenchDefinition: null,
      englishDefinition: null,
      semanticDomain: null,
      examples: [],
    },
  ],
  forms: [
    {
      id: 3,
      kind: 'plural',
      form: 'watu',
      pronunciation: 'ˈwatu',
      audioUrl: '/api/audio/files/watu.wav',
      localityId: null,
      localityName: null,
    },
  ],
});

function answer() {
  server.use(
    apiHandler('get', '/api/words/pending', z.array(WordEntrySchema), [mtu]),
    apiHandler('get', '/api/languages/5/noun-classes', z.array(NounClassSchema), [
      { number: '1', label: 'm-/mw-', pluralNumber: '2' },
      { number: '2', label: 'wa-', pluralNumber: null },
    ]),
  );
}

const renderModeration = (language: 'fr' | 'en' = 'fr') =>
  renderWithApp(
    <TooltipProvider>
      <ModerationPage canModerate />
    </TooltipProvider>,
    { session: 'editor', language },
  );

describe('a pending word with several senses and a plural', () => {
  afterEach(() => {
    stopAudio();
    vi.restoreAllMocks();
  });

  it('shows the reviewer its grammar, numbered senses and plural with its recording', async () => {
    answer();
    const played: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      played.push(this.src);
      return Promise.resolve();
    });
    const { user } = await renderModeration();

    const card = await screen.findByRole('article', { name: 'mtu₂' });
    expect(await within(card).findByText('nom, classe 1 (m-/mw-)')).toBeInTheDocument();

    const senses = within(card).getByRole('list', { name: 'Sens de mtu₂' });
    const [first, second] = Array.from(senses.children) as HTMLElement[];
    expect(senses.children).toHaveLength(2);
    expect(
      within(senses)
        .getAllByText(/^\d\.$/)
        .map((n) => n.textContent),
    ).toEqual(['1.', '2.']);
    expect(first).toHaveTextContent('personne');
    expect(first).toHaveTextContent('Être humain.');
    expect(first).toHaveTextContent('person');
    expect(first).toHaveTextContent('A human being.');
    expect(first).toHaveTextContent('Domaine : Personnes');
    const example = within(first!).getByRole('list', { name: 'Exemples' });
    expect(within(example).getByText('Mtu mmoja')).toHaveAttribute('lang', 'sw');
    expect(example).toHaveTextContent('Une personne');
    expect(example).toHaveTextContent('One person');
    expect(second).toHaveTextContent('quelqu’un');
    expect(second).toHaveTextContent('Non renseigné');

    const forms = within(card).getByRole('list', { name: 'Autres formes de mtu₂' });
    expect(forms).toHaveTextContent('pluriel');
    expect(forms).toHaveTextContent('watu');
    expect(forms).toHaveTextContent('/ˈwatu/');
    const play = within(forms).getByRole('button', { name: 'Écouter « watu »' });
    await user.click(play);
    await waitFor(() => expect(play).toHaveAttribute('aria-pressed', 'true'));
    expect(played).toEqual([expect.stringMatching(/\/api\/audio\/files\/watu\.wav$/)]);

    expect(within(card).getByRole('button', { name: 'Approuver mtu₂' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Rejeter mtu₂' })).toBeEnabled();
  });

  it('names the grammar and the form kind in English', async () => {
    answer();
    await renderModeration('en');

    const card = await screen.findByRole('article', { name: 'mtu₂' });
    expect(await within(card).findByText('noun, class 1 (m-/mw-)')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Other forms of mtu₂' })).toHaveTextContent(
      'plural',
    );
    expect(within(card).getByRole('list', { name: 'Senses of mtu₂' })).toHaveTextContent(
      'Domain: Personnes',
    );
  });
});
