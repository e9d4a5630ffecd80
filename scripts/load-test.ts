/**
 * The benches' load: autocannon in a child process, so that the load generator never shares the
 * server's thread (the server may live in the bench's own process), cycling through `paths`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadOptions {
  connections: number;
  durationS: number;
  /** Sent with every request (Accept-Encoding, as a browser would, for pages). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  rps: number;
  /** Milliseconds, from every response's time (autocannon's summary has no p95). */
  latency: { p50: number; p95: number; p99: number };
  /** Bytes per second received. */
  throughput: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  total: number;
}

export async function runLoad(
  base: string,
  paths: string[],
  { connections, durationS, headers = {} }: LoadOptions,
): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'maneno-load-'));
  const autocannonPath = createRequire(import.meta.url).resolve('autocannon');
  const script = join(dir, 'load.mjs');
  writeFileSync(join(dir, 'paths.json'), JSON.stringify(paths));
  writeFileSync(
    script,
    `import { readFileSync } from 'node:fs';
const { default: autocannon } = await import(${JSON.stringify(autocannonPath)});
const paths = JSON.parse(readFileSync(${JSON.stringify(join(dir, 'paths.json'))}, 'utf8'));
let next = 0;
const times = [];
const result = await new Promise((resolve, reject) => {
  const instance = autocannon({
    url: ${JSON.stringify(base)}, connections: ${connections}, duration: ${durationS},
    headers: ${JSON.stringify(headers)},
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  }, (error, summary) => (error ? reject(error) : resolve(summary)));
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
});
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
process.stdout.write(JSON.stringify({ rps: result.requests.average,
  latency: { p50: at(50), p95: at(95), p99: at(99) }, throughput: result.throughput.average,
  non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts,
  total: result.requests.total }));`,
  );
  // Asynchronous: the server answering it may live in this process.
  const child = spawn(process.execPath, [script]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  rmSync(dir, { recursive: true, force: true });
  if (status !== 0) throw new Error(`autocannon failed: ${stderr.slice(0, 500)}`);
  const result = JSON.parse(stdout) as LoadResult;
  if (result.non2xx || result.errors || result.timeouts) {
    console.log(
      `  ! ${connections} connections: non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
  }
  return result;
}
