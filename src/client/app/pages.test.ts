import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPublicPage, PAGE_IDS, PAGES } from '@shared/pages';
import { ROLES } from '@shared/roles';
import { navItems } from '@client/components/layout/nav-items';
import { prefixedRoutes, routes } from './router';

/** An address of each page: its pattern with sample parameters. */
const samplePath = (path: string) => path.replace(/:slug/, 'mbwa').replace(/:id/, '12');

/** The routes the client's router shows for an address: layouts, then the page. */
const shown = (path: string) => matchRoutes(routes, path) ?? [];

describe('client router', () => {
  it('shows each page of the registry at its address, back-office pages inside their layout', () => {
    for (const id of PAGE_IDS) {
      const matches = shown(samplePath(PAGES[id].path));
      expect(matches.at(-1)?.route.id, id).toBe(id);
      // The root layout, then the back office's (session, shell) for its pages.
      expect(matches, id).toHaveLength(isPublicPage(id) ? 2 : 3);
    }
  });

  it('serves no page the registry does not know, and its 404 page elsewhere', () => {
    const pages = (list: typeof routes): unknown[] =>
      list.flatMap((route) => [...(route.id ? [route.id] : []), ...pages(route.children ?? [])]);
    expect(pages(routes).sort()).toEqual([...PAGE_IDS].sort());
    expect(shown('/nowhere').at(-1)?.route.path).toBe('*');
    expect(shown('/word/').at(-1)?.route.path).toBe('*');
  });

  it('shows the public pages under /en (its basename), and the 404 page for any other', () => {
    for (const id of PAGE_IDS) {
      const matches = matchRoutes(prefixedRoutes, samplePath(PAGES[id].path)) ?? [];
      expect(matches.at(-1)?.route.id ?? matches.at(-1)?.route.path, id).toBe(
        isPublicPage(id) ? id : '*',
      );
    }
  });

  it('loads ahead the code of every page but home', () => {
    for (const id of PAGE_IDS) {
      const page = shown(samplePath(PAGES[id].path)).at(-1)?.route.handle as
        { page?: { preload: () => Promise<unknown> } } | undefined;
      expect(typeof page?.page?.preload, id).toBe(id === 'home' ? 'undefined' : 'function');
    }
  });
});

describe('sidebar', () => {
  const links = (group: 'main' | 'account', role?: (typeof ROLES)[number]) =>
    navItems(group, role).map((item) => item.to);
  const everyone = [
    '/dashboard',
    '/languages',
    '/words',
    '/expressions',
    '/cross-language',
    '/countries-regions',
    '/localities',
    '/international-dictionary',
  ];

  it('lists the pages each role may use, in the registry’s order', () => {
    expect(links('main', 'contributor')).toEqual(everyone);
    expect(links('main', 'editor')).toEqual([...everyone, '/import', '/moderation', '/trash']);
    expect(links('main', 'admin')).toEqual([
      ...everyone,
      '/import',
      '/moderation',
      '/users',
      '/audit',
      '/trash',
    ]);
    expect(links('main', undefined)).toEqual([]);
  });

  it('gives every role the password link by its name', () => {
    for (const role of ROLES) expect(links('account', role)).toEqual(['/change-password']);
  });

  it('links only to the registry’s pages, with their labels', () => {
    for (const item of [...navItems('main', 'admin'), ...navItems('account', 'admin')]) {
      expect(PAGES[item.id].path).toBe(item.to);
      expect(item.labelKey).toBe(PAGES[item.id].nav.label);
    }
  });
});
