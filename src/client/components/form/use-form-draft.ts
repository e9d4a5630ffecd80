import { useCallback, useEffect, useRef, useState } from 'react';
import {
  readDraft,
  removeDraft,
  writeDraft,
  type Draft,
  type DraftAddress,
} from '@client/lib/form-drafts';

/** A pause in editing this long writes the draft. */
export const DRAFT_SAVE_DELAY_MS = 500;
/** A browser whose IndexedDB does not answer within this gets the form without its draft. */
const LOOKUP_TIMEOUT_MS = 2000;

export type RestoredDraft<T> = Draft<T> & { fileIds: string[] };

export type DraftLookup<T> = { ready: false } | { ready: true; draft: RestoredDraft<T> | null };

const warn = (error: unknown) => console.warn('Form draft not kept:', error);

/**
 * The user's draft of a form, read once when the form opens (`address` null: no drafts, e.g. no
 * one signed in). A browser without IndexedDB, or whose read fails, simply has no draft.
 */
export function useDraftLookup<T>(address: DraftAddress | null): DraftLookup<T> {
  const key = address ? `${address.owner}:${address.form}` : null;
  const [found, setFound] = useState<{ key: string | null; draft: RestoredDraft<T> | null }>();
  useEffect(() => {
    if (!address) return;
    let current = true;
    const settle = (draft: RestoredDraft<T> | null) => {
      if (current) setFound({ key, draft });
      current = false;
    };
    const timer = setTimeout(() => settle(null), LOOKUP_TIMEOUT_MS);
    readDraft<T>(address).then(settle, (error: unknown) => {
      warn(error);
      settle(null);
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The address is read through its key: a new object for the same draft reads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!address) return { ready: true, draft: null };
  return found?.key === key ? { ready: true, draft: found.draft } : { ready: false };
}

/** What to write once editing pauses: the draft, or null when there is none (a clean form). */
type Snapshot<T> = () => T | null;

/**
 * Keeps a form's draft while it is edited: `update` after each change writes it once editing
 * pauses (or removes it when the form is back to where it started), leaving the page writes at
 * once what is waiting, and `discard` (the user's choice, or a save) removes it. Writes and
 * removals run one after the other, in the order asked.
 */
export function useDraftWriter<T>(
  address: DraftAddress | null,
  { version, restored }: { version: number | null; restored: RestoredDraft<T> | null },
) {
  const pending = useRef<Snapshot<T> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const written = useRef(new Set(restored?.fileIds ?? []));
  // After a save, nothing is written again (the page is on its way out).
  const finished = useRef(false);

  const enqueue = useCallback((run: () => Promise<unknown>) => {
    const next = queue.current.then(run).catch(warn);
    queue.current = next;
    return next;
  }, []);

  const runPending = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const snapshot = pending.current;
    pending.current = null;
    if (!snapshot || !address) return queue.current;
    const content = snapshot();
    if (content === null) {
      return enqueue(async () => {
        await removeDraft(address);
        written.current.clear();
      });
    }
    return enqueue(() => writeDraft(address, { version, content }, written.current));
  }, [address, enqueue, version]);

  // Leaving the page (or an expired session taking the form away) writes what is waiting.
  const flushOnLeave = useRef(runPending);
  useEffect(() => {
    flushOnLeave.current = runPending;
  });
  useEffect(() => () => void flushOnLeave.current(), []);

  /** After a change: once editing pauses, the draft becomes `snapshot()` (null: none). */
  const update = useCallback(
    (snapshot: Snapshot<T>) => {
      if (!address || finished.current) return;
      pending.current = snapshot;
      clearTimeout(timer.current);
      timer.current = setTimeout(runPending, DRAFT_SAVE_DELAY_MS);
    },
    [address, runPending],
  );

  /** Writes now what is waiting (before sending the form: a refused session keeps it). */
  const flush = useCallback(() => runPending(), [runPending]);

  /** Removes the draft (discarded by the user); editing again makes a new one. */
  const discard = useCallback(() => {
    pending.current = () => null;
    return runPending();
  }, [runPending]);

  /** The form was saved: the draft goes, and nothing is written again. */
  const finish = useCallback(() => {
    finished.current = true;
    return discard();
  }, [discard]);

  return { update, flush, discard, finish };
}

/**
 * A form's draft, kept in step with the form: written once editing pauses after each change of
 * its values (`subscribe`, react-hook-form's) or of what it holds beside them (`others`, compared
 * one by one: the new recordings, the deleted ones), as `snapshot()` while `dirty`, removed when
 * the form is back to where it started. Opening the form writes nothing: a draft keeps its date.
 */
export function useFormDraft<T>({
  address,
  version,
  restored,
  dirty,
  snapshot,
  subscribe,
  others,
}: {
  address: DraftAddress | null;
  version: number | null;
  restored: RestoredDraft<T> | null;
  dirty: boolean;
  snapshot: () => T;
  subscribe: (callback: () => void) => () => void;
  others: readonly unknown[];
}) {
  const writer = useDraftWriter<T>(address, { version, restored });
  const keep = writer.update;
  const latest = useRef({ dirty, snapshot, others });
  // The draft as the form is when editing pauses (the latest render's values and recordings).
  const current = useCallback(() => (latest.current.dirty ? latest.current.snapshot() : null), []);
  useEffect(() => {
    const before = latest.current.others;
    latest.current = { dirty, snapshot, others };
    if (others.some((value, index) => value !== before[index])) keep(current);
  });
  useEffect(() => subscribe(() => keep(current)), [subscribe, keep, current]);
  return writer;
}
