import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'maneno.scroll';
/** Places kept: the history entries a visitor may still go back to in a session. */
const KEPT = 50;

/**
 * Where each history entry of this document was scrolled to. Entries of an earlier document
 * (before a reload) are the browser's to restore: it loads their page, which the server renders
 * whole, and puts it back where it was.
 */
interface Places {
  document: number;
  places: [string, number][];
}

function read(): Places {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Places | null;
    if (stored?.document === performance.timeOrigin) return stored;
  } catch {
    // Unreadable (storage off, or another shape): start again.
  }
  return { document: performance.timeOrigin, places: [] };
}

function write(id: string, y: number) {
  const { document, places } = read();
  const kept = places.filter(([other]) => other !== id).slice(-(KEPT - 1));
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ document, places: [...kept, [id, y]] }));
  } catch {
    // Storage full or off: going back then starts at the top, as before.
  }
}

/**
 * Brings a page back where the visitor left it when they return to it (Back, or a "back to"
 * link that goes back in history), once `ready`: its content is all there again (results loaded
 * "more" at a time come back request by request, and the browser gives up before they arrive).
 * Other arrivals keep the top of the page (RootLayout).
 */
export function useScrollPlace(ready: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const id = `${location.key}${location.search}`;

  useEffect(() => {
    // Saved as it happens: by the time the next page is shown, this one's height is gone.
    const save = () => write(id, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [id]);

  const restored = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!ready || restored.current === id) return;
    restored.current = id;
    if (navigationType !== 'POP') return;
    const place = read().places.find(([other]) => other === id);
    if (place) window.scrollTo(0, place[1]);
  }, [ready, id, navigationType]);
}
