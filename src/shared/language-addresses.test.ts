import { describe, expect, it } from 'vitest';
import {
  addressInLanguage,
  addressLanguage,
  languageAlternates,
  matchAddress,
  splitLanguagePrefix,
} from './language-addresses';
import { isPublicPage, PAGE_IDS, PAGES } from './pages';

const samplePath = (path: string) => path.replace(/:slug/, 'mbwa').replace(/:id/, '12');

describe('language addresses', () => {
  it('reads the English prefix off an address, with or without its slash, any case', () => {
    expect(splitLanguagePrefix('/en/browse?q=mbwa')).toEqual({
      prefix: 'en',
      address: '/browse?q=mbwa',
    });
    expect(splitLanguagePrefix('/en')).toEqual({ prefix: 'en', address: '/' });
    expect(splitLanguagePrefix('/en/')).toEqual({ prefix: 'en', address: '/' });
    expect(splitLanguagePrefix('/en?ref=x')).toEqual({ prefix: 'en', address: '/?ref=x' });
    expect(splitLanguagePrefix('/EN/word/mbwa')).toEqual({ prefix: 'en', address: '/word/mbwa' });
    // Only a whole first segment: these are French addresses (or none).
    for (const root of ['/english-dictio', '/entree', '/word/en/12', '/', '/browse']) {
      expect(splitLanguagePrefix(root), root).toEqual({ prefix: null, address: root });
    }
  });

  it('writes a page’s address in each language, and back', () => {
    expect(addressInLanguage('/', 'en')).toBe('/en/');
    expect(addressInLanguage('/', 'fr')).toBe('/');
    expect(addressInLanguage('/browse?q=mbwa', 'en')).toBe('/en/browse?q=mbwa');
    expect(addressInLanguage('/word/mbwa', 'fr')).toBe('/word/mbwa');
    for (const address of ['/', '/browse?q=a&language=2', '/word/%C5%8Bg']) {
      expect(splitLanguagePrefix(addressInLanguage(address, 'en')).address).toBe(address);
    }
  });

  it('gives every public page of the registry an English address, and no other page', () => {
    for (const id of PAGE_IDS) {
      const path = samplePath(PAGES[id].path);
      expect(matchAddress(path).page?.id, id).toBe(id);
      expect(matchAddress(addressInLanguage(path, 'en')).page?.id ?? null, id).toBe(
        isPublicPage(id) ? id : null,
      );
      // No page of the registry lives under the prefix itself.
      expect(splitLanguagePrefix(PAGES[id].path).prefix, id).toBeNull();
    }
    expect(matchAddress('/en/word/mbwa')).toEqual({
      prefix: 'en',
      address: '/word/mbwa',
      page: { id: 'word', params: { slug: 'mbwa' } },
    });
    expect(matchAddress('/en/nope').page).toBeNull();
  });

  it('shows public pages in their address’s language, the others in the visitor’s choice', () => {
    expect(addressLanguage(matchAddress('/en/browse'), 'fr')).toBe('en');
    expect(addressLanguage(matchAddress('/en/nope'), 'fr')).toBe('en');
    expect(addressLanguage(matchAddress('/browse'), 'en')).toBe('fr');
    expect(addressLanguage(matchAddress('/'), 'en')).toBe('fr');
    expect(addressLanguage(matchAddress('/dashboard'), 'en')).toBe('en');
    expect(addressLanguage(matchAddress('/nope'), 'en')).toBe('en');
    expect(addressLanguage(matchAddress('/dashboard'), 'fr')).toBe('fr');
  });

  it('names each language’s address and French as the default', () => {
    expect(languageAlternates('/browse?q=mbwa')).toEqual([
      { hreflang: 'fr', address: '/browse?q=mbwa' },
      { hreflang: 'en', address: '/en/browse?q=mbwa' },
      { hreflang: 'x-default', address: '/browse?q=mbwa' },
    ]);
  });
});
