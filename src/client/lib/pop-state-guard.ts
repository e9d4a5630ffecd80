/**
 * Back and Forward reach the router through `popstate` on the window, where listeners run in
 * the order they were added (capture or not, in Chromium). This one is added before the router
 * mounts (main.tsx), so a form with unsaved changes can hold a step in the history before the
 * router sees it (use-leave-guard.tsx, decision 033). At most one guard at a time.
 */
let guard: ((event: PopStateEvent) => void) | null = null;
let installed = false;

/** Adds the listener, once, ahead of the router's. */
export function installPopStateGuard() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => guard?.(event));
}

/** Sets the guard, or none; returns what removes it again. */
export function setPopStateGuard(next: (event: PopStateEvent) => void) {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}
