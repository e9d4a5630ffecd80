import { useState } from 'react';
import type { ExistingAudioItem } from './audio-field';
import { AUDIO_SLOTS, type AudioSlot, type ExistingAudio } from './audio-files';

/**
 * The recordings an edited item has stored, and those the user deleted in the form. A deletion
 * is only a mark until the form is saved, which sends it with the rest (nothing changes on the
 * server before; leaving the form undoes it).
 */
export function useStoredAudio(
  existing: ExistingAudio,
  initiallyRemoved: readonly AudioSlot[] = [],
) {
  const [removed, setRemoved] = useState<ReadonlySet<AudioSlot>>(
    () => new Set(initiallyRemoved.filter((slot) => existing[slot] !== null)),
  );

  /** Marks a stored slot deleted (kept: false) or keeps it again. */
  const setKept = (slot: AudioSlot, kept: boolean) => {
    if (!existing[slot]) return;
    setRemoved((current) => {
      const next = new Set(current);
      if (kept) next.delete(slot);
      else next.add(slot);
      return next;
    });
  };

  /** The stored slots as AudioField lists them. */
  const items = (audioKey: string): ExistingAudioItem[] =>
    AUDIO_SLOTS.flatMap((slot) => {
      const url = existing[slot];
      if (!url) return [];
      return [{ slot, url, audioKey: `${audioKey}-${slot}`, kept: !removed.has(slot) }];
    });

  /** The slots deleted here, in slot order. */
  const removedSlots = AUDIO_SLOTS.filter((slot) => removed.has(slot));

  return { existing, removed, removedSlots, setKept, setRemoved, items };
}
