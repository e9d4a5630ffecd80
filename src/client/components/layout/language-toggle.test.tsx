import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AddressPrefixContext } from '@client/lib/address-language';
import type { Language } from '@shared/i18n/languages';
import { LANGUAGE_BASENAMES, splitLanguagePrefix } from '@shared/language-addresses';
import { LanguageToggle } from './language-toggle';

/**
 * The switch on the page at `address` (its language prefix, if any, is the router's basename, as
 * in the app), in the language the address is shown in.
 */
async function renderAt(address: string, language: Language = 'fr') {
  await i18n.changeLanguage(language);
  const { prefix } = splitLanguagePrefix(address);
  render(
    <MemoryRouter
      initialEntries={[address]}
      basename={prefix ? LANGUAGE_BASENAMES[prefix] : undefined}
    >
      <AddressPrefixContext.Provider value={prefix}>
        <LanguageToggle />
      </AddressPrefixContext.Provider>
    </MemoryRouter>,
  );
  return within(screen.getByRole('group', { name: language === 'en' ? 'Language' : 'Langue' }));
}

// jsdom does not load pages: a followed link stays a click, whose default a test stops here.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(async () => {
  document.removeEventListener('click', stopNavigation);
  await i18n.changeLanguage('fr');
});

describe('LanguageToggle on a public page', () => {
  it('leads from a French page to the same page, query kept, at its English address', async () => {
    const group = await renderAt('/browse?q=mbwa&language=2');
    const french = group.getByRole('link', { name: /Français/ });
    const english = group.getByRole('link', { name: /English/ });
    expect(english).toHaveAttribute('href', '/en/browse?q=mbwa&language=2');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).not.toHaveAttribute('aria-current');
    expect(french).toHaveAttribute('href', '/browse?q=mbwa&language=2');
    expect(french).toHaveAttribute('aria-current', 'true');
    expect(group.queryByRole('button')).toBeNull();
  });

  it('leads from an English page to its French address', async () => {
    const word = `/word/${encodeURIComponent('ŋgɔ́mbɛ')}`;
    const group = await renderAt(`/en${word}`, 'en');
    expect(group.getByRole('link', { name: /Français/ })).toHaveAttribute('href', word);
    expect(group.getByRole('link', { name: /English/ })).toHaveAttribute('href', `/en${word}`);
    expect(group.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true');
  });

  it('leads between the two home pages, / and /en/', async () => {
    const english = await renderAt('/en', 'en');
    expect(english.getByRole('link', { name: /Français/ })).toHaveAttribute('href', '/');
    expect(english.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en/');
  });

  it('offers French from an unknown English address, where the 404 page is', async () => {
    const group = await renderAt('/en/nope', 'en');
    expect(group.getByRole('link', { name: /Français/ })).toHaveAttribute('href', '/nope');
  });

  it('remembers the choice for the back office and the next visit of the home page', async () => {
    const group = await renderAt('/en/word/mbwa', 'en');
    await userEvent.click(group.getByRole('link', { name: /Français/ }));
    expect(localStorage.getItem('maneno.language')).toBe('fr');
    expect(document.cookie).toContain('maneno_lang=fr');
    // The page itself changes by loading the other address, not in place.
    expect(i18n.language).toBe('en');
  });
});

describe('LanguageToggle in the back office', () => {
  it('switches in place with buttons: a back-office page has one address', async () => {
    const group = await renderAt('/dashboard');
    expect(group.queryByRole('link')).toBeNull();
    const english = group.getByRole('button', { name: /English/ });
    expect(english).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(english);
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('maneno.language')).toBe('en');
    expect(document.cookie).toContain('maneno_lang=en');
    expect(screen.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps buttons on a 404 at the root, which follows the chosen language', async () => {
    const group = await renderAt('/no/such/page');
    expect(group.getAllByRole('button')).toHaveLength(2);
  });
});
