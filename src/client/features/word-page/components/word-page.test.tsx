import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WordPageSchema } from '@shared/schemas/pages';
import type { WordPageEntry } from '@shared/schemas/pages';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { stopAudio } from '@client/lib/audio-player';
import { form, sense, wordPageEntry } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { WordPageView } from './word-page';

const gloss = (id: number, word: string, definition: string | null = null) => ({
  id,
  word,
  definition,
  partOfSpeech: null,
  pronunciation: null,
});

/** Swahili's mtu: a noun of class 1 with two senses, its plural recorded, a variant and a dialect form. */
const mtu = wordPageEntry(
  { id: 7, localWord: 'mtu', partOfSpeech: 'noun', nounClass: '1' },
  {
    nounClassLabel: 'm-/mw-',
    senses: [
      sense({
        frenchWord: gloss(1, 'personne', 'Individu quelconque.'),
        englishWord: gloss(2, 'person'),
        frenchDefinition: 'Être humain.',
        semanticDomain: 'Personnes',
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
      sense({ frenchWord: gloss(3, 'quelqu’un'), englishWord: gloss(4, 'someone') }),
    ],
    forms: [
      form({
        id: 31,
        kind: 'plural',
        form: 'watu',
        pronunciation: 'ˈwatu',
        audioUrl: '/api/audio/files/watu.wav',
      }),
      form({ id: 32, kind: 'variant', form: 'mntu' }),
      form({ id: 33, kind: 'dialect', form: 'mudu', localityId: 4, localityName: 'Lamu' }),
    ],
  },
);

async function renderWord(entry: WordPageEntry, language: 'fr' | 'en' = 'fr') {
  server.use(apiHandler('get', '/api/pages/word/:slug', WordPageSchema, { entries: [entry] }));
  // The route gives the tooltip provider the audio buttons need.
  const rendered = await renderWithApp(
    <TooltipProvider>
      <WordPageView slug={entry.localWord.localWord} />
    </TooltipProvider>,
    { language },
  );
  const article = (await screen.findByRole('article')) as HTMLElement;
  return { ...rendered, article };
}

describe('WordPageView', () => {
  afterEach(() => {
    stopAudio();
    vi.restoreAllMocks();
  });

  it('shows a two-sense noun: its class, numbered senses and its plural with a play button', async () => {
    const played: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      played.push(this.src);
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    const { article, user } = await renderWord(mtu);

    expect(within(article).getByRole('heading', { level: 1, name: 'mtu' })).toBeInTheDocument();
    expect(within(article).getByText('nom')).toBeInTheDocument();
    expect(within(article).getByText('classe 1 · m-/mw-')).toBeInTheDocument();

    const senses = within(article).getByRole('region', { name: 'Sens' });
    // The senses' own items (each holds a list of examples too).
    const [first, second] = Array.from(senses.querySelector('ol')!.children) as HTMLElement[];
    expect(first).toHaveTextContent(/^1\./);
    // The sense's own definition, not the reference entry's; its domain, and its example
    // translated into the interface language only.
    expect(within(first!).getByText('personne')).toBeInTheDocument();
    expect(within(first!).getByText('Être humain.')).toBeInTheDocument();
    expect(within(first!).queryByText('Individu quelconque.')).not.toBeInTheDocument();
    expect(within(first!).getByText('person')).toBeInTheDocument();
    expect(within(first!).getByText('Domaine : Personnes')).toBeInTheDocument();
    expect(within(first!).getByText('Mtu mmoja')).toHaveAttribute('lang', 'sw');
    expect(within(first!).getByText('Une personne')).toHaveAttribute('lang', 'fr');
    expect(within(first!).queryByText('One person')).not.toBeInTheDocument();
    expect(second).toHaveTextContent(/^2\./);
    expect(within(second!).getByText('quelqu’un')).toBeInTheDocument();
    expect(within(second!).getByText('someone')).toBeInTheDocument();

    const forms = within(article).getByRole('region', { name: 'Autres formes' });
    const [plural, variant, dialect] = within(forms).getAllByRole('listitem');
    expect(plural).toHaveTextContent('Pluriel : watu');
    expect(within(plural!).getByText('/ˈwatu/')).toBeInTheDocument();
    expect(variant).toHaveTextContent('Variante : mntu');
    expect(dialect).toHaveTextContent('Forme dialectale (Lamu) : mudu');
    // Only the plural has a recording; its button works from the keyboard like the word's own.
    expect(within(variant!).queryByRole('button')).not.toBeInTheDocument();
    const play = within(plural!).getByRole('button', { name: 'Écouter « watu »' });
    play.focus();
    await user.keyboard('{Enter}');
    expect(play).toHaveAttribute('aria-pressed', 'true');
    expect(played).toEqual([expect.stringMatching(/\/api\/audio\/files\/watu\.wav$/)]);
    await user.keyboard(' ');
    expect(play).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a word of one sense and no other form as before: no numbering, no forms', async () => {
    const { article } = await renderWord(
      wordPageEntry({ localWord: 'maji', homographNumber: 2 }, { isoCode: null }),
    );

    expect(within(article).getByRole('heading', { level: 1, name: 'maji₂' })).toBeInTheDocument();
    expect(within(article).getByText('eau')).toBeInTheDocument();
    expect(within(article).getByText('water')).toBeInTheDocument();
    expect(article.querySelector('ol')).toBeNull();
    expect(article).not.toHaveTextContent(/1\./);
    expect(within(article).queryByRole('region', { name: 'Autres formes' })).toBeNull();
    // No grammar given, none shown.
    expect(within(article).queryByText(/classe/)).toBeNull();
  });

  it('speaks English when the interface does', async () => {
    const { article } = await renderWord(mtu, 'en');

    expect(within(article).getByText('noun')).toBeInTheDocument();
    expect(within(article).getByText('class 1 · m-/mw-')).toBeInTheDocument();
    const forms = within(article).getByRole('region', { name: 'Other forms' });
    expect(within(forms).getAllByRole('listitem')[0]).toHaveTextContent('Plural: watu');
    expect(within(forms).getByRole('button', { name: 'Listen to “watu”' })).toBeInTheDocument();
    // The example in English, not in French.
    const senses = within(article).getByRole('region', { name: 'Senses' });
    expect(within(senses).getByText('One person')).toHaveAttribute('lang', 'en');
    expect(within(senses).queryByText('Une personne')).not.toBeInTheDocument();
  });

  it('shows an example without English in French, marked so, to an English reader', async () => {
    const { article } = await renderWord(
      wordPageEntry(
        { localWord: 'kaa' },
        {
          senses: [
            sense({
              examples: [
                {
                  id: 5,
                  text: 'Kaa chini',
                  french: 'Assieds-toi',
                  english: null,
                  translation: 'Assieds-toi',
                },
              ],
            }),
          ],
        },
      ),
      'en',
    );
    const examples = within(article).getByRole('list', { name: 'Examples' });
    expect(within(examples).getByText('Kaa chini')).toHaveAttribute('lang', 'sw');
    expect(within(examples).getByText('Assieds-toi')).toHaveAttribute('lang', 'fr');
  });
});
