import { useSyncExternalStore } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * Where a page was opened from, carried in the history entry's state (not the address, which
 * stays the page's own to share): a word opened from a search goes back to that search, with as
 * many results as were loaded (`shown` is in its address).
 */
interface ReturnState {
  back: string;
}

/** The state a link puts on the page it opens, so that page can lead back here. */
export const returnState = (location: Pick<Location, 'pathname' | 'search'>): ReturnState => ({
  back: `${location.pathname}${location.search}`,
});

/** The address a page was opened from, if the link that opened it said (see returnState). */
export function returnAddress(state: unknown): string | undefined {
  const back = (state as Partial<ReturnState> | null)?.back;
  // Only an address of this site: the state is the page's, but a path never leaves it.
  return typeof back === 'string' && back.startsWith('/') && !back.startsWith('//')
    ? back
    : undefined;
}

const noSubscription = () => () => {};

/**
 * The address the current page was opened from (see returnState), once in the browser: the
 * server renders without history state, and the first render must match what it sent.
 */
export function useReturnAddress(): string | undefined {
  const { state } = useLocation();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? returnAddress(state) : undefined;
}

/** This tab has an earlier entry of the app to go back to (React Router numbers its entries). */
export const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
