import { useTranslation } from 'react-i18next';
import { AudioButton } from '@client/lib/audio-player';

/**
 * A word's recordings (at most two), each a play/stop toggle whose name says which word
 * it plays. The keys match the back office's, so one recording is one item everywhere.
 */
export function WordAudioButtons({
  wordId,
  word,
  urls,
}: {
  wordId: number;
  word: string;
  urls: (string | null)[];
}) {
  const { t } = useTranslation();
  const recordings = urls.flatMap((url, i) => (url ? [{ url, slot: i + 1 }] : []));
  if (recordings.length === 0) return null;
  return (
    <div className="flex shrink-0 gap-2">
      {recordings.map(({ url, slot }) => (
        <AudioButton
          key={slot}
          audioKey={`word-${wordId}-${slot}`}
          url={url}
          recording={slot}
          numbered={recordings.length > 1}
          label={
            recordings.length > 1
              ? t('dictionary.playWordN', { word, n: slot })
              : t('dictionary.playWord', { word })
          }
        />
      ))}
    </div>
  );
}
