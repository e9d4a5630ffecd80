/**
 * The opt-in web sources (off unless DICTIONARY_WEB_ENABLED): dictionaryapi.dev for English and
 * fr.wiktionary for French (decision 016). They have no word list, so entries() yields nothing:
 * an import looks words up (lookup, or lookupBatches for many).
 *
 * - dictionaryapi.dev: GET {DICTIONARY_API_URL}/{word}; an array of entries (word, phonetic(s),
 *   meanings by part of speech with definitions); 404 with a JSON title when the word is unknown.
 * - fr.wiktionary: the MediaWiki action API, GET {WIKTIONARY_API_URL}?action=parse&page={word}
 *   &prop=wikitext&redirects=1&format=json&formatversion=2, read by wikitext.ts. The REST
 *   definition endpoint (/api/rest_v1/page/definition) only serves en.wiktionary; action=parse
 *   works on every MediaWiki. A missing page is a 200 with error.code 'missingtitle'.
 *
 * Pacing: words in batches of 50, a 1 s delay between words (requests start at
 * least `delayMs` apart, whoever calls). Each request has a timeout (AbortSignal.timeout) and is
 * retried with exponential backoff on network errors, timeouts, 429 and 5xx (honouring a
 * Retry-After in seconds); a 404 means the word is unknown and is not retried; other statuses fail.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { DictionarySide } from '@shared/schemas/dictionary';
import type { Availability, DictionarySource, SourceEntry } from './source';
import { parseFrenchWiktionary } from './wikitext';

export const WEB_BATCH_SIZE = 50;
export const WEB_WORD_DELAY_MS = 1000;
export const WEB_MAX_SENSES = 5;

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;
const realSleep: Sleep = (ms, signal) => delay(ms, undefined, { signal });

export interface WebSourceOptions {
  /** DICTIONARY_API_URL or WIKTIONARY_API_URL. */
  baseUrl: string;
  /** Sent as User-Agent (Wikimedia asks for one that says who calls). */
  userAgent?: string;
  /** Between two requests' starts; 1 s by default. */
  delayMs?: number;
  /** Per request, body included. */
  timeoutMs?: number;
  /** Retries after the first attempt. */
  retries?: number;
  /** First retry's wait; doubled each time. */
  backoffMs?: number;
  /** Longest wait a Retry-After may impose. */
  maxRetryAfterMs?: number;
  /** Tests pass a fast one. */
  sleep?: Sleep;
  fetch?: typeof fetch;
}

/** A lookup that failed after its retries, or could not be retried. */
export class WebSourceError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'WebSourceError';
  }
}

export interface WebLookupResult {
  word: string;
  entries: SourceEntry[];
  /** Why the lookup failed; entries is then empty. */
  error: string | null;
}

const numbered = (senses: string[]): string | null =>
  senses.length === 0
    ? null
    : senses.length === 1
      ? (senses[0] as string)
      : senses.map((sense, i) => `${i + 1}. ${sense}`).join('\n');

const slashed = (ipa: string | null | undefined): string | null => {
  const text = ipa?.trim().replace(/^[/[]|[/\]]$/g, '');
  return text ? `/${text}/` : null;
};

abstract class WebSource implements DictionarySource {
  readonly name = 'web' as const;
  readonly origin = 'web' as const;
  abstract readonly side: DictionarySide;
  abstract readonly title: string;
  abstract readonly licence: string;
  protected readonly options: Required<Omit<WebSourceOptions, 'fetch' | 'sleep' | 'userAgent'>> & {
    userAgent: string;
  };
  private readonly sleep: Sleep;
  private readonly fetcher: typeof fetch;
  private lastRequestAt: number | null = null;
  /** Requests wait their turn here, so concurrent callers are paced too. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: WebSourceOptions) {
    this.options = {
      baseUrl: options.baseUrl,
      userAgent: options.userAgent ?? 'Maneno dictionary import',
      delayMs: options.delayMs ?? WEB_WORD_DELAY_MS,
      timeoutMs: options.timeoutMs ?? 10_000,
      retries: options.retries ?? 3,
      backoffMs: options.backoffMs ?? 1000,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    };
    this.sleep = options.sleep ?? realSleep;
    this.fetcher = options.fetch ?? fetch;
  }

  async availability(): Promise<Availability> {
    // Configured means usable: a check would cost a request against the service's limits.
    return { available: true, reason: null };
  }

  // eslint-disable-next-line require-yield -- no word list on the web: nothing to stream
  async *entries(): AsyncGenerator<SourceEntry> {
    return;
  }

  async lookup(word: string, signal?: AbortSignal): Promise<SourceEntry[]> {
    const wanted = word.normalize('NFC').trim();
    if (!wanted) return [];
    const body = await this.paced(() => this.get(this.url(wanted), signal), signal);
    return body === null ? [] : this.parse(wanted, body);
  }

  /**
   * Many words, WEB_BATCH_SIZE at a time (one result array per batch, so an import can store a
   * batch at once and report progress), each paced; a failed word is reported, not thrown.
   */
  async *lookupBatches(
    words: Iterable<string>,
    signal?: AbortSignal,
  ): AsyncGenerator<WebLookupResult[]> {
    let batch: WebLookupResult[] = [];
    for (const word of words) {
      signal?.throwIfAborted();
      try {
        batch.push({ word, entries: await this.lookup(word, signal), error: null });
      } catch (error) {
        if (signal?.aborted) throw error;
        batch.push({ word, entries: [], error: (error as Error).message });
      }
      if (batch.length === WEB_BATCH_SIZE) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  protected abstract url(word: string): string;
  /** The entries a 2xx body gives; null from get() (404) never gets here. */
  protected abstract parse(word: string, body: string): SourceEntry[];

  /** Runs `request` once the previous one has started at least delayMs ago. */
  private paced<T>(request: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const run = this.queue.then(async () => {
      if (this.lastRequestAt !== null) {
        const wait = this.lastRequestAt + this.options.delayMs - Date.now();
        if (wait > 0) await this.sleep(wait, signal);
      }
      this.lastRequestAt = Date.now();
    });
    this.queue = run.catch(() => undefined);
    return run.then(request);
  }

  /** The body of a 2xx answer, or null on 404; retries as the file's comment says. */
  private async get(url: string, signal?: AbortSignal): Promise<string | null> {
    const { retries, backoffMs, timeoutMs, maxRetryAfterMs } = this.options;
    for (let attempt = 0; ; attempt += 1) {
      signal?.throwIfAborted();
      let problem: string;
      let status: number | null = null;
      let retryAfterMs: number | null = null;
      try {
        const timeout = AbortSignal.timeout(timeoutMs);
        const response = await this.fetcher(url, {
          headers: { accept: 'application/json', 'user-agent': this.options.userAgent },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        status = response.status;
        const body = await response.text();
        if (response.ok) return body;
        if (response.status === 404) return null;
        if (response.status !== 429 && response.status < 500)
          throw new WebSourceError(`${url}: HTTP ${response.status}`, response.status);
        problem = `HTTP ${response.status}`;
        const retryAfter = Number(response.headers.get('retry-after'));
        if (Number.isFinite(retryAfter) && retryAfter > 0)
          retryAfterMs = Math.min(retryAfter * 1000, maxRetryAfterMs);
      } catch (error) {
        if (error instanceof WebSourceError) throw error;
        if (signal?.aborted) throw signal.reason;
        const name = (error as Error).name;
        problem =
          name === 'TimeoutError' || name === 'AbortError'
            ? `no answer within ${timeoutMs} ms`
            : `network error (${(error as Error).message})`;
      }
      if (attempt >= retries)
        throw new WebSourceError(
          `${url}: ${problem}, ${attempt + 1} attempt${attempt === 0 ? '' : 's'}`,
          status,
        );
      await this.sleep(retryAfterMs ?? backoffMs * 2 ** attempt, signal);
    }
  }
}

interface DictionaryApiEntry {
  word?: string;
  phonetic?: string;
  phonetics?: { text?: string; audio?: string }[];
  meanings?: { partOfSpeech?: string; definitions?: { definition?: string }[] }[];
}

/**
 * dictionaryapi.dev's answer as entries: one per part of speech across its entries (homographs
 * merged, senses in order), IPA preferring the American recording's transcription as CMU's is.
 */
export function parseDictionaryApi(word: string, body: unknown): SourceEntry[] {
  if (!Array.isArray(body)) return [];
  const byPart = new Map<string, { senses: string[]; pronunciation: string | null }>();
  let spelling: string | null = null;
  for (const entry of body as DictionaryApiEntry[]) {
    spelling ??= entry.word?.trim() || null;
    const us = entry.phonetics?.find((p) => p.text && /-us\.mp3$/.test(p.audio ?? ''));
    const any = entry.phonetics?.find((p) => p.text);
    const pronunciation = slashed(us?.text ?? entry.phonetic ?? any?.text);
    for (const meaning of entry.meanings ?? []) {
      const part = meaning.partOfSpeech?.trim().toLowerCase();
      if (!part) continue;
      const slot = byPart.get(part) ?? { senses: [], pronunciation };
      slot.pronunciation ??= pronunciation;
      for (const { definition } of meaning.definitions ?? [])
        if (definition?.trim()) slot.senses.push(definition.trim());
      byPart.set(part, slot);
    }
  }
  return [...byPart].map(([partOfSpeech, { senses, pronunciation }]) => ({
    word: (spelling ?? word).normalize('NFC'),
    partOfSpeech,
    definition: numbered(senses.slice(0, WEB_MAX_SENSES)),
    pronunciation,
    gender: null,
  }));
}

export class DictionaryApiSource extends WebSource {
  readonly side = 'english' as const;
  readonly title = 'Free Dictionary API (dictionaryapi.dev), from Wiktionary';
  readonly licence = 'CC BY-SA 3.0 (Wiktionary content, as the API states)';

  protected url(word: string): string {
    return `${this.options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(word)}`;
  }

  protected parse(word: string, body: string): SourceEntry[] {
    return parseDictionaryApi(word, JSON.parse(body));
  }
}

interface ParseAnswer {
  parse?: { title?: string; wikitext?: string | { '*'?: string } };
  error?: { code?: string; info?: string };
}

export class WiktionarySource extends WebSource {
  readonly side = 'french' as const;
  readonly title = 'Wiktionnaire (fr.wiktionary.org)';
  readonly licence = 'CC BY-SA 4.0 (Wiktionnaire contributors)';

  protected url(word: string): string {
    const params = new URLSearchParams({
      action: 'parse',
      page: word,
      prop: 'wikitext',
      redirects: '1',
      format: 'json',
      formatversion: '2',
    });
    return `${this.options.baseUrl}?${params}`;
  }

  protected parse(word: string, body: string): SourceEntry[] {
    const answer = JSON.parse(body) as ParseAnswer;
    if (answer.error) {
      if (answer.error.code === 'missingtitle') return [];
      throw new WebSourceError(
        `fr.wiktionary: ${answer.error.code ?? 'error'} (${answer.error.info ?? ''})`,
        null,
      );
    }
    const wikitext = answer.parse?.wikitext;
    const text = typeof wikitext === 'string' ? wikitext : (wikitext?.['*'] ?? '');
    return parseFrenchWiktionary(answer.parse?.title ?? word, text, WEB_MAX_SENSES);
  }
}
