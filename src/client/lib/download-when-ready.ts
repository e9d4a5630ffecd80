/**
 * A language's download (decision 043), loaded on the first click: asks for the file until the
 * server has it (202 with Retry-After while a job builds it), then has the browser download it
 * from the same address, so a large archive goes to disk rather than into the page's memory.
 */
import type { ErrorBody } from '@shared/errors';

/** The server's wait, in seconds: Retry-After, else the body's, within 1 s to 60 s. */
function waitSeconds(header: string | null, body: unknown): number {
  const fromBody = (body as { retryAfter?: unknown } | null)?.retryAfter;
  const seconds = Number(header ?? fromBody);
  return Number.isFinite(seconds) ? Math.min(60, Math.max(1, Math.round(seconds))) : 5;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', cancelled);
      resolve();
    }
    function cancelled() {
      clearTimeout(timer);
      reject(signal.reason as Error);
    }
    signal.addEventListener('abort', cancelled, { once: true });
  });
}

/** The server refused or failed: its error code, when it sent one. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`download failed: ${status}${code ? ` ${code}` : ''}`);
    this.name = 'DownloadError';
  }
}

/** Hands the address to the browser's own download (the response names the file). */
export function saveFrom(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Resolves once the download has been handed to the browser; `onPreparing` is told each time the
 * server says the file is being prepared, with its wait. Rejects with a DownloadError on an error
 * answer, or with the signal's reason once it is aborted (cancel).
 */
export async function downloadWhenReady(
  url: string,
  signal: AbortSignal,
  onPreparing: (seconds: number) => void,
): Promise<void> {
  for (;;) {
    const request = new AbortController();
    const abort = () => request.abort(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    try {
      const response = await fetch(url, {
        signal: request.signal,
        credentials: 'same-origin',
        headers: { Accept: 'application/json, application/zip' },
      });
      if (response.status === 202) {
        const body: unknown = await response.json().catch(() => null);
        const seconds = waitSeconds(response.headers.get('retry-after'), body);
        onPreparing(seconds);
        await wait(seconds * 1000, signal);
        continue;
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as ErrorBody | null;
        throw new DownloadError(response.status, body?.code);
      }
      // Ready: the body is left unread (this request is ended) and the browser fetches the file.
      request.abort();
      saveFrom(url);
      return;
    } finally {
      signal.removeEventListener('abort', abort);
    }
  }
}
