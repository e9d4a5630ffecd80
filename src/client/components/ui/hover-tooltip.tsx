import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-delays';

/** Space kept between the tooltip and its button, and between the tooltip and the screen's edges. */
const GAP_PX = 4;
const EDGE_PX = 8;
/** Time the pointer has to go from the button onto its tooltip (which stays open under it). */
const LEAVE_GRACE_MS = 100;

/** When a tooltip last closed: the next one opens at once within the skip delay. */
let lastClosedAt = Number.NEGATIVE_INFINITY;
/** The open tooltip, if one is: one at a time, and the next opens at once. */
let openTooltip: { id: string; close: () => void } | null = null;

/** Whether a tooltip is open or has just closed (a clock set back counts as not). */
const skipsDelay = () => {
  const since = Date.now() - lastClosedAt;
  return openTooltip !== null || (since >= 0 && since < TOOLTIP_SKIP_DELAY_MS);
};

interface Placement {
  left: number;
  top: number;
  /** Above the button, or below it when there is no room above. */
  side: 'top' | 'bottom';
}

/**
 * The tooltip of an icon button, without a positioning library (the public pages' audio buttons
 * would otherwise load Radix's tooltip and Floating UI, 20 kB gzipped, before they can be used).
 * Behaves as the back office's Radix tooltips: opens after TOOLTIP_DELAY_MS of hover, or at once
 * within TOOLTIP_SKIP_DELAY_MS of another closing, or on keyboard focus; stays open while the
 * pointer is on it; closes on leaving, blur, pressing the button, Escape and scrolling. While open
 * it is the button's description (`aria-describedby`). Nothing is rendered until it opens, so the
 * server's HTML and the hydrated page are the button alone.
 *
 * Spread `triggerProps` on the button (they call the handlers of the same name passed in
 * `handlers`), and render `tooltip` anywhere (it is portalled to the body).
 */
export function useHoverTooltip(
  text: string,
  handlers: {
    onPointerEnter?: (event: PointerEvent<HTMLButtonElement>) => void;
    onPointerLeave?: (event: PointerEvent<HTMLButtonElement>) => void;
    onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
    onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
    onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  } = {},
) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Between a press on the button and its release: the focus that comes with it opens nothing. */
  const pressing = useRef(false);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const open = placement !== null;

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };

  const hide = useCallback(() => {
    clearTimers();
    if (openTooltip?.id === id) {
      openTooltip = null;
      lastClosedAt = Date.now();
    }
    setPlacement(null);
  }, [id]);

  const show = useCallback(() => {
    clearTimers();
    const button = trigger.current;
    if (!button) return;
    if (openTooltip && openTooltip.id !== id) openTooltip.close();
    openTooltip = { id, close: hide };
    const rect = button.getBoundingClientRect();
    const side = rect.top < 40 ? 'bottom' : 'top';
    setPlacement({
      left: rect.left + rect.width / 2,
      top: side === 'top' ? rect.top - GAP_PX : rect.bottom + GAP_PX,
      side,
    });
  }, [id, hide]);

  const hideSoon = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(hide, LEAVE_GRACE_MS);
  };

  useEffect(
    () => () => {
      clearTimers();
      if (openTooltip?.id === id) openTooltip = null;
    },
    [id],
  );

  // Escape and scrolling close it, wherever the focus is.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, { capture: true });
    };
  }, [open, hide]);

  // Kept inside the screen: centred on the button, moved in from an edge it would cross (again
  // when its text changes, "Écouter" becoming "Arrêter").
  useLayoutEffect(() => {
    const element = content.current;
    if (!element || !placement) return;
    const width = element.offsetWidth;
    const max = document.documentElement.clientWidth - EDGE_PX - width;
    const left = Math.max(EDGE_PX, Math.min(placement.left - width / 2, max));
    element.style.left = `${left}px`;
  }, [placement, text]);

  const triggerProps = {
    ref: trigger,
    'aria-describedby': open ? id : undefined,
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      handlers.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      clearTimers();
      if (skipsDelay()) show();
      else openTimer.current = setTimeout(show, TOOLTIP_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent<HTMLButtonElement>) => {
      handlers.onPointerLeave?.(event);
      hideSoon();
    },
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      handlers.onPointerDown?.(event);
      pressing.current = true;
      document.addEventListener('pointerup', () => (pressing.current = false), { once: true });
      hide();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      handlers.onFocus?.(event);
      // Keyboard focus only: a press focuses the button too, and closes its tooltip.
      if (!pressing.current) show();
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      handlers.onBlur?.(event);
      hide();
    },
  };

  const tooltip =
    placement &&
    createPortal(
      <div
        ref={content}
        id={id}
        role="tooltip"
        data-side={placement.side}
        style={{
          position: 'fixed',
          top: placement.top,
          left: placement.left,
          transform: placement.side === 'top' ? 'translateY(-100%)' : undefined,
        }}
        onPointerEnter={() => clearTimeout(closeTimer.current)}
        onPointerLeave={hideSoon}
        className="z-50 w-max max-w-xs rounded-md border bg-popover px-3 py-1.5 text-sm text-popover-foreground shadow-md animate-in fade-in-0 zoom-in-95"
      >
        {text}
      </div>,
      document.body,
    );

  return { triggerProps, tooltip };
}
