import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { LANGUAGES } from './i18n/languages';
import { publicPageTitle, type PublicPage } from './page-titles';
import {
  browseLanguagePath,
  dictionaryPagePath,
  dictionaryWordPath,
  interchangeImportPath,
  isPublicPage,
  matchPage,
  PAGE_IDS,
  PAGES,
  wordPath,
  type PageDefinition,
  type PublicPageId,
} from './pages';

/** An address of each page: its pattern with sample parameters. */
const samplePath = (path: string) => path.replace(/:slug/, 'mbwa').replace(/:id/, '12');

describe('page registry', () => {
  it('resolves every page’s address to that page, with its parameters', () => {
    for (const id of PAGE_IDS) {
      expect(matchPage(samplePath(PAGES[id].path))?.id, id).toBe(id);
    }
    expect(matchPage('/word/mbwa')).toEqual({ id: 'word', params: { slug: 'mbwa' } });
    expect(matchPage('/words/edit/7')).toEqual({ id: 'editWord', params: { id: '7' } });
  });

  it('tells the reference dictionary’s word pages from public word pages', () => {
    expect(matchPage('/word/fr/12')).toEqual({ id: 'frenchWord', params: { id: '12' } });
    expect(matchPage('/word/en/12')?.id).toBe('englishWord');
    expect(matchPage('/word/fr')).toEqual({ id: 'word', params: { slug: 'fr' } });
  });

  it('decodes a word page’s slug, slashes included, as the client’s router does', () => {
    expect(matchPage(wordPath('ŋgɔ́mbɛ'))?.params.slug).toBe('ŋgɔ́mbɛ');
    expect(matchPage(wordPath('a/b ?'))).toEqual({ id: 'word', params: { slug: 'a/b ?' } });
    expect(wordPath('a/b ?')).toBe(`/word/${encodeURIComponent('a/b ?')}`);
  });

  it('tolerates a trailing slash and a query, and finds no page elsewhere', () => {
    expect(matchPage('/browse/')?.id).toBe('browse');
    expect(matchPage('/browse?q=mbwa&language=2')?.id).toBe('browse');
    for (const nowhere of ['/nowhere', '/word/', '/words/edit/', '/word/fr/1/2', '/dashboard/x']) {
      expect(matchPage(nowhere), nowhere).toBeNull();
    }
  });

  it('builds the addresses other pages link to from the registry', () => {
    expect(browseLanguagePath(4)).toBe('/browse?language=4');
    expect(dictionaryWordPath('french', 3)).toBe('/word/fr/3');
    expect(dictionaryWordPath('english', 3)).toBe('/word/en/3');
    expect(dictionaryPagePath('french')).toBe('/french-dictio');
    expect(dictionaryPagePath('english')).toBe('/english-dictio');
    expect(interchangeImportPath()).toBe('/import');
    expect(interchangeImportPath({ languageId: 7 })).toBe('/import?language=7');
    expect(interchangeImportPath({ jobId: 'c0ffee' })).toBe('/import?job=c0ffee');
  });

  it('keeps the public pages public and everything else behind a session', () => {
    expect(PAGE_IDS.filter(isPublicPage)).toEqual([
      'home',
      'browse',
      'word',
      'publicExpressions',
      'expression',
      'language',
    ]);
    expect(PAGE_IDS.filter((id) => !isPublicPage(id)).map((id) => PAGES[id].path)).toEqual([
      '/dashboard',
      '/languages',
      '/words',
      '/words/new',
      '/words/edit/:id',
      '/expressions',
      '/expressions/new',
      '/expressions/edit/:id',
      '/cross-language',
      '/countries-regions',
      '/localities',
      '/international-dictionary',
      '/import',
      '/french-dictio',
      '/english-dictio',
      '/word/fr/:id',
      '/word/en/:id',
      '/moderation',
      '/users',
      '/audit',
      '/trash',
      '/change-password',
    ]);
  });

  it('names every sidebar link in both languages', () => {
    for (const id of PAGE_IDS) {
      const page: PageDefinition = PAGES[id];
      if (!page.nav) continue;
      expect(fr.nav[page.nav.label].trim(), id).not.toBe('');
      expect(en.nav[page.nav.label].trim(), id).not.toBe('');
    }
  });

  it('titles every public page in both languages', () => {
    const entry = {
      localWord: { localWord: 'mbwa' },
      languageName: 'Swahili',
      frenchWord: { word: 'chien' },
      englishWord: { word: 'dog' },
    };
    const samples: Record<PublicPageId, PublicPage> = {
      home: { page: 'home' },
      browse: { page: 'browse', q: '' },
      word: { page: 'word', entries: [entry] },
      publicExpressions: { page: 'expressions', q: '' },
      expression: {
        page: 'expression',
        text: 'Haba na haba hujaza kibaba',
        languageName: 'Swahili',
      },
      language: { page: 'language', languageName: 'Swahili' },
    };
    for (const language of LANGUAGES) {
      for (const id of PAGE_IDS.filter(isPublicPage)) {
        const title = publicPageTitle(language, 'Maneno', samples[id]);
        expect(title, `${language} ${id}`).toMatch(/\S+ — Maneno|^Maneno — \S+/);
        expect(title).not.toContain('{{');
      }
    }
    expect(publicPageTitle('fr', 'Maneno', samples.word)).toBe(
      'mbwa (Swahili) : chien, dog — Maneno',
    );
    expect(publicPageTitle('en', 'Maneno', samples.word)).toBe(
      'mbwa (Swahili): dog, chien — Maneno',
    );
  });
});
