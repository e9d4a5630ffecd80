/**
 * Set-up of every client test file (Vitest project `client`, jsdom): Testing Library's matchers,
 * the interface in French with the back office's strings loaded, the API answered by MSW, and a
 * clean DOM and storage (IndexedDB included) after each test.
 */
import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB, where the forms keep their drafts: an in-memory one, new for each test.
import 'fake-indexeddb/auto';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import i18n from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { enAdmin } from '@shared/i18n/en-admin';
import { frAdmin } from '@shared/i18n/fr-admin';
import { clearToasts } from '@client/components/ui/use-toast';
import { stopAudio } from '@client/lib/audio-player';
import { forgetDraftStore } from '@client/lib/form-drafts';
import { initI18n } from '@client/lib/i18n';
import { server } from './server';

// findBy* and waitFor give up after 5 s rather than 1 s: a busy machine running the API tests
// beside these is slow, and a test that waits for what the user would see is never slower for it.
configure({ asyncUtilTimeout: 5_000 });

// A query that fails prints the whole DOM into its error. While findBy* and waitFor retry, that
// error is thrown away at the next attempt, and printing a form's DOM at every attempt costs more
// than the query: print it only for the error a test gets (waitFor prints it when it gives up).
const printedElementError = getConfig().getElementError;
configure({
  getElementError: (message, container) => {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    if (!retrying) return printedElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

initI18n('fr');
i18n.addResourceBundle('fr', 'translation', frAdmin, true, true);
i18n.addResourceBundle('en', 'translation', enAdmin, true, true);

// jsdom lacks the layout and media APIs Radix and our hooks call; these are inert stand-ins.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// jsdom parses its default stylesheet at the first getComputedStyle (a tenth of a second): once
// here, with the rest of the environment, rather than inside whichever test asks first.
getComputedStyle(document.body);

// Testing Library advances fake timers only when it sees Jest's: give it Vitest's, so waitFor and
// user-event keep working in tests that fake the clock (debounce, polling).
(globalThis as { jest?: object }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};
// On a faked clock, findBy* and waitFor give up after their 5 s of fake time, which they advance
// 50 ms at a go without waiting: on a busy machine that is over before MSW has answered (a toast
// after a POST was never found, its answer still on the way). Each step also gives the real
// event loop a few milliseconds (real timers, taken before any test fakes the clock), so the
// 100 steps of a wait span at least half a second of real time, and an answer on its way arrives.
const realSetImmediate = globalThis.setImmediate;
const realSetTimeout = globalThis.setTimeout;
const REAL_MS_PER_STEP = 5;
const advanceTimersWrapper = getConfig().unstable_advanceTimersWrapper;
configure({
  unstable_advanceTimersWrapper: async (advance) => {
    const result = await advanceTimersWrapper(advance);
    await new Promise((resolve) => realSetImmediate(resolve));
    await new Promise((resolve) => realSetTimeout(resolve, REAL_MS_PER_STEP));
    return result;
  },
});

// React warns about HTML elements jsdom does not know yet (<search>); they render all the same.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('is unrecognized in this browser')) return;
  consoleError(...args);
};

// An API call no test answered fails the test: a screen never talks to a server we did not describe.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  if (i18n.language !== 'fr') await i18n.changeLanguage('fr');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToasts();
  // Module-level stores outlive a test file now that a worker shares its modules: the player too.
  stopAudio();
  localStorage.clear();
  globalThis.indexedDB = new IDBFactory();
  forgetDraftStore();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
});
afterAll(() => server.close());
