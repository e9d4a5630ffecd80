import { randomUUID } from 'node:crypto';

/**
 * Names of stored files: a random UUID plus the extension of the detected type. Never derived
 * from the uploaded file's name, so a name can carry no path, no script and no private words, and
 * an address is never reused (which is what lets the files be cached forever).
 */
export const STORED_NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

const EXTENSION_PATTERN = /^[a-z0-9]{1,5}$/;

export function generateStoredName(extension: string): string {
  if (!EXTENSION_PATTERN.test(extension)) throw new Error(`invalid file extension: ${extension}`);
  return `${randomUUID()}.${extension}`;
}

export function isStoredName(name: string): boolean {
  return STORED_NAME_PATTERN.test(name);
}

/**
 * The Content-Type to serve a stored file with, from the extension `file-type` chose (every
 * extension it gives for the types in AUDIO_MIME_TYPES). WebM and MP4
 * are served as audio: they hold recordings here, and `nosniff` makes browsers trust this header.
 */
const CONTENT_TYPES: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  spx: 'audio/ogg',
  mp3: 'audio/mpeg',
  mp2: 'audio/mpeg',
  mp1: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  m4b: 'audio/mp4',
  m4p: 'audio/mp4',
  f4a: 'audio/mp4',
  f4b: 'audio/mp4',
  f4p: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
};

export function contentTypeForName(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
