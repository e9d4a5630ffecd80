import type { Storage } from './storage';

/**
 * While a backup copies the files its snapshot's rows point at, files those rows stop pointing
 * at (a replaced or deleted recording) must stay until they are copied: removals after a commit
 * (`removeQuietly`) wait until the hold is released (decision 018). Per storage, in this process.
 */
const holds = new WeakMap<Storage, { count: number; pending: string[] }>();

/** Holds removals on `storage`; the release answers the addresses whose removal waited. */
export function holdRemovals(storage: Storage): () => string[] {
  const hold = holds.get(storage) ?? { count: 0, pending: [] };
  holds.set(storage, hold);
  hold.count++;
  let released = false;
  return () => {
    if (released) return [];
    released = true;
    hold.count--;
    if (hold.count > 0) return [];
    holds.delete(storage);
    return hold.pending;
  };
}

/** Queues the removal when a hold is on (true), or says to go ahead (false). */
export function deferRemoval(storage: Storage, url: string): boolean {
  const hold = holds.get(storage);
  if (!hold) return false;
  hold.pending.push(url);
  return true;
}

/**
 * The addresses whose removal waits for a backup of this process: files its snapshot's rows
 * named, which a later restore of that archive needs. Other cleanups (the leftover sweep) leave
 * them too.
 */
export function heldRemovals(storage: Storage): string[] {
  return [...(holds.get(storage)?.pending ?? [])];
}
