import { useEffect, useId, useRef, useState } from 'react';
import { FileAudio, Mic, Square, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIO_MAX_BYTES, AUDIO_MAX_FILES, AUDIO_MIME_TYPES } from '@shared/upload';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FieldDescription, FieldError } from '@client/components/ui/field';
import { IconButton } from '@client/components/ui/icon-button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { AudioButton } from '@client/lib/audio-player';
import { useAudioRecorder } from './use-audio-recorder';
import {
  AUDIO_SLOTS,
  type AudioSlot,
  type ExistingAudio,
  type PendingAudio,
} from './word-form-values';

/** Real audio only (spec §5): audio/*, and the WebM/MP4 boxes browsers record audio in. */
const isAudioFile = (file: File) =>
  file.type.startsWith('audio/') || (AUDIO_MIME_TYPES as readonly string[]).includes(file.type);

const MAX_MB = Math.round(AUDIO_MAX_BYTES / (1024 * 1024));

let nextId = 0;

/** The new files of a form, with their preview URLs released when removed or on leaving. */
export function usePendingAudio() {
  const [pending, setPending] = useState<PendingAudio[]>([]);
  const latest = useRef(pending);
  useEffect(() => {
    latest.current = pending;
  });
  useEffect(() => () => latest.current.forEach((audio) => URL.revokeObjectURL(audio.url)), []);

  const add = (file: File, seconds?: number) => {
    nextId += 1;
    const audio = { id: `pending-${nextId}`, file, url: URL.createObjectURL(file), seconds };
    setPending((list) => [...list, audio]);
  };
  const remove = (id: string) =>
    setPending((list) => {
      list.filter((audio) => audio.id === id).forEach((audio) => URL.revokeObjectURL(audio.url));
      return list.filter((audio) => audio.id !== id);
    });
  return { pending, add, remove };
}

const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface AudioFieldProps {
  /** The word being edited: its slots can be deleted at once. */
  wordId?: number;
  existing: ExistingAudio;
  /** Deletes an existing recording on the server (spec: immediately). */
  onDeleteExisting: (slot: AudioSlot) => void;
  deletingSlot: AudioSlot | null;
  pending: readonly PendingAudio[];
  onAdd: (file: File, seconds?: number) => void;
  onRemove: (id: string) => void;
  /** A file error the server answered with. */
  serverError?: string;
  disabled?: boolean;
}

/**
 * The word's recordings (spec §2, §4, §5): the existing slots with play and delete, the new files
 * with a preview and remove, an upload button and a recorder. Only audio is accepted, 10 MB at
 * most each, and 2 in all; at 2 the record and upload buttons are disabled.
 */
export function AudioField({
  wordId,
  existing,
  onDeleteExisting,
  deletingSlot,
  pending,
  onAdd,
  onRemove,
  serverError,
  disabled,
}: AudioFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const kept = AUDIO_SLOTS.filter((slot) => existing[slot]);
  const total = kept.length + pending.length;
  const full = total >= AUDIO_MAX_FILES;

  /** A refused file: a toast, and the reason under the buttons (the limit has its own hint). */
  const refuse = (title: string, description: string, limit = false) => {
    setError(limit ? null : description);
    toast({ variant: 'destructive', title, description });
  };

  const recorder = useAudioRecorder({
    onRecorded: ({ file, seconds }) => {
      if (total >= AUDIO_MAX_FILES) {
        refuse(t('wordForm.audio.limitTitle'), t('wordForm.audio.limit'), true);
        return;
      }
      setError(null);
      onAdd(file, seconds);
    },
    onError: () => refuse(t('common.error'), t('wordForm.audio.microphoneError')),
  });
  const recording = recorder.state !== 'idle';

  const addFiles = (files: File[]) => {
    let room = AUDIO_MAX_FILES - total;
    let refusal: [string, string, boolean?] | null = null;
    for (const file of files) {
      if (!isAudioFile(file)) {
        refusal = [t('wordForm.audio.invalidTypeTitle'), t('wordForm.audio.invalidType')];
      } else if (file.size > AUDIO_MAX_BYTES) {
        refusal = [
          t('wordForm.audio.tooLargeTitle'),
          t('wordForm.audio.tooLarge', { name: file.name, max: MAX_MB }),
        ];
      } else if (room <= 0) {
        // Spec §5: extra files are dropped.
        refusal = [t('wordForm.audio.limitTitle'), t('wordForm.audio.limit'), true];
      } else {
        room -= 1;
        onAdd(file);
      }
    }
    if (refusal) refuse(...refusal);
    else setError(null);
  };

  const shownError = error ?? serverError;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="grid gap-3">
      <FieldDescription id={hintId}>
        {full
          ? t('wordForm.audio.full', { max: AUDIO_MAX_FILES })
          : t('wordForm.audio.hint', { count: total, max: AUDIO_MAX_FILES, size: MAX_MB })}
      </FieldDescription>

      {(kept.length > 0 || pending.length > 0) && (
        <ul aria-label={t('wordForm.audio.listLabel')} className="grid gap-2">
          {kept.map((slot) => (
            <li
              key={`slot-${slot}`}
              className="flex min-h-14 items-center gap-3 rounded-md border px-3 py-2"
            >
              <AudioButton
                audioKey={`word-${wordId}-${slot}`}
                url={existing[slot]!}
                recording={slot}
              />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">
                {t('wordForm.audio.slot', { n: slot })}
              </span>
              <IconButton
                label={t('wordForm.audio.deleteSlot', { n: slot })}
                tooltip={t('wordForm.audio.delete')}
                className="size-9 text-muted-foreground hover:text-destructive"
                disabled={disabled || deletingSlot !== null}
                onClick={() => onDeleteExisting(slot)}
              >
                {deletingSlot === slot ? <Spinner /> : <Trash2 aria-hidden="true" />}
              </IconButton>
            </li>
          ))}
          {pending.map((audio) => {
            const name =
              audio.seconds !== undefined
                ? t('wordForm.audio.recordingName', { duration: formatDuration(audio.seconds) })
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
                    {t('wordForm.audio.new')}
                  </Badge>
                  <IconButton
                    label={t('wordForm.audio.removeNew', { name })}
                    tooltip={t('wordForm.audio.remove')}
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
                    aria-label={t('wordForm.audio.preview', { name })}
                    className="h-10 w-full min-w-0 sm:w-64"
                  />
                  <IconButton
                    label={t('wordForm.audio.removeNew', { name })}
                    tooltip={t('wordForm.audio.remove')}
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

      <div className="flex flex-wrap items-center gap-2">
        {recorder.state === 'recording' ? (
          <Button variant="destructive" onClick={recorder.stop}>
            <Square aria-hidden="true" className="fill-current" />
            {t('wordForm.audio.stop')}
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={disabled || full || recording}
            aria-describedby={hintId}
            onClick={() => void recorder.start()}
          >
            {recorder.state === 'starting' ? <Spinner /> : <Mic aria-hidden="true" />}
            {t('wordForm.audio.record')}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={disabled || full || recording}
          aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden="true" />
          {t('wordForm.audio.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="audio/*"
          multiple
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
            {t('wordForm.audio.recording', { duration: formatDuration(recorder.seconds) })}
          </span>
        )}
      </div>
      <div aria-live="polite">
        <FieldError id={errorId}>{shownError}</FieldError>
      </div>
    </div>
  );
}
