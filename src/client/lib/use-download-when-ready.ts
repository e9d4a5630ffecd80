import { useEffect, useRef, useState } from 'react';

/** Where a download stands: asked for, being prepared on the server, handed to the browser... */
export type DownloadProgress<K extends string> =
  | { phase: 'idle' }
  | { phase: 'preparing'; format: K }
  | { phase: 'started'; format: K }
  | { phase: 'cancelled' }
  | { phase: 'failed'; format: K };

/**
 * A file the server may still be building (202 with Retry-After, decision 043): `start` asks for
 * it until it is ready, then the browser downloads it; `cancel` stops asking. One at a time: a
 * new start cancels the one before, and leaving the page cancels it. The asking itself
 * (download-when-ready.ts) is loaded on the first start.
 */
export function useDownloadWhenReady<K extends string>() {
  const [progress, setProgress] = useState<DownloadProgress<K>>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function start(format: K, url: string) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setProgress({ phase: 'preparing', format });
    try {
      const { downloadWhenReady } = await import('./download-when-ready');
      await downloadWhenReady(url, controller.signal, () =>
        setProgress({ phase: 'preparing', format }),
      );
      if (running.current === controller) setProgress({ phase: 'started', format });
    } catch {
      if (running.current !== controller) return;
      setProgress(controller.signal.aborted ? { phase: 'cancelled' } : { phase: 'failed', format });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  return { progress, start, cancel: () => running.current?.abort() };
}
