import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CountrySchema, RegionSchema } from '@shared/schemas/places';
import { country, region } from '@client/test/factories/places';
import { apiError, apiHandler, server } from '@client/test/server';
import { renderWithApp } from '@client/test/render';
import { CountriesRegionsPage } from './countries-regions-page';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

// A toast comes after the server's answer: allow a slow machine more than the default second.
const TOAST_TIMEOUT = { timeout: 3000 };

const SOUTH_AFRICA = country({
  id: 27,
  name: 'South Africa',
  nameFr: 'Afrique du Sud',
  nativeName: 'South Africa',
  iso2: 'ZA',
  iso3: 'ZAF',
  flagSvg: '/api/flags/za.svg',
  flagPng: '/api/flags/za.png',
  subregion: 'Southern Africa',
  capital: 'Pretoria',
});
const TANZANIA = country({
  id: 255,
  name: 'Tanzania',
  nameFr: 'Tanzanie',
  nativeName: 'Tanzania',
  iso2: 'TZ',
  iso3: 'TZA',
  flagSvg: '/api/flags/tz.svg',
  flagPng: '/api/flags/tz.png',
  subregion: 'Eastern Africa',
  capital: 'Dodoma',
});

/** The countries, and the regions of each asked for by its id. */
function answerPlaces() {
  const regions = {
    [SOUTH_AFRICA.id]: [
      region({ id: 1, countryId: SOUTH_AFRICA.id, name: 'Gauteng', stateCode: 'GT' }),
      region({ id: 2, countryId: SOUTH_AFRICA.id, name: 'KwaZulu-Natal', stateCode: 'NL' }),
    ],
    [TANZANIA.id]: [region({ id: 3, countryId: TANZANIA.id, name: 'Arusha', stateCode: '01' })],
  };
  server.use(
    apiHandler('get', '/api/countries', z.array(CountrySchema), [SOUTH_AFRICA, TANZANIA]),
    apiHandler(
      'get',
      '/api/regions',
      z.array(RegionSchema),
      ({ url }) => regions[Number(url.searchParams.get('countryId'))] ?? [],
    ),
  );
}

const renderPage = (language: 'fr' | 'en' = 'fr') =>
  renderWithApp(<CountriesRegionsPage canEdit />, {
    route: '/countries-regions',
    session: 'editor',
    language,
  });

describe('CountriesRegionsPage', () => {
  it('keeps a region the server refuses to delete, and says why', async () => {
    answerPlaces();
    server.use(
      apiError('delete', '/api/regions/:id', 409, {
        code: 'CONFLICT',
        message: 'Cette région est encore utilisée par 1 localité.',
      }),
    );
    const { user } = await renderPage();

    const picker = await screen.findByRole('combobox', { name: 'Pays' });
    await user.type(picker, 'afrique du sud');
    await user.click(await screen.findByRole('option', { name: /Afrique du Sud/ }));
    const regions = await screen.findByRole('list', { name: 'Régions : Afrique du Sud' });
    await user.click(
      await within(regions).findByRole('button', { name: 'Supprimer la région KwaZulu-Natal' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la région?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    const toast = (
      await screen.findByText(
        'Échec de la suppression de la région',
        { selector: 'li *' },
        TOAST_TIMEOUT,
      )
    ).closest('li')!;
    expect(toast).toHaveTextContent('Cette région est encore utilisée');
    expect(
      within(screen.getByRole('list', { name: 'Régions : Afrique du Sud' })).getByText(
        'KwaZulu-Natal',
      ),
    ).toBeInTheDocument();
  });

  it('speaks English, the chosen country and its regions too', async () => {
    answerPlaces();
    const { user } = await renderPage('en');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Countries and regions' }),
    ).toBeInTheDocument();
    await user.type(await screen.findByRole('combobox', { name: 'Country' }), 'tanz');
    await user.click(await screen.findByRole('option', { name: /Tanzania/ }));
    expect(await screen.findByRole('heading', { name: /^Regions: Tanzania/ })).toBeInTheDocument();
    const regions = await screen.findByRole('list', { name: 'Regions: Tanzania' });
    expect(await within(regions).findByText('Arusha')).toBeInTheDocument();
  });
});
