import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultUpper } from '@shared/alphabet';
import { SWAHILI_LETTERS, wordEntry } from '@client/test/factories/public';
import { address, recordRequests, renderBrowse, serveSwahili } from './browse-test-helpers';

const letterBar = () => screen.findByRole('navigation', { name: 'Parcourir par lettre' });

/** The words listed, in the order shown. */
const shownWords = async () => {
  const list = await screen.findByRole('list', { name: 'Mots trouvés' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
};

describe('BrowsePage, a language by its alphabet', () => {
  it("shows the language's letters in alphabet order, its digraphs as letters, those without words disabled", async () => {
    serveSwahili();
    await renderBrowse('/browse?language=1');
    const bar = await letterBar();
    await within(bar).findByRole('link', { name: 'Ch, 3 mots' });

    // Every letter of the alphabet, in its order, by its capital: "all" first.
    const shown = within(bar)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.firstElementChild?.textContent);
    expect(shown).toEqual(['Toutes', ...SWAHILI_LETTERS.map(defaultUpper)]);
    expect(shown).toEqual(expect.arrayContaining(['Ch', "Ng'", 'Ny']));

    // The letters with words are links named with their count; the others are none.
    const links = within(bar).getAllByRole('link');
    const names = [
      'Toutes',
      'A, 12 mots',
      'Ch, 3 mots',
      'D, 1 mot',
      'M, 40 mots',
      "Ng', 2 mots",
      'Ny, 5 mots',
      'W, 7 mots',
      'Z, 1 mot',
    ];
    expect(links).toHaveLength(names.length);
    links.forEach((link, i) => expect(link).toHaveAccessibleName(names[i]));
    expect(within(bar).getAllByRole('link')[0]).toHaveAccessibleName('Toutes');
    expect(within(bar).getByRole('link', { name: "Ng', 2 mots" })).toHaveAttribute(
      'href',
      '/browse?language=1&letter=ng%27',
    );
    const empty = within(bar).getByText('Dh, aucun mot').closest('[aria-disabled="true"]');
    expect(empty).not.toBeNull();
    expect(empty!.closest('a')).toBeNull();
    expect(within(bar).queryByRole('link', { name: /^Dh/ })).toBeNull();
    expect(within(bar).queryByRole('link', { name: /^B,/ })).toBeNull();

    // No letter chosen: "all" is the current one.
    expect(within(bar).getByRole('link', { name: 'Toutes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is one Tab stop whose arrow keys, Home and End move between the letters, and Enter opens one', async () => {
    serveSwahili();
    const { user } = await renderBrowse('/browse?language=1');
    const bar = await letterBar();
    const link = (name: string) => within(bar).getByRole('link', { name });
    await within(bar).findByRole('link', { name: 'Ch, 3 mots' });

    // Only the current chip is in the Tab order.
    const tabbable = within(bar)
      .getAllByRole('link')
      .filter((l) => l.tabIndex === 0);
    expect(tabbable).toEqual([link('Toutes')]);

    await user.click(screen.getByRole('combobox', { name: 'Langue' }));
    await user.tab();
    expect(link('Toutes')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(link('A, 12 mots')).toHaveFocus();
    // B has no words: the arrow goes past it.
    await user.keyboard('{ArrowRight}');
    expect(link('Ch, 3 mots')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(link('A, 12 mots')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Z, 1 mot')).toHaveFocus();
    // The last letter stays the last.
    await user.keyboard('{ArrowRight}');
    expect(link('Z, 1 mot')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Toutes')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(link('Ch, 3 mots')).toHaveFocus();

    // Tab leaves the bar at once; Shift+Tab comes back to the letter last reached.
    await user.tab();
    expect(bar).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(link('Ch, 3 mots')).toHaveFocus();
    expect(
      within(bar)
        .getAllByRole('link')
        .filter((l) => l.tabIndex === 0),
    ).toEqual([link('Ch, 3 mots')]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(address()).toBe('/browse?language=1&letter=ch'));
    expect(link('Ch, 3 mots')).toHaveAttribute('aria-current', 'page');
    expect(link('Ch, 3 mots')).toHaveFocus();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mots en Swahili commençant par Ch' }),
    ).toBeInTheDocument();
  });

  it("lists a letter's words from the alphabet's endpoint in the order received", async () => {
    serveSwahili({
      answer: ({ letter }) => ({
        words:
          letter === 'ch'
            ? ['chumba', 'chai', 'chakula'].map((w, i) => wordEntry({ id: i + 1, localWord: w }))
            : [],
        total: 3,
      }),
    });
    const { requests, stop } = recordRequests();
    await renderBrowse('/browse?language=1&letter=ch');

    expect(await shownWords()).toEqual(['chumba', 'chai', 'chakula']);
    stop();
    expect(requests).toContain('/api/public/languages/1/words?letter=ch&page=1&limit=20');
    expect(requests).toContain('/api/public/languages/1/letters');
    // Neither the search's list nor the folded letters: they belong to other views.
    expect(requests.filter((r) => r.startsWith('/api/words'))).toEqual([]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mots en Swahili commençant par Ch' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 mots')).toBeInTheDocument();
    // One page: no page links.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages through a language with numbered pages kept in the address', async () => {
    serveSwahili({
      answer: ({ letter, page }) => ({
        words: [wordEntry({ id: page, localWord: `${letter ?? 'neno'}-${page}` })],
        total: 45,
      }),
    });
    const { requests, stop } = recordRequests();
    const { user } = await renderBrowse('/browse?language=1');
    expect(await shownWords()).toEqual(['neno-1']);

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(within(pager).getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '/browse?language=1&page=2',
    );
    expect(within(pager).getAllByRole('link', { name: /^Page/ })).toHaveLength(3);

    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(address()).toBe('/browse?language=1&page=2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'neno-2' })).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A letter starts from its first page.
    await user.click(screen.getByRole('link', { name: 'M, 40 mots' }));
    await waitFor(() => expect(address()).toBe('/browse?language=1&letter=m'));
    expect(await screen.findByRole('heading', { level: 2, name: 'm-1' })).toBeInTheDocument();

    // Back returns to the page left.
    await user.click(screen.getByRole('button', { name: 'Page précédente du navigateur' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'neno-2' })).toBeInTheDocument();
    stop();
    expect(requests.filter((r) => r.includes('/words?'))).toEqual([
      '/api/public/languages/1/words?page=1&limit=20',
      '/api/public/languages/1/words?page=2&limit=20',
      '/api/public/languages/1/words?letter=m&page=1&limit=20',
    ]);
  });

  it('opens an address with a page, and moves a page past the end to the last one', async () => {
    serveSwahili({
      answer: ({ page }) => ({
        words: page <= 3 ? [wordEntry({ id: page, localWord: `neno-${page}` })] : [],
        total: 45,
      }),
    });
    await renderBrowse('/browse?language=1&page=9');
    await waitFor(() => expect(address()).toBe('/browse?language=1&page=3'));
    expect(await screen.findByRole('heading', { level: 2, name: 'neno-3' })).toBeInTheDocument();
  });

  it('says so for a letter the alphabet does not have, and the letter bar still leads on', async () => {
    serveSwahili();
    const { user } = await renderBrowse('/browse?language=1&letter=q');

    expect(await screen.findByRole('heading', { name: 'Lettre inconnue' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "« q » n'est pas une lettre de l'alphabet de cette langue. Choisissez une lettre ci-dessus.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les mots en Swahili' })).toHaveAttribute(
      'href',
      '/browse?language=1',
    );

    const bar = await letterBar();
    await user.click(await within(bar).findByRole('link', { name: 'Ny, 5 mots' }));
    expect(await shownWords()).toEqual(['ny-1-a', 'ny-1-b']);
    expect(screen.queryByRole('heading', { name: 'Lettre inconnue' })).not.toBeInTheDocument();
  });

  it('keeps the folded Latin letters across all languages, and "more" for a search', async () => {
    serveSwahili();
    const { requests, stop } = recordRequests();
    const { user } = await renderBrowse('/browse?letter=m');
    const bar = await letterBar();
    expect(await within(bar).findByRole('link', { name: 'Mots commençant par M' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await shownWords()).toEqual(['m-1']);

    // A search lists no letters, and keeps its own endpoint.
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un mot' }), 'maji');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(address()).toBe('/browse?q=maji'));
    expect(await shownWords()).toEqual(['tafuta-1']);
    expect(screen.queryByRole('navigation', { name: 'Parcourir par lettre' })).toBeNull();
    stop();
    expect(requests.filter((r) => r.startsWith('/api/public'))).toEqual([]);
    expect(requests).toContain('/api/words/letters?published=true');
  });
});
