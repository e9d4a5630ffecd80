/** Audio uploads: at most 2 files per word or expression, 10 MB each. */
export const AUDIO_MAX_FILES = 2;
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Audio formats we accept, as `file-type` reports them from the file's bytes. WebM and AAC in an
 * MP4 box are reported as video/webm and video/mp4: browsers record audio in them.
 */
export const AUDIO_MIME_TYPES = [
  'audio/webm',
  'video/webm',
  'audio/ogg',
  'audio/opus',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/mp4',
  'audio/x-m4a',
  'video/mp4',
  'audio/aac',
  'audio/x-flac',
  'audio/flac',
] as const;
