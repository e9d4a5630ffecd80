import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PaginatedExpressionsSchema } from '@shared/schemas/expressions';
import { LanguageSchema } from '@shared/schemas/languages';
import { ExpressionPageSchema } from '@shared/schemas/pages';
import { expression, expressionsPage, linkedWord } from '@client/test/factories/expressions';
import { language } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { ExpressionPageView } from './expression-page';
import { PublicExpressionsPage } from './expressions-page';

let currentAddress = '';
/** The address bar, as a visitor would read it. */
function AddressBar() {
  const location = useLocation();
  useEffect(() => {
    currentAddress = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

/** 25 sayings of Swahili (id 1) and Lingala (id 2); the API's reads recorded. */
function serveSayings() {
  const all = Array.from({ length: 25 }, (_, i) =>
    expression({
      id: i + 1,
      languageId: i % 2 ? 2 : 1,
      languageName: i % 2 ? 'Lingala' : 'Swahili',
      localText: i === 0 ? 'Haba na haba hujaza kibaba' : `Methali ${i + 1}`,
      expression: null,
    }),
  );
  const reads: URLSearchParams[] = [];
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [
      language({ id: 1, name: 'Swahili' }),
      language({ id: 2, name: 'Lingala', isoCode: 'ln' }),
    ]),
    apiHandler('get', '/api/public/expressions', PaginatedExpressionsSchema, ({ url }) => {
      reads.push(url.searchParams);
      const page = Number(url.searchParams.get('page'));
      const q = url.searchParams.get('q');
      const languageId = Number(url.searchParams.get('language')) || undefined;
      const found = all.filter(
        (e) =>
          (!q || e.localText!.toLowerCase().includes(q.toLowerCase())) &&
          (!languageId || e.languageId === languageId),
      );
      return expressionsPage(found, { page });
    }),
  );
  return reads;
}

const renderList = (route: string) =>
  renderWithApp(
    <>
      <PublicExpressionsPage />
      <AddressBar />
    </>,
    { route, path: '/browse/expressions' },
  );

describe('PublicExpressionsPage', () => {
  it('lists the sayings 20 a page, each a link to its page, with the pager in the address', async () => {
    const reads = serveSayings();
    const { user } = await renderList('/browse/expressions');
    const list = await screen.findByRole('list', { name: 'Expressions trouvées' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('25 expressions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Haba na haba hujaza kibaba' })).toHaveAttribute(
      'href',
      '/expression/1-haba-na-haba-hujaza-kibaba',
    );

    await user.click(screen.getByRole('link', { name: 'Suivant' }));
    await waitFor(() => expect(currentAddress).toBe('/browse/expressions?page=2'));
    expect(await screen.findByRole('link', { name: 'Methali 25' })).toBeInTheDocument();
    expect(reads.at(-1)!.get('page')).toBe('2');
  });

  it('searches from the first page, keeps the search in the address, and says when a search is too short', async () => {
    const reads = serveSayings();
    const { user } = await renderList('/browse/expressions?page=2');
    const box = await screen.findByRole('searchbox', { name: 'Rechercher une expression' });
    await user.type(box, 'k');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('status')).toHaveTextContent('trop court');
    await user.type(box, 'ibaba');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(currentAddress).toBe('/browse/expressions?q=kibaba'));
    expect(
      await screen.findByRole('heading', { name: 'Expressions pour « kibaba »' }),
    ).toBeVisible();
    expect(screen.getByText('1 expression')).toBeInTheDocument();
    expect(reads.at(-1)!.get('q')).toBe('kibaba');
    expect(reads.at(-1)!.get('page')).toBe('1');
  });

  it('keeps one language when one is chosen', async () => {
    const reads = serveSayings();
    const { user } = await renderList('/browse/expressions');
    await screen.findByRole('list', { name: 'Expressions trouvées' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'Lingala');
    await waitFor(() => expect(currentAddress).toBe('/browse/expressions?language=2'));
    expect(
      await screen.findByRole('heading', { name: 'Proverbes et expressions en Lingala' }),
    ).toBeVisible();
    expect(reads.at(-1)!.get('language')).toBe('2');
    expect(await screen.findByText('12 expressions')).toBeInTheDocument();
  });
});

describe('ExpressionPageView', () => {
  it('shows the saying, its meaning, its recordings and the words it uses, each a link', async () => {
    server.use(
      apiHandler('get', '/api/pages/expression/:id', ExpressionPageSchema, {
        expression: expression({
          id: 7,
          localText: 'Haba na haba hujaza kibaba',
          expression: null,
          description: 'Petit à petit, on remplit la mesure.',
          audio2Url: '/api/audio/files/expression-7-2.webm',
          linkedWords: [linkedWord({ id: 3, localWord: 'kibaba' })],
        }),
        slug: 'haba-na-haba-hujaza-kibaba',
        languageCode: 'sw',
      }),
    );
    await renderWithApp(<ExpressionPageView id={7} slug="haba-na-haba-hujaza-kibaba" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Haba na haba hujaza kibaba' }),
    ).toHaveAttribute('lang', 'sw');
    expect(screen.getByText('Petit à petit, on remplit la mesure.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kibaba' })).toHaveAttribute('href', '/word/kibaba');
    expect(screen.getByRole('link', { name: 'Swahili' })).toHaveAttribute('href', '/language/sw');
    expect(
      screen.getByRole('button', {
        name: /Écouter « Haba na haba hujaza kibaba », enregistrement 2/,
      }),
    ).toBeInTheDocument();
  });

  it('says an unknown saying is not found and offers the search', async () => {
    server.use(
      apiHandler(
        'get',
        '/api/pages/expression/:id',
        z.object({ message: z.string(), code: z.string() }),
        { message: 'Expression introuvable', code: 'NOT_FOUND' },
        { status: 404 },
      ),
    );
    await renderWithApp(<ExpressionPageView id={99} slug="" />);
    expect(await screen.findByRole('heading', { name: 'Expression introuvable' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Rechercher une expression' })).toBeVisible();
  });
});
