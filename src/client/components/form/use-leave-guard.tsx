import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { setPopStateGuard } from '@client/lib/pop-state-guard';

/**
 * Marks a control that takes the user away from the page without being a link (signing out):
 * a form with unsaved changes asks first, like for a link.
 */
export const LEAVES_PAGE_ATTRIBUTE = 'data-leaves-page';

/** What the user tried: a click to replay, or a step in the history to take again. */
type Leaving = { kind: 'click'; target: HTMLElement } | { kind: 'history'; delta: number };

/** The position of the current entry in the history, as React Router numbers its entries. */
function historyIndex(state: unknown = window.history.state): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/** Whether a click on `anchor` would take the app to another page of its own. */
function leavesForAnotherPage(anchor: HTMLAnchorElement, pathname: string) {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  // Another site unloads this one: the browser's own warning (beforeunload) asks then.
  return url.origin === window.location.origin && url.pathname !== pathname;
}

/**
 * Asks before leaving a page whose form has unsaved changes. React Router's declarative mode
 * (decision 015) has no navigation blocker, so the guard stands in front of it while `dirty`:
 * - a click on a link to another page of the app (the sidebar, Cancel, Back) or on a control
 *   marked LEAVES_PAGE_ATTRIBUTE is held, and replayed once the user confirms;
 * - Back and Forward (popstate, caught before the router sees it: lib/pop-state-guard.ts) are
 *   stepped back at once, and taken again once the user confirms;
 * - a reload, a closed tab or another site get the browser's own question (beforeunload).
 * `onLeave` runs on confirming (the form drops its draft). Decision 033.
 */
export function useLeaveGuard(dirty: boolean, { onLeave }: { onLeave?: () => unknown } = {}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  // The page as the router shows it (in tests, a memory router: not the window's address).
  const here = useRef({ pathname: location.pathname, index: historyIndex() });
  useEffect(() => {
    here.current = { pathname: location.pathname, index: historyIndex() };
  }, [location.key, location.pathname]);
  // Lets the confirmed navigation through the guard.
  const passing = useRef(false);
  // The step back to the form after a caught Back, until it has landed.
  const stepBack = useRef<{ landed: Promise<void>; land: () => void } | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (passing.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>(`a[href], [${LEAVES_PAGE_ATTRIBUTE}]`)
          : null;
      if (!target) return;
      if (
        target instanceof HTMLAnchorElement &&
        !leavesForAnotherPage(target, here.current.pathname)
      ) {
        return;
      }
      // Caught on the document before React's root: the link's own handler never sees it.
      event.preventDefault();
      event.stopPropagation();
      setLeaving({ kind: 'click', target });
    };
    const popState = (event: PopStateEvent) => {
      if (passing.current) {
        passing.current = false;
        return;
      }
      const to = historyIndex(event.state);
      const from = here.current.index;
      if (to === null || from === null) return;
      if (to === from) {
        // The step back below coming in: the router never saw the step away either.
        event.stopImmediatePropagation();
        stepBack.current?.land();
        stepBack.current = null;
        return;
      }
      if (window.location.pathname === here.current.pathname) return;
      event.stopImmediatePropagation();
      let land = () => {};
      const landed = new Promise<void>((resolve) => (land = resolve));
      stepBack.current = { landed, land };
      window.history.go(from - to);
      setLeaving({ kind: 'history', delta: to - from });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    // Runs before the router's own listener, which then never sees a step the guard holds.
    const removePopStateGuard = setPopStateGuard(popState);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      removePopStateGuard();
    };
  }, [dirty]);

  const leave = async () => {
    const going = leaving;
    if (!going) return;
    await onLeave?.();
    if (going.kind === 'click') {
      passing.current = true;
      try {
        going.target.click();
      } finally {
        passing.current = false;
      }
    } else {
      // Counted from the form's entry: the step back to it must have landed first.
      await stepBack.current?.landed;
      passing.current = true;
      window.history.go(going.delta);
    }
    setLeaving(null);
  };

  return (
    <ConfirmDialog
      open={leaving !== null}
      onClose={() => setLeaving(null)}
      title={t('leaveGuard.title')}
      description={t('leaveGuard.description')}
      cancelLabel={t('leaveGuard.stay')}
      confirmLabel={t('leaveGuard.leave')}
      destructive
      onConfirm={leave}
    />
  );
}
