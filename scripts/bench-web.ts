/**
 * `npm run bench:web`: Lighthouse (mobile preset: a mid-range phone on a slow 4G connection,
 * simulated) on the public pages of the built app, served with a fresh demo database, in the
 * system Chromium. Prints the performance, accessibility, best-practices and SEO scores and the
 * JavaScript each page loads (as sent, and gzipped), against the targets of the public-site issue.
 * Options (env): CHROME_PATH (/usr/bin/chromium), BENCH_WEB_RUNS (1; the median score is kept).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from './build-if-stale.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 0, seo: 95 };
const JS_BUDGET_KB = 150; // kB of 1000 bytes, as e2e/public/home.spec.ts checks it
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'maneno-bench-web-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production requires the site's address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The scripts a page loaded: bytes as sent (our server sends brotli) and gzipped at level 9. */
async function scriptWeight(items: NetworkItem[]) {
  const scripts = items.filter((i) => i.resourceType === 'Script');
  let sent = 0;
  let gzipped = 0;
  for (const script of scripts) {
    sent += script.transferSize ?? 0;
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { count: scripts.length, sentKb: sent / 1000, gzipKb: gzipped / 1000 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function audit(url: string, port: number) {
  const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    runs.push(result.lhr);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      median(runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100))),
    ]),
  ) as Record<(typeof CATEGORIES)[number], number>;
  const last = runs.at(-1)!;
  const network =
    (last.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    [];
  const metric = (id: string) => last.audits[id]?.displayValue ?? '?';
  const failed = CATEGORIES.flatMap((c) =>
    (last.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (last.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${last.audits[ref.id]?.title}`),
  );
  return {
    scores,
    js: await scriptWeight(network),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    failed,
  };
}

async function main() {
  buildIfStale();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const words = (await (await fetch(`${server.base}/api/words/paginated?limit=10`)).json()) as {
      data: { localWord: { localWord: string } }[];
    };
    const word = words.data[0]?.localWord.localWord ?? 'maji';
    const pages = [
      ['/', `${server.base}/`],
      ['/browse?q=mbwa', `${server.base}/browse?q=mbwa`],
      [`/word/${word}`, `${server.base}/word/${encodeURIComponent(word)}`],
    ] as const;
    console.log(
      `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile preset, ${CHROME}\n`,
    );
    console.log(
      `${'page'.padEnd(18)}${CATEGORIES.map((c) => c.padEnd(16)).join('')}JS (sent / gzip)`,
    );
    let ok = true;
    for (const [label, url] of pages) {
      const { scores, js, metrics, failed } = await audit(url, chrome.port);
      const cells = CATEGORIES.map((c) => {
        const pass = scores[c] >= TARGETS[c];
        ok &&= pass;
        return `${scores[c]}${TARGETS[c] ? ` (>=${TARGETS[c]})` : ''}${pass ? '' : ' MISS'}`.padEnd(
          16,
        );
      });
      const jsOk = label !== '/' || js.gzipKb <= JS_BUDGET_KB;
      ok &&= jsOk;
      console.log(
        `${label.padEnd(18)}${cells.join('')}${js.sentKb.toFixed(1)} / ${js.gzipKb.toFixed(1)} KB in ${js.count} files${label === '/' ? ` (budget ${JS_BUDGET_KB} KB gzip${jsOk ? '' : ' MISS'})` : ''}`,
      );
      console.log(`${''.padEnd(18)}${metrics}`);
      for (const f of failed) console.log(`${''.padEnd(18)}below 90: ${f}`);
    }
    console.log(ok ? '\nAll targets met.' : '\nSome targets missed.');
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
