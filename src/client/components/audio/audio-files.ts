import { AUDIO_MAX_BYTES, AUDIO_MIME_TYPES } from '@shared/upload';

/**
 * What the word and expression forms share about their recordings: two slots,
 * the files chosen or recorded but not yet sent, and which files are accepted.
 */
export type AudioSlot = 1 | 2;
export const AUDIO_SLOTS: readonly AudioSlot[] = [1, 2];

/** The recordings an item already has, by slot. */
export type ExistingAudio = Record<AudioSlot, string | null>;

/** A file chosen or recorded here, not yet sent. */
export interface PendingAudio {
  id: string;
  file: File;
  /** Object URL for the preview. */
  url: string;
  /** Set for a recording: its length. */
  seconds?: number;
}

/** A new recording as a form's draft keeps it: the file, and its length when recorded here. */
export interface DraftAudio {
  file: File;
  seconds?: number;
}

/**
 * Real audio only, judged from the file's declared type: audio/*, and the WebM/MP4
 * boxes browsers record audio in. The server decides again from the bytes.
 */
export const isAudioFile = (file: Pick<File, 'type'>) =>
  file.type.startsWith('audio/') || (AUDIO_MIME_TYPES as readonly string[]).includes(file.type);

/** The size limit in megabytes, for messages. */
export const AUDIO_MAX_MB = Math.round(AUDIO_MAX_BYTES / (1024 * 1024));

/** 75 → "1:15". */
export const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
