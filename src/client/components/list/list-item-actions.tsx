import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { IconButton } from '@client/components/ui/icon-button';
import { AudioButton } from '@client/lib/audio-player';

/** The edit link and delete button, for users who may change the item. */
export interface ManageActions {
  editTo: string;
  editLabel: string;
  editTooltip: string;
  deleteLabel: string;
  deleteTooltip: string;
  onDelete: () => void;
}

/**
 * A list item's buttons: its recordings 1 and 2 (those it has; one plays at a time in the whole
 * app), then edit and delete when `manage` is given.
 */
export function ListItemActions({
  audioKey,
  audioUrls,
  audioLabel,
  manage,
}: {
  /** The item's key in the audio player, e.g. 'word-12'; each recording adds its slot. */
  audioKey: string;
  /** Recordings 1 and 2, null where there is none. */
  audioUrls: readonly [string | null, string | null];
  /** The play button's name; AudioButton's own ("Écouter l'audio n") without it. */
  audioLabel?: (slot: number) => string;
  manage?: ManageActions;
}) {
  const audios = audioUrls.flatMap((url, index) => (url ? [{ url, slot: index + 1 }] : []));
  return (
    <div className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
      {audios.map(({ url, slot }) => (
        <AudioButton
          key={slot}
          audioKey={`${audioKey}-${slot}`}
          url={url}
          recording={slot}
          label={audioLabel?.(slot)}
        />
      ))}
      {manage && (
        <>
          <IconButton
            asChild
            label={manage.editLabel}
            tooltip={manage.editTooltip}
            className="size-9"
          >
            <Link to={manage.editTo}>
              <Pencil aria-hidden="true" />
            </Link>
          </IconButton>
          <IconButton
            label={manage.deleteLabel}
            tooltip={manage.deleteTooltip}
            className="size-9 text-muted-foreground hover:text-destructive"
            onClick={manage.onDelete}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </>
      )}
    </div>
  );
}
