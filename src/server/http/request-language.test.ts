import { describe, expect, it } from 'vitest';
import { homeLanguage, pickLanguage } from './request-language';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8,fr;q=0.7', 'en'],
    ['de, fr;q=0.5, en;q=0.4', 'fr'],
    ['en;q=0.5, fr-CA;q=0.9', 'fr'],
    ['en, fr', 'en'],
    ['en;q=0, fr', 'fr'],
    ['en;q=0', 'fr'],
    ['sw-KE', 'fr'],
    ['*', 'fr'],
    ['de, *;q=0.1', 'fr'],
    ['en, *;q=0.1', 'en'],
    ['not a header;;;q=x', 'fr'],
  ])('%s -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('homeLanguage', () => {
  const visit = (v: Partial<Parameters<typeof homeLanguage>[0]>) =>
    homeLanguage({ chosen: undefined, acceptLanguage: undefined, fetchSite: undefined, ...v });

  it('follows the browser on a first visit, French for crawlers that send no preference', () => {
    expect(visit({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en');
    expect(visit({ acceptLanguage: 'en', fetchSite: 'none' })).toBe('en');
    expect(visit({ acceptLanguage: 'en', fetchSite: 'cross-site' })).toBe('en');
    expect(visit({ acceptLanguage: 'fr-FR' })).toBe('fr');
    expect(visit({})).toBe('fr');
  });

  it('lets the visitor’s choice win over the browser’s', () => {
    expect(visit({ chosen: 'fr', acceptLanguage: 'en' })).toBe('fr');
    expect(visit({ chosen: 'en', acceptLanguage: 'fr' })).toBe('en');
    expect(visit({ chosen: 'en', fetchSite: 'cross-site' })).toBe('en');
  });

  it('keeps the French page a link of the site leads to, as at every address at the root', () => {
    expect(visit({ acceptLanguage: 'en', fetchSite: 'same-origin' })).toBe('fr');
    expect(visit({ chosen: 'en', acceptLanguage: 'en', fetchSite: 'same-origin' })).toBe('fr');
  });
});
