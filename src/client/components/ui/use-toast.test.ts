import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, reducer } from './use-toast';

describe('toast store', () => {
  it('keeps one toast at a time, removed 1,000,000 ms after dismissal', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('shows one toast at a time, the newest', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: { id: '1', title: 'a' } });
    state = reducer(state, { type: 'ADD_TOAST', toast: { id: '2', title: 'b' } });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('closes a dismissed toast before removing it', () => {
    let state = reducer(
      { toasts: [] },
      { type: 'ADD_TOAST', toast: { id: 'x', title: 'a', open: true } },
    );
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: 'x' });
    expect(state.toasts).toMatchObject([{ id: 'x', open: false }]);
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: 'x' });
    expect(state.toasts).toEqual([]);
  });
});
