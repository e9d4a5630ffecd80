import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/components/ui/use-toast';
import { stopAudio } from '@client/lib/audio-player';
import { useErrorMessage } from '@client/lib/error-message';
import type { ExistingAudioItem } from './audio-field';
import { AUDIO_SLOTS, type AudioSlot, type ExistingAudio } from './audio-files';

/** DELETE .../{id}/audio/{slot} of a word or an expression. */
type DeleteAudio<T> = Pick<UseMutationResult<T, Error, { id: number; slot: AudioSlot }>, 'mutate'>;

/**
 * The recordings an edited item has stored, and deleting one at once (not on save): the
 * player stops, the slot shows its spinner until the server answers, and a toast says how it went.
 */
export function useStoredAudio<T>({
  id,
  initial,
  deleteAudio,
  afterDelete,
}: {
  /** The item's id; undefined on a create form, which has nothing stored. */
  id: number | undefined;
  initial: ExistingAudio;
  deleteAudio: DeleteAudio<T>;
  /** The slots once `slot` is deleted, from the server's answer. */
  afterDelete: (current: ExistingAudio, slot: AudioSlot, answer: T) => ExistingAudio;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [existing, setExisting] = useState<ExistingAudio>(initial);
  const [deletingSlot, setDeletingSlot] = useState<AudioSlot | null>(null);

  const deleteStored = (slot: AudioSlot) => {
    if (id === undefined) return;
    stopAudio();
    setDeletingSlot(slot);
    deleteAudio.mutate(
      { id, slot },
      {
        onSuccess: (answer) => {
          setExisting((current) => afterDelete(current, slot, answer));
          toast({
            title: t('audioField.deletedTitle'),
            description: t('audioField.deleted', { n: slot }),
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('audioField.deleteError'),
            description: errorMessage(error),
          }),
        onSettled: () => setDeletingSlot(null),
      },
    );
  };

  /** The stored slots as AudioField lists them; `kept` adds the keep checkbox. */
  const items = (audioKey: string, kept?: (url: string) => boolean): ExistingAudioItem[] =>
    AUDIO_SLOTS.flatMap((slot) => {
      const url = existing[slot];
      if (!url) return [];
      const item = { slot, url, audioKey: `${audioKey}-${slot}` };
      return [kept ? { ...item, kept: kept(url) } : item];
    });

  return { existing, deletingSlot, deleteStored, items };
}
