import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app/app';
import { preloadRoutes } from './app/router';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import { addressLanguage, matchAddress } from '@shared/language-addresses';
import { initI18n, storedLanguageChoice } from './lib/i18n';
import { installPopStateGuard } from './lib/pop-state-guard';
import { writePreferenceCookie } from './lib/preference-cookie';
import { queryClient } from './lib/query-client';
import { applyTheme, storedTheme } from './lib/theme';

// Before any schema is built (they load with later chunks): zod's compiled parsers need eval,
// which our Content-Security-Policy refuses, and its probe for eval is itself reported as a
// violation. This is the global object zod's config() writes to, shared by all copies of zod;
// importing config() instead would add 3.7 kB of zod to every public page.
// e2e/public/security-policy.spec.ts fails if this stops working.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const address = matchAddress(window.location.pathname);
const chosen = storedLanguageChoice();
// A public page in the language its address names; the back office in the visitor's (036).
const language = addressLanguage(address, chosen ?? DEFAULT_LANGUAGE);
const theme = storedTheme();
// The server renders pages in the theme, and the back office in the language, these cookies name
// (decision 014). The language only once chosen: without one, `/` follows the browser's (036).
if (chosen) writePreferenceCookie('language', chosen);
writePreferenceCookie('theme', theme);

/** The reads behind a page the server rendered, or null when it sent an empty page. */
function serverState(): DehydratedState | null {
  const data = document.getElementById('maneno-state')?.textContent;
  return data && container!.hasChildNodes() ? (JSON.parse(data) as DehydratedState) : null;
}

const state = serverState();
const root = document.documentElement;
// Hydrate only what was rendered with this visitor's own choices (a first visit after the
// choices moved to cookies may differ): anything else is rendered anew.
const hydrating =
  state !== null &&
  root.lang === language &&
  root.classList.contains('dark') === (theme === 'dark');

applyTheme(theme);
initI18n(language);
// Before the router listens to Back and Forward: a form with unsaved changes can hold them.
installPopStateGuard();
if (hydrating) hydrate(queryClient, state);
const app = (
  <StrictMode>
    <App prefix={address.prefix} />
  </StrictMode>
);
if (hydrating) {
  // The page's code first, so the first render is the page the server sent, not a spinner. A
  // promise rather than a top-level await, which made the bundler split the entry into many
  // small chunks (more requests and bytes on the home page).
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (one long task that delays the visitor's first tap).
  void preloadRoutes(window.location.pathname).then(
    () =>
      startTransition(() => {
        hydrateRoot(container, app);
      }),
    () => createRoot(container).render(app),
  );
} else {
  createRoot(container).render(app);
}
