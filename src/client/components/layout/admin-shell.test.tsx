import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMedia } from '@client/test/media';
import { renderWithApp, sessionUser } from '@client/test/render';
import { AdminShell } from './admin-shell';

/** The sidebar's links for an admin, in order, with where they lead. */
const NAV_LINKS = [
  ['Tableau de bord', '/dashboard'],
  ['Langues', '/languages'],
  ['Mots', '/words'],
  ['Expressions', '/expressions'],
  ['Équivalences', '/cross-language'],
  ['Pays/Régions', '/countries-regions'],
  ['Localités', '/localities'],
  ['Dictionnaire international', '/international-dictionary'],
  ['Importer un lexique', '/import'],
  ['Modération', '/moderation'],
  ['Utilisateurs', '/users'],
  ["Journal d'audit", '/audit'],
  ['Corbeille', '/trash'],
] as const;

/** Stands for the page inside the shell: says where the router is. */
function CurrentPath() {
  return <p>page at {useLocation().pathname}</p>;
}

const renderShell = (route = '/dashboard') =>
  renderWithApp(
    <AdminShell user={sessionUser('admin')} onSignOut={vi.fn()} signingOut={false}>
      <CurrentPath />
    </AdminShell>,
    { route, session: 'admin' },
  );

const navigation = () => screen.getByRole('navigation', { name: 'Navigation' });

/** The sidebar's state, as shadcn's sidebar exposes it to its styles (expanded or collapsed). */
const sidebarOf = (element: HTMLElement) => element.closest('[data-slot="sidebar"]')!;

describe('AdminShell', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every back-office section in order and marks the current one', async () => {
    const { user } = await renderShell();
    const nav = navigation();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(NAV_LINKS);
    const [dashboard, , words] = links;
    expect(dashboard).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);

    await user.click(words!);
    expect(screen.getByText('page at /words')).toBeInTheDocument();
    expect(words).toHaveAttribute('aria-current', 'page');
    expect(dashboard).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Mot de passe' })).toHaveAttribute(
      'href',
      '/change-password',
    );
  });

  it('collapses to icons with Ctrl+B and remembers it in a cookie for seven days', async () => {
    const cookies = vi.spyOn(document, 'cookie', 'set');
    const { user, unmount } = await renderShell();
    const sidebar = sidebarOf(navigation());
    expect(sidebar).toHaveAttribute('data-state', 'expanded');

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar).toHaveAttribute('data-collapsible', 'icon');
    expect(cookies).toHaveBeenLastCalledWith('sidebar_state=false; path=/; max-age=604800');

    // The next visit opens it as it was left.
    unmount();
    const again = await renderShell();
    expect(sidebarOf(navigation())).toHaveAttribute('data-state', 'collapsed');

    await again.user.keyboard('{Control>}b{/Control}');
    expect(sidebarOf(navigation())).toHaveAttribute('data-state', 'expanded');
    expect(cookies).toHaveBeenLastCalledWith('sidebar_state=true; path=/; max-age=604800');
  });

  it('on a phone, opens as a sheet from its trigger and closes on navigation', async () => {
    stubMedia({ width: 375 });
    const { user } = await renderShell();
    expect(screen.queryByRole('navigation', { name: 'Navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Afficher ou masquer le menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(sheet).toHaveAttribute('data-mobile', 'true');
    expect(within(sheet).getByRole('link', { name: 'Utilisateurs' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('link', { name: 'Mots' }));
    expect(screen.getByText('page at /words')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
