import { wavTone } from '@server/test/audio-fixtures';

/** A WAV file holding a sine tone: test data built in code, never demo content. */
export const toneWav = (seconds: number, frequency = 440) => wavTone(seconds, frequency);

/** The same, as a file to upload (setInputFiles, multipart). */
export const wavFile = (name: string, seconds = 0.4, frequency = 440) => ({
  name,
  mimeType: 'audio/wav',
  buffer: toneWav(seconds, frequency),
});
