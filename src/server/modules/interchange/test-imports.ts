import { buffer } from 'node:stream/consumers';
import { expect, vi } from 'vitest';
import yazl from 'yazl';
import type { TestContext } from '@server/test/harness';
import { send } from '@server/test/http';
import type {
  ConflictChoice,
  InterchangeFormat,
  InterchangeJob,
  InterchangePreview,
} from '@shared/schemas/interchange';

/** A zip of these files, as FLEx or a user would make it. */
export async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(files))
    zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name);
  zip.end();
  return buffer(zip.outputStream);
}

/** POST /api/interchange/preview with a file, as the import screen sends it. */
export function sendPreview(
  ctx: TestContext,
  cookie: string | null,
  file: { name: string; data: Buffer } | null,
  fields: { languageId?: number | string; format?: InterchangeFormat | string },
  language = 'fr',
) {
  return send(
    ctx.app,
    'POST',
    '/api/interchange/preview',
    cookie,
    {
      fields: Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, String(value)]),
      ),
      files: file
        ? [{ field: 'file', name: file.name, type: 'application/octet-stream', data: file.data }]
        : [],
    },
    language,
  );
}

export async function preview(
  ctx: TestContext,
  cookie: string,
  file: { name: string; data: Buffer },
  languageId: number,
  format: InterchangeFormat,
): Promise<InterchangePreview> {
  const res = await sendPreview(ctx, cookie, file, { languageId, format });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InterchangePreview>();
}

/** Runs the import of a preview to its end and answers the ended job. */
export async function importPreview(
  ctx: TestContext,
  cookie: string,
  previewId: string,
  onConflict: ConflictChoice = 'keep',
): Promise<InterchangeJob> {
  const started = await send(ctx.app, 'POST', '/api/interchange/import', cookie, {
    previewId,
    onConflict,
  });
  expect(started.statusCode, started.body).toBe(202);
  const { jobId } = started.json<{ jobId: string }>();
  return waitForJob(ctx, cookie, jobId);
}

export async function waitForJob(
  ctx: TestContext,
  cookie: string,
  jobId: string,
  until: (job: InterchangeJob) => boolean = (job) => !['queued', 'running'].includes(job.status),
): Promise<InterchangeJob> {
  let job: InterchangeJob | undefined;
  await vi.waitFor(
    async () => {
      const res = await send(ctx.app, 'GET', `/api/interchange/jobs/${jobId}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      job = res.json<InterchangeJob>();
      expect(until(job), JSON.stringify(job)).toBe(true);
    },
    { timeout: 60_000, interval: 50 },
  );
  return job!;
}

/** The report of an ended import as rows of cells (header first), its BOM dropped. */
export async function reportOf(ctx: TestContext, cookie: string, job: InterchangeJob) {
  const res = await send(ctx.app, 'GET', job.reportUrl!, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const { parse } = await import('csv-parse/sync');
  return parse(res.body.replace(/^\uFEFF/u, '')) as string[][];
}
