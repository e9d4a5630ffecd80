import { useCallback, useEffect, useRef, useState } from 'react';

/** Recordings are WebM with Opus where the browser can (others record their own). */
const PREFERRED_TYPE = 'audio/webm;codecs=opus';

export type RecorderState = 'idle' | 'starting' | 'recording';

interface Recording {
  file: File;
  seconds: number;
}

/**
 * Records from the microphone: start, an elapsed-seconds counter, stop hands
 * over a file. The microphone is released on stop and when the component goes away (a recording
 * then in progress is dropped). `onError` is called when the microphone cannot be used.
 */
export function useAudioRecorder({
  onRecorded,
  onError,
}: {
  onRecorded: (recording: Recording) => void;
  onError: () => void;
}) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const mounted = useRef(true);
  const callbacks = useRef({ onRecorded, onError });
  useEffect(() => {
    callbacks.current = { onRecorded, onError };
  });

  const release = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    recorder.current = null;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const active = recorder.current;
      if (active) {
        active.ondataavailable = null;
        active.onstop = null;
        if (active.state !== 'inactive') active.stop();
      }
      release();
    };
  }, [release]);

  const start = useCallback(async () => {
    if (recorder.current) return;
    setState('starting');
    let media: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
        throw new Error('Recording is not supported');
      }
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (mounted.current) {
        setState('idle');
        callbacks.current.onError();
      }
      return;
    }
    if (!mounted.current) {
      media.getTracks().forEach((track) => track.stop());
      return;
    }

    let next: MediaRecorder;
    try {
      next = new MediaRecorder(
        media,
        MediaRecorder.isTypeSupported(PREFERRED_TYPE) ? { mimeType: PREFERRED_TYPE } : undefined,
      );
    } catch {
      media.getTracks().forEach((track) => track.stop());
      setState('idle');
      callbacks.current.onError();
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    const elapsed = () => Math.floor((Date.now() - startedAt) / 1000);
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      const type = (next.mimeType || PREFERRED_TYPE).split(';')[0]!;
      const extension = type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm';
      const file = new File(chunks, `recording-${startedAt}.${extension}`, { type });
      callbacks.current.onRecorded({ file, seconds: elapsed() });
    };
    stream.current = media;
    recorder.current = next;
    next.start();
    setSeconds(0);
    setState('recording');
    timer.current = setInterval(() => setSeconds(elapsed()), 250);
  }, []);

  const stop = useCallback(() => {
    const active = recorder.current;
    if (active && active.state !== 'inactive') active.stop();
    release();
    setState('idle');
  }, [release]);

  return { state, seconds, start, stop };
}
