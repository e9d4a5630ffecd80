import { useEffect, useId, useRef, useState } from 'react';
import { FileAudio, Mic, Square, Trash2, Undo2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIO_MAX_BYTES, AUDIO_MAX_FILES } from '@shared/upload';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FieldDescription, FieldError } from '@client/components/ui/field';
import { IconButton } from '@client/components/ui/icon-button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { AudioButton, stopAudio } from '@client/lib/audio-player';
import { cn } from '@client/lib/utils';
import {
  AUDIO_MAX_MB,
  formatDuration,
  isAudioFile,
  type AudioSlot,
  type PendingAudio,
} from './audio-files';
import { useAudioRecorder } from './use-audio-recorder';

let nextId = 0;

/** A file chosen or recorded here, with its preview URL (the owner releases it when it goes). */
export function newPendingAudio(file: File, seconds?: number): PendingAudio {
  nextId += 1;
  return { id: `pending-${nextId}`, file, url: URL.createObjectURL(file), seconds };
}

/**
 * The new files of a form (at first `initial`, those of a restored draft), with their preview
 * URLs released when removed or on leaving.
 */
export function usePendingAudio(initial: readonly { file: File; seconds?: number }[] = []) {
  const [pending, setPending] = useState<PendingAudio[]>(() =>
    initial.map(({ file, seconds }) => newPendingAudio(file, seconds)),
  );
  const latest = useRef(pending);
  useEffect(() => {
    latest.current = pending;
  });
  useEffect(() => () => latest.current.forEach((audio) => URL.revokeObjectURL(audio.url)), []);

  const add = (file: File, seconds?: number) => {
    const audio = newPendingAudio(file, seconds);
    setPending((list) => [...list, audio]);
  };
  const remove = (id: string) =>
    setPending((list) => {
      list.filter((audio) => audio.id === id).forEach((audio) => URL.revokeObjectURL(audio.url));
      return list.filter((audio) => audio.id !== id);
    });
  /** Drops every new file (a discarded draft). */
  const clear = () =>
    setPending((list) => {
      list.forEach((audio) => URL.revokeObjectURL(audio.url));
      return [];
    });
  return { pending, add, remove, clear };
}

/** A recording the item already has, as the field shows it. */
export interface ExistingAudioItem {
  slot: AudioSlot;
  url: string;
  /** The player's key for it, e.g. `word-12-1` (the same key on the list is the same item). */
  audioKey: string;
  /** The play button's name, when "Écouter l'audio 1" is not enough. */
  playLabel?: string;
  /** Whether the recording stays on save; deleting it only marks it, until the form is saved. */
  kept: boolean;
}

interface AudioFieldProps {
  existing: readonly ExistingAudioItem[];
  /** A stored recording's delete (kept: false) or restore (kept: true) button, for the save. */
  onKeepChange: (slot: AudioSlot, kept: boolean) => void;
  pending: readonly PendingAudio[];
  onAdd: (file: File, seconds?: number) => void;
  onRemove: (id: string) => void;
  /** An error from outside the field: the server's answer, or the form's own check. */
  error?: string;
  /** The upload button's id, so a form can move the focus to the field. */
  uploadButtonId?: string;
  disabled?: boolean;
  /** How many recordings in all: 2 for a word or an expression, 1 for a word's other form. */
  maxFiles?: number;
  /**
   * How many recordings the item needs (1 for an expression): the last stored one kept cannot be
   * deleted while no other is there, and its delete button says why.
   */
  minFiles?: number;
}

/**
 * Recordings of a word or an expression: the stored slots with play and delete, the new files
 * with a preview and remove, an upload button and a recorder. Deleting a stored recording marks
 * it for the save (nothing changes on the server before it, so the form's Cancel undoes it) and
 * offers to restore it. Only audio is accepted, 10 MB at most each, and `maxFiles` in all (kept
 * slots and new files); at the limit the record and upload buttons are disabled and extra files
 * are dropped.
 */
export function AudioField({
  existing,
  onKeepChange,
  pending,
  onAdd,
  onRemove,
  error: outsideError,
  uploadButtonId,
  disabled,
  maxFiles = AUDIO_MAX_FILES,
  minFiles = 0,
}: AudioFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const kept = existing.filter((audio) => audio.kept);
  const total = kept.length + pending.length;
  const full = total >= maxFiles;
  // Deleting any kept recording would leave fewer than the item needs.
  const atMinimum = total <= minFiles;

  /** A refused file: a toast, and the reason under the buttons (the limit has its own hint). */
  const refuse = (title: string, description: string, limit = false) => {
    setError(limit ? null : description);
    toast({ variant: 'destructive', title, description });
  };

  const recorder = useAudioRecorder({
    onRecorded: ({ file, seconds }) => {
      if (total >= maxFiles) {
        refuse(t('audioField.limitTitle'), t('audioField.limit', { count: maxFiles }), true);
        return;
      }
      setError(null);
      onAdd(file, seconds);
    },
    onError: () => refuse(t('common.error'), t('audioField.microphoneError')),
  });
  const recording = recorder.state !== 'idle';

  const addFiles = (files: File[]) => {
    let room = maxFiles - total;
    let refusal: [string, string, boolean?] | null = null;
    for (const file of files) {
      if (!isAudioFile(file)) {
        refusal = [t('audioField.invalidTypeTitle'), t('audioField.invalidType')];
      } else if (file.size > AUDIO_MAX_BYTES) {
        refusal = [
          t('audioField.tooLargeTitle'),
          t('audioField.tooLarge', { name: file.name, max: AUDIO_MAX_MB }),
        ];
      } else if (room <= 0) {
        // Files beyond those allowed are dropped.
        refusal = [t('audioField.limitTitle'), t('audioField.limit', { count: maxFiles }), true];
      } else {
        room -= 1;
        onAdd(file);
      }
    }
    if (refusal) refuse(...refusal);
    else setError(null);
  };

  const shownError = error ?? outsideError;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const requiredId = `${id}-required`;

  return (
    <div className="grid gap-3">
      <FieldDescription id={hintId}>
        {full
          ? t('audioField.full', { count: maxFiles })
          : t('audioField.hint', { count: total, max: maxFiles, size: AUDIO_MAX_MB })}
      </FieldDescription>

      {(existing.length > 0 || pending.length > 0) && (
        <ul aria-label={t('audioField.listLabel')} className="grid gap-2">
          {existing.map((audio) => {
            const dropped = !audio.kept;
            const required = !dropped && atMinimum;
            return (
              <li
                key={`slot-${audio.slot}`}
                data-kept={String(!dropped)}
                className={cn(
                  'flex min-h-14 flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2',
                  dropped && 'border-dashed bg-muted/40',
                )}
              >
                <AudioButton
                  audioKey={audio.audioKey}
                  url={audio.url}
                  recording={audio.slot}
                  label={audio.playLabel}
                />
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2 text-sm font-medium">
                  <span className={cn('truncate', dropped && 'text-muted-foreground line-through')}>
                    {t('audioField.slot', { n: audio.slot })}
                  </span>
                  {dropped && <Badge variant="outline">{t('audioField.dropped')}</Badge>}
                </span>
                {/* One button in both states, so the focus stays on it when it turns over. */}
                {dropped ? (
                  <IconButton
                    label={t('audioField.restoreSlot', { n: audio.slot })}
                    tooltip={t('audioField.restore')}
                    className="size-9 text-muted-foreground"
                    // Restoring it must not make three files.
                    disabled={disabled || full}
                    aria-describedby={full ? hintId : undefined}
                    onClick={() => onKeepChange(audio.slot, true)}
                  >
                    <Undo2 aria-hidden="true" />
                  </IconButton>
                ) : (
                  <IconButton
                    label={t('audioField.deleteSlot', { n: audio.slot })}
                    tooltip={t('audioField.delete')}
                    className="size-9 text-muted-foreground hover:text-destructive"
                    disabled={disabled || required}
                    aria-describedby={required ? requiredId : undefined}
                    onClick={() => {
                      stopAudio();
                      onKeepChange(audio.slot, false);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                )}
              </li>
            );
          })}
          {pending.map((audio) => {
            const name =
              audio.seconds !== undefined
                ? t('audioField.recordingName', { duration: formatDuration(audio.seconds) })
                : audio.file.name;
            return (
              <li
                key={audio.id}
                className="grid gap-2 rounded-md border border-dashed px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              >
                <div className="flex min-w-0 items-center gap-2">
                  {audio.seconds !== undefined ? (
                    <Mic className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  ) : (
                    <FileAudio
                      className="size-4 shrink-0 text-muted-foreground"
                      aria-hidden="true"
                    />
                  )}
                  <span className="min-w-0 truncate text-sm font-medium">{name}</span>
                  <Badge variant="secondary" className="shrink-0">
                    {t('audioField.new')}
                  </Badge>
                  <IconButton
                    label={t('audioField.removeNew', { name })}
                    tooltip={t('audioField.remove')}
                    className="ml-auto size-9 shrink-0 text-muted-foreground hover:text-destructive sm:hidden"
                    disabled={disabled}
                    onClick={() => onRemove(audio.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </div>
                <div className="flex items-center gap-2">
                  <audio
                    controls
                    preload="metadata"
                    src={audio.url}
                    aria-label={t('audioField.preview', { name })}
                    className="h-10 w-full min-w-0 sm:w-64"
                  />
                  <IconButton
                    label={t('audioField.removeNew', { name })}
                    tooltip={t('audioField.remove')}
                    className="hidden size-9 shrink-0 text-muted-foreground hover:text-destructive sm:inline-flex"
                    disabled={disabled}
                    onClick={() => onRemove(audio.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {existing.some((audio) => audio.kept) && atMinimum && (
        <FieldDescription id={requiredId}>
          {t('audioField.lastRequired', { count: minFiles })}
        </FieldDescription>
      )}

      <div className="flex flex-wrap items-center gap-2">
        {recorder.state === 'recording' ? (
          <Button variant="destructive" onClick={recorder.stop}>
            <Square aria-hidden="true" className="fill-current" />
            {t('audioField.stop')}
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={disabled || full || recording}
            aria-describedby={hintId}
            onClick={() => void recorder.start()}
          >
            {recorder.state === 'starting' ? <Spinner /> : <Mic aria-hidden="true" />}
            {t('audioField.record')}
          </Button>
        )}
        <Button
          id={uploadButtonId}
          variant="outline"
          disabled={disabled || full || recording}
          aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden="true" />
          {t('audioField.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="audio/*"
          multiple={maxFiles > 1}
          // Opened by the button above, which is what assistive technologies see.
          hidden
          disabled={disabled || full || recording}
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            // The same file can be chosen again after being removed.
            event.target.value = '';
          }}
        />
        {recorder.state === 'recording' && (
          <span
            className="inline-flex items-center gap-2 text-sm font-medium tabular-nums"
            aria-live="off"
          >
            <span
              className="size-2.5 animate-pulse rounded-full bg-destructive"
              aria-hidden="true"
            />
            {t('audioField.recording', { duration: formatDuration(recorder.seconds) })}
          </span>
        )}
      </div>
      <div aria-live="polite">
        <FieldError id={errorId}>{shownError}</FieldError>
      </div>
    </div>
  );
}
