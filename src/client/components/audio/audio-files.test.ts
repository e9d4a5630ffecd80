import { describe, expect, it } from 'vitest';
import { formatDuration, isAudioFile } from './audio-files';

describe('isAudioFile (the declared type; the server decides again from the bytes)', () => {
  it('accepts audio types and the boxes browsers record audio in', () => {
    for (const type of ['audio/wav', 'audio/mpeg', 'audio/webm', 'video/webm', 'video/mp4']) {
      expect(isAudioFile({ type }), type).toBe(true);
    }
  });

  it('refuses anything else, and files of no declared type', () => {
    for (const type of ['text/plain', 'image/png', 'video/quicktime', 'application/pdf', '']) {
      expect(isAudioFile({ type }), type).toBe(false);
    }
  });
});

describe('formatDuration', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(75)).toBe('1:15');
  });
});
