import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LanguageSchema } from '@shared/schemas/languages';
import { CountrySchema, LocalitySchema, type Country, type Locality } from '@shared/schemas/places';
import { country, language, locality } from '@client/test/factories/places';
import { apiHandler, server } from '@client/test/server';
import { renderWithApp } from '@client/test/render';
import { LocalitiesRoute } from './localities-route';

const renderLocalities = (lang: 'fr' | 'en' = 'fr') =>
  renderWithApp(<LocalitiesRoute />, { route: '/localities', session: 'editor', language: lang });

function answer({ localities, countries }: { localities: Locality[]; countries: Country[] }) {
  server.use(
    apiHandler('get', '/api/localities', z.array(LocalitySchema), localities),
    apiHandler('get', '/api/countries', z.array(CountrySchema), countries),
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [language()]),
  );
}

describe('the localities page', () => {
  it('with no localities and no countries, invites to import the countries and add the first locality', async () => {
    answer({ localities: [], countries: [] });
    await renderLocalities();

    expect(await screen.findByText('0 localités')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aucune localité encore' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Importer les pays' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ajouter la première localité' }),
    ).toBeInTheDocument();
  });

  it('names the country in the interface language', async () => {
    answer({ localities: [locality({ id: 1, name: 'Kinshasa' })], countries: [country()] });
    await renderLocalities();
    expect(await screen.findByRole('article', { name: 'Kinshasa' })).toHaveTextContent(
      'République démocratique du Congo',
    );
  });

  it('speaks English, in the add dialog too', async () => {
    answer({ localities: [locality({ id: 1, name: 'Kinshasa' })], countries: [country()] });
    const { user } = await renderLocalities('en');

    expect(screen.getByRole('heading', { level: 1, name: 'Localities' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Kinshasa' });
    expect(card).toHaveTextContent('Democratic Republic of the Congo');
    expect(card).not.toHaveTextContent('République démocratique du Congo');

    await user.click(screen.getByRole('button', { name: 'Add a locality' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a locality' });
    expect(within(dialog).getByRole('combobox', { name: 'Region (optional)' })).toHaveTextContent(
      'Select a country first',
    );
  });
});
