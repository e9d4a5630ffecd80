import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from '@server/app';
import { send } from '@server/test/http';
import type { JobStatus } from '@shared/schemas/dictionary';

/** Polls a job status route until its job is neither queued nor running. */
export async function waitForJob(app: App, url: string, cookie: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await send(app, 'GET', url, cookie);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const status = res.json() as JobStatus;
    if (status.jobId !== null && !status.isImporting) return status;
    if (Date.now() > deadline)
      throw new Error(`${url}: still ${status.state} after ${timeoutMs} ms`);
    await sleep(25);
  }
}
