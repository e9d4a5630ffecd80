import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguagePageSchema, type LanguagePage } from '@shared/schemas/pages';
import { letterCounts } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { LanguagePageView } from './language-page';

const lingala: LanguagePage = {
  language: {
    id: 4,
    name: 'Lingala',
    isoCode: 'ln',
    code: 'ln',
    license: {
      id: 'CC-BY-SA-4.0',
      name: 'Creative Commons Attribution-ShareAlike 4.0 International',
      url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    },
    attribution: '',
    updatedAt: 0,
  },
  localities: [
    {
      id: 1,
      name: 'Kinshasa',
      countryIso2: 'CD',
      countryName: 'Democratic Republic of the Congo',
      countryNameFr: 'République démocratique du Congo',
    },
  ],
  counts: { words: 2, expressions: 1, recordings: 3 },
  recentWords: [
    { id: 10, localWord: 'mái', homographNumber: null },
    { id: 11, localWord: 'bomɔ́i', homographNumber: null },
  ],
  mapUrl: '/api/public/languages/4/map.svg?v=cd',
};

describe('LanguagePageView', () => {
  it('shows where it is spoken, its counts, letters, latest words and licence', async () => {
    server.use(apiHandler('get', '/api/pages/language/:code', LanguagePageSchema, lingala));
    const letters = letterCounts(['a', 'b', 'm'], { b: 1, m: 1 });
    await renderWithApp(<LanguagePageView code="ln" letters={() => letters} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lingala' })).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Carte : République démocratique du Congo' }),
    ).toHaveAttribute('src', '/api/public/languages/4/map.svg?v=cd');
    expect(screen.getByText('Kinshasa (République démocratique du Congo)')).toBeInTheDocument();
    expect(screen.getByText('mots publiés')).toBeInTheDocument();
    expect(screen.getByText('enregistrements')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les mots en Lingala' })).toHaveAttribute(
      'href',
      '/browse?language=4',
    );
    expect(screen.getByRole('link', { name: 'Ses proverbes et expressions' })).toHaveAttribute(
      'href',
      '/browse/expressions?language=4',
    );
    // The browse's letter bar: each letter with words leads to them.
    const bar = screen.getByRole('navigation', { name: /lettre/ });
    expect(within(bar).getByRole('link', { name: /^M/ })).toHaveAttribute(
      'href',
      '/browse?language=4&letter=m',
    );
    const recent = screen.getByRole('link', { name: 'bomɔ́i' });
    expect(recent).toHaveAttribute('href', `/word/${encodeURIComponent('bomɔ́i')}`);
    expect(recent).toHaveAttribute('lang', 'ln');
    expect(
      screen.getByRole('link', {
        name: 'Creative Commons Attribution-ShareAlike 4.0 International',
      }),
    ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0/');
    // Its download, in the three formats (download-section.test.tsx follows a click).
    expect(screen.getByRole('heading', { name: 'Télécharger ce dictionnaire' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'JSON' })).toHaveAttribute(
      'href',
      '/api/public/languages/4/export?format=json',
    );
  });
});
