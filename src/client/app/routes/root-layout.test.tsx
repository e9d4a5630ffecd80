import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { AddressPrefixContext } from '@client/lib/address-language';
import { rememberLanguage } from '@client/lib/i18n';
import { RootLayout } from './root-layout';

const ADDRESSES = ['/word/mbwa', '/dashboard', '/browse?q=mbwa', '/nowhere'];

/** Stands for any page: says which language it is shown in, and links to other pages. */
function Page() {
  const { i18n: strings } = useTranslation();
  return (
    <>
      <p>shown in {strings.language}</p>
      {ADDRESSES.map((to) => (
        <Link key={to} to={to}>
          {to}
        </Link>
      ))}
    </>
  );
}

function renderAt(address: string, prefix: 'en' | null = null) {
  render(
    <MemoryRouter initialEntries={[address]} basename={prefix ? '/en' : undefined}>
      <AddressPrefixContext.Provider value={prefix}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={<Page />} />
          </Route>
        </Routes>
      </AddressPrefixContext.Provider>
    </MemoryRouter>,
  );
}

const go = (to: string) => userEvent.click(screen.getByRole('link', { name: to }));
const shownIn = (language: string) => screen.getByText(`shown in ${language}`);

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('RootLayout', () => {
  it('shows the public pages at the root in French, the back office in the chosen language', async () => {
    rememberLanguage('en');
    await i18n.changeLanguage('en');
    renderAt('/word/mbwa');
    expect(shownIn('fr')).toBeInTheDocument();
    await go('/dashboard');
    expect(shownIn('en')).toBeInTheDocument();
    await go('/browse?q=mbwa');
    expect(shownIn('fr')).toBeInTheDocument();
    // A 404 at the root may be a mistyped back-office address: the chosen language too.
    await go('/nowhere');
    expect(shownIn('en')).toBeInTheDocument();
  });

  it('shows every page under /en in English, whatever was chosen', async () => {
    rememberLanguage('fr');
    renderAt('/en/word/mbwa', 'en');
    expect(shownIn('en')).toBeInTheDocument();
    await go('/browse?q=mbwa');
    expect(shownIn('en')).toBeInTheDocument();
    await go('/nowhere');
    expect(shownIn('en')).toBeInTheDocument();
  });

  it('keeps French in the back office for a visitor who never chose', () => {
    renderAt('/dashboard');
    expect(shownIn('fr')).toBeInTheDocument();
  });
});
