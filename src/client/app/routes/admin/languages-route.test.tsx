import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LanguageSchema } from '@shared/schemas/languages';
import { LocalitySchema } from '@shared/schemas/places';
import { language, locality } from '@client/test/factories/places';
import { answerDeletionImpacts } from '@client/test/factories/trash';
import { apiHandler, server } from '@client/test/server';
import { renderWithApp } from '@client/test/render';
import { LanguagesRoute } from './languages-route';

const LanguagesSchema = z.array(LanguageSchema);

const renderLanguages = (session: 'editor' | 'contributor' = 'editor', lang: 'fr' | 'en' = 'fr') =>
  renderWithApp(<LanguagesRoute />, { route: '/languages', session, language: lang });

describe('the languages page', () => {
  // An editor's screen reads which languages have content (none, unless a test says otherwise).
  beforeEach(() => server.use(answerDeletionImpacts()));
  afterEach(() => vi.useRealTimers());

  it('shows three skeleton cards, then invites to add the first language', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/languages', async () => {
        await released;
        return HttpResponse.json(LanguagesSchema.parse([]));
      }),
    );
    const { user, container } = await renderLanguages();

    const loading = container.querySelector('[aria-busy="true"]')!;
    expect(loading.children).toHaveLength(3);
    for (const card of loading.children) expect(card).toHaveAttribute('data-slot', 'card');
    release();

    expect(await screen.findByText('0 langues')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aucune langue encore' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter la première langue' }));
    expect(screen.getByRole('dialog', { name: 'Ajouter une langue' })).toBeInTheDocument();
  });

  it('lets contributors read the languages without add, edit or delete buttons', async () => {
    server.use(
      apiHandler('get', '/api/languages', LanguagesSchema, [
        language({ id: 1, name: 'Swahili', code: 'SWA', adminCode: 'SW', isoCode: 'sw' }),
        language({ id: 2, name: 'Lingala' }),
      ]),
    );
    await renderLanguages('contributor');

    expect(await screen.findByRole('article', { name: 'Swahili' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lingala' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter une langue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Modifier / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Supprimer / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Importer un lexique/ })).not.toBeInTheDocument();
  });

  it('disables an editor’s delete, with the reason, on a language with words or expressions', async () => {
    server.use(
      apiHandler('get', '/api/languages', LanguagesSchema, [
        language({ id: 1, name: 'Swahili' }),
        language({ id: 2, name: 'Lingala' }),
      ]),
      answerDeletionImpacts([
        { languageId: 1, words: 40, expressions: 2, recordings: 30 },
        { languageId: 2, words: 0, expressions: 0, recordings: 0 },
      ]),
    );
    const { user } = await renderLanguages('editor');

    const swahili = await screen.findByRole('button', { name: 'Supprimer Swahili' });
    await waitFor(() => expect(swahili).toHaveAttribute('aria-disabled', 'true'));
    expect(swahili).toHaveAccessibleDescription(
      'Seul un administrateur peut supprimer une langue qui contient des mots ou des expressions.',
    );
    await user.click(swahili);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // An empty language is still the editor's to delete.
    const lingala = screen.getByRole('button', { name: 'Supprimer Lingala' });
    expect(lingala).not.toHaveAttribute('aria-disabled');
    // Each card leads to the import page with its language chosen.
    expect(screen.getByRole('link', { name: 'Importer un lexique (Lingala)' })).toHaveAttribute(
      'href',
      '/import?language=2',
    );
  });

  it('speaks English, in the add dialog and its localities picker too', async () => {
    server.use(
      apiHandler('get', '/api/languages', LanguagesSchema, [
        language({ id: 1, name: 'Swahili' }),
        language({ id: 2, name: 'Lingala' }),
      ]),
      apiHandler('get', '/api/localities/search', z.array(LocalitySchema), ({ url }) =>
        url.searchParams.get('q') === 'kin' ? [locality({ id: 1, name: 'Kinshasa' })] : [],
      ),
    );
    const { user } = await renderLanguages('editor', 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'Languages' })).toBeInTheDocument();
    expect(await screen.findByText('2 languages')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a language' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a language' });
    const picker = within(dialog).getByRole('combobox', { name: 'Localities' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await user.type(picker, 'k');
    expect(within(dialog).getByText('Type at least 2 characters.')).toBeInTheDocument();
    await user.type(picker, 'in');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await within(dialog).findByRole('option', { name: /Kinshasa/ })).toBeInTheDocument();
  });
});
