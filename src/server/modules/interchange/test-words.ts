import { expect } from 'vitest';
import type { TestContext } from '@server/test/harness';
import { send, type FormBody } from '@server/test/http';
import type { WordEntry } from '@shared/schemas/words';

/** POST /api/words as the word form sends it (lists as JSON strings); the word must be made. */
export async function createWordThroughApi(
  ctx: TestContext,
  cookie: string,
  fields: Record<string, unknown>,
  files: FormBody['files'] = [],
): Promise<WordEntry> {
  const res = await send(ctx.app, 'POST', '/api/words', cookie, {
    fields: Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
    files,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WordEntry>();
}
