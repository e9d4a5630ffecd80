import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DictionaryApiSource,
  parseDictionaryApi,
  type Sleep,
  WEB_BATCH_SIZE,
  WebSourceError,
  WiktionarySource,
} from './web-sources';
import { parseFrenchWiktionary, wikitextToText } from './wikitext';

/** Response bodies in the services' own formats, written by hand (this machine has no internet). */
const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8');

interface Reply {
  status: number;
  body: string;
  /** Answer this late (the timeout tests). */
  delayMs?: number;
  headers?: Record<string, string>;
}

/**
 * A local server that replays bodies: per request path (with query), a queue of replies, the last
 * one repeated; every request is recorded.
 */
class ReplayServer {
  private server: Server | null = null;
  private replies = new Map<string, Reply[]>();
  requests: { url: string; userAgent: string | undefined }[] = [];
  url = '';

  async start() {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const url = request.url ?? '';
      this.requests.push({ url, userAgent: request.headers['user-agent'] });
      const queue = this.replies.get(url) ?? [];
      const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
        status: 404,
        body: fixture('dictionaryapi-not-found'),
      };
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status, {
          'content-type': 'application/json; charset=utf-8',
          ...reply.headers,
        });
        response.end(reply.body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  reply(path: string, ...replies: Reply[]) {
    this.replies.set(path, replies);
  }

  reset() {
    this.replies.clear();
    this.requests = [];
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const server = new ReplayServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => server.reset());

/** Records the waits instead of waiting. */
function fakeSleep(): Sleep & { waits: number[] } {
  const waits: number[] = [];
  const sleep = async (ms: number, signal?: AbortSignal) => {
    signal?.throwIfAborted();
    waits.push(ms);
  };
  return Object.assign(sleep, { waits });
}

const WATER = '/api/v2/entries/en/water';
const EAU =
  '/w/api.php?action=parse&page=eau&prop=wikitext&redirects=1&format=json&formatversion=2';

function english(options: Partial<ConstructorParameters<typeof DictionaryApiSource>[0]> = {}) {
  const sleep = fakeSleep();
  const source = new DictionaryApiSource({
    baseUrl: `${server.url}/api/v2/entries/en`,
    sleep,
    userAgent: 'Maneno test',
    ...options,
  });
  return { source, sleep };
}

describe('dictionaryapi.dev through a replay server', () => {
  it('reads water: parts of speech, senses in order (five at most), the American IPA', async () => {
    server.reply(WATER, { status: 200, body: fixture('dictionaryapi-water') });
    const { source } = english();
    const entries = await source.lookup('water');
    expect(entries.map((e) => [e.word, e.partOfSpeech, e.pronunciation])).toEqual([
      ['water', 'noun', '/ˈwɔtɚ/'],
      ['water', 'verb', '/ˈwɔtɚ/'],
    ]);
    expect(entries[0]?.definition).toMatch(
      /^1\. A substance \(of molecular formula H₂O\) found at room temperature/,
    );
    expect(entries[0]?.definition?.split('\n')).toHaveLength(5);
    expect(entries[1]?.definition).toMatch(
      /^1\. To pour water into the soil surrounding \(plants\)\.\n2\. /,
    );
    expect(server.requests).toEqual([{ url: WATER, userAgent: 'Maneno test' }]);
    expect(source).toMatchObject({ name: 'web', origin: 'web', side: 'english' });
    expect(await source.availability()).toEqual({ available: true, reason: null });
  });

  it('takes a 404 as an unknown word, without retrying', async () => {
    const { source, sleep } = english();
    expect(await source.lookup('qwxzzy')).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(sleep.waits).toEqual([]);
  });

  it('retries after a 503, with exponential backoff', async () => {
    server.reply(
      WATER,
      { status: 503, body: '<html>Service Unavailable</html>' },
      { status: 502, body: 'Bad gateway' },
      { status: 200, body: fixture('dictionaryapi-water') },
    );
    const { source, sleep } = english({ backoffMs: 100 });
    expect(await source.lookup('water')).toHaveLength(2);
    expect(server.requests).toHaveLength(3);
    expect(sleep.waits).toEqual([100, 200]);
  });

  it('waits as a 429 says, and gives up after its retries', async () => {
    server.reply(WATER, { status: 429, body: '{}', headers: { 'retry-after': '3' } });
    const { source, sleep } = english({ retries: 2 });
    const failure = source.lookup('water');
    await expect(failure).rejects.toBeInstanceOf(WebSourceError);
    await expect(failure).rejects.toThrow(/HTTP 429, 3 attempts$/);
    expect(sleep.waits).toEqual([3000, 3000]);
    expect(server.requests).toHaveLength(3);
  });

  it('times a slow answer out, retries, and takes the next one', async () => {
    server.reply(
      WATER,
      { status: 200, body: fixture('dictionaryapi-water'), delayMs: 1000 },
      { status: 200, body: fixture('dictionaryapi-water') },
    );
    const { source, sleep } = english({ timeoutMs: 100, backoffMs: 10 });
    const started = Date.now();
    expect(await source.lookup('water')).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(900);
    expect(sleep.waits).toEqual([10]);
    expect(server.requests).toHaveLength(2);
  });

  it('says so when every attempt times out', async () => {
    server.reply(WATER, { status: 200, body: '[]', delayMs: 1000 });
    const { source } = english({ timeoutMs: 50, retries: 1 });
    await expect(source.lookup('water')).rejects.toThrow(/no answer within 50 ms, 2 attempts$/);
  });

  it('retries network errors, and does not retry other client errors', async () => {
    const refused = english({ baseUrl: 'http://127.0.0.1:9/api', retries: 1 });
    await expect(refused.source.lookup('water')).rejects.toThrow(/network error .*2 attempts$/);
    expect(refused.sleep.waits).toEqual([1000]);
    server.reply(WATER, { status: 400, body: '{}' });
    const { source, sleep } = english();
    await expect(source.lookup('water')).rejects.toThrow(/HTTP 400$/);
    expect(sleep.waits).toEqual([]);
  });

  it('paces words a second apart and gives them in batches of 50', async () => {
    server.reply(WATER, { status: 200, body: fixture('dictionaryapi-water') });
    const { source, sleep } = english();
    const words = Array.from({ length: 120 }, (_, i) => (i === 7 ? 'water' : `word${i}`));
    const batches: number[] = [];
    let found = 0;
    for await (const batch of source.lookupBatches(words)) {
      batches.push(batch.length);
      found += batch.filter((r) => r.entries.length > 0).length;
      expect(batch.every((r) => r.error === null)).toBe(true);
    }
    expect(batches).toEqual([WEB_BATCH_SIZE, WEB_BATCH_SIZE, 20]);
    expect(found).toBe(1);
    // One wait before every word but the first, of what is left of the second.
    expect(sleep.waits).toHaveLength(119);
    expect(sleep.waits.every((ms) => ms > 500 && ms <= 1000)).toBe(true);
  });

  it('reports a failed word in its batch and goes on', async () => {
    server.reply('/api/v2/entries/en/broken', { status: 500, body: 'oops' });
    server.reply(WATER, { status: 200, body: fixture('dictionaryapi-water') });
    const { source } = english({ retries: 0, delayMs: 0 });
    const batches = [];
    for await (const batch of source.lookupBatches(['broken', 'water'])) batches.push(batch);
    const [batch] = batches;
    expect(batch?.map((r) => [r.word, r.entries.length, r.error])).toEqual([
      ['broken', 0, expect.stringMatching(/HTTP 500, 1 attempt$/)],
      ['water', 2, null],
    ]);
  });

  it('stops waiting when aborted', async () => {
    server.reply(WATER, { status: 503, body: '' });
    const source = new DictionaryApiSource({ baseUrl: `${server.url}/api/v2/entries/en` });
    const controller = new AbortController();
    const lookup = source.lookup('water', controller.signal);
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    await expect(lookup).rejects.toThrow(/abort/i);
    expect(Date.now() - started).toBeLessThan(900); // the 1 s backoff was cut short
  });

  it('merges homographs by part of speech', () => {
    const entries = parseDictionaryApi('bear', [
      {
        word: 'bear',
        phonetics: [{ text: '/bɛə/', audio: '' }],
        meanings: [{ partOfSpeech: 'noun', definitions: [{ definition: 'A large mammal.' }] }],
      },
      {
        word: 'bear',
        meanings: [
          { partOfSpeech: 'verb', definitions: [{ definition: 'To carry.' }] },
          { partOfSpeech: 'noun', definitions: [{ definition: 'A pessimistic investor.' }] },
        ],
      },
    ]);
    expect(entries).toEqual([
      {
        word: 'bear',
        partOfSpeech: 'noun',
        definition: '1. A large mammal.\n2. A pessimistic investor.',
        pronunciation: '/bɛə/',
        gender: null,
      },
      {
        word: 'bear',
        partOfSpeech: 'verb',
        definition: 'To carry.',
        pronunciation: null,
        gender: null,
      },
    ]);
    expect(parseDictionaryApi('x', { title: 'No Definitions Found' })).toEqual([]);
  });
});

describe('fr.wiktionary through a replay server', () => {
  const french = (sleep = fakeSleep()) =>
    new WiktionarySource({ baseUrl: `${server.url}/w/api.php`, sleep });

  it('reads eau: nom, féminin, /o/, its first five definitions without examples', async () => {
    server.reply(EAU, { status: 200, body: fixture('wiktionary-eau') });
    const entries = await french().lookup('eau');
    expect(entries).toEqual([
      {
        word: 'eau',
        partOfSpeech: 'nom',
        pronunciation: '/o/',
        gender: 'f',
        definition: [
          '1. Liquide incolore, inodore et insipide, composé de molécules formées d’un atome d’oxygène et de deux atomes d’hydrogène.',
          '2. (Souvent au pluriel) Étendue d’eau : mer, lac, rivière.',
          '3. (Figuré) Sueur, larmes ou autre liquide sécrété par le corps.',
          '4. (Chimie) Solution aqueuse.',
          '5. Transparence et éclat d’une pierre précieuse.',
        ].join('\n'),
      },
    ]);
    expect(server.requests.map((r) => r.url)).toEqual([EAU]);
  });

  it('takes a missing page as an unknown word', async () => {
    const path =
      '/w/api.php?action=parse&page=qwxzzy&prop=wikitext&redirects=1&format=json&formatversion=2';
    server.reply(path, { status: 200, body: fixture('wiktionary-missing') });
    expect(await french().lookup('qwxzzy')).toEqual([]);
  });

  it('retries after a 503', async () => {
    server.reply(
      EAU,
      { status: 503, body: 'Our servers are currently under maintenance' },
      { status: 200, body: fixture('wiktionary-eau') },
    );
    const sleep = fakeSleep();
    expect(await french(sleep).lookup('eau')).toHaveLength(1);
    expect(sleep.waits).toEqual([1000]);
  });

  it('renders definitions as text', () => {
    expect(wikitextToText("[[chat|Chat]] {{term|Familier}} d’'''eau'''<ref>x</ref>.")).toBe(
      'Chat (Familier) d’eau.',
    );
    expect(wikitextToText('{{lexique|cuisine|fr}} {{w|Paris}} {{ébauche-déf|fr}}')).toBe(
      '(Cuisine) Paris',
    );
    expect(
      parseFrenchWiktionary('chat', '== {{langue|en}} ==\n=== {{S|nom|en}} ===\n# x', 5),
    ).toEqual([]);
  });
});
