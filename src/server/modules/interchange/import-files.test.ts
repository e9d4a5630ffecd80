import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { interchangeImports } from '@server/db/schema/imports';
import { sweepLeftovers } from '@server/maintenance/leftover-sweep';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import { newWorkKey } from '@server/storage/work-files';
import { PREVIEW_TTL_MS, REPORT_TTL_MS, sweepWorkFiles } from './import.service';
import { importPreview, preview, sendPreview } from './test-imports';

const FIXTURE = new URL('./lift/fixtures/flex-swahili.lift', import.meta.url);
const quiet = { info() {}, warn() {}, error() {}, child: () => quiet } as never;

describeWithApp('sweeping imports', (ctx) => {
  const deps = () => ({ db: ctx.database.db, workFiles: ctx.app.workFiles, log: quiet });
  const exists = async (key: string) => (await ctx.app.workFiles.open(key)) !== null;

  it('drops a preview nobody imported after a day, with its upload, and an ended import’s report after 30 days', async () => {
    const editor = await ctx.as('editor');
    const language = await buildLanguage(ctx.database.db, { name: 'Kiswahili', code: 'sw' });
    const file = { name: 'swahili.lift', data: await readFile(FIXTURE) };
    const waiting = await preview(ctx, editor, file, language.id, 'lift');
    const imported = await preview(ctx, editor, file, language.id, 'lift');
    const uploadOf = async (id: string) =>
      (
        await ctx.database.db
          .select({ key: interchangeImports.uploadKey })
          .from(interchangeImports)
          .where(eq(interchangeImports.id, id))
      )[0]?.key ?? null;
    const waitingUpload = (await uploadOf(waiting.previewId))!;
    const importedUpload = (await uploadOf(imported.previewId))!;
    const job = await importPreview(ctx, editor, imported.previewId);
    // The job drops its upload once it has ended; the preview keeps its own.
    await vi.waitFor(async () => expect(await exists(importedUpload)).toBe(false));
    expect(await exists(waitingUpload)).toBe(true);

    // A day later, only the preview is gone; its upload with it.
    expect(await sweepWorkFiles(deps(), Date.now() + PREVIEW_TTL_MS + 1000)).toContain(
      waitingUpload,
    );
    expect(await exists(waitingUpload)).toBe(false);
    const start = await send(ctx.app, 'POST', '/api/interchange/import', editor, {
      previewId: waiting.previewId,
    });
    expect(start.statusCode).toBe(404);
    const report = await send(ctx.app, 'GET', job.reportUrl!, editor);
    expect(report.statusCode).toBe(200);

    // Thirty days on, the ended import and its report are gone too.
    await sweepWorkFiles(deps(), Date.now() + REPORT_TTL_MS + 1000);
    expect((await send(ctx.app, 'GET', job.reportUrl!, editor)).statusCode).toBe(404);
  });

  it('removes an upload no import names once it is an hour old, and keeps a younger one', async () => {
    const orphan = newWorkKey('imports', 'zip');
    await ctx.app.workFiles.save(orphan, Readable.from([Buffer.from('PK')]), 'application/zip');
    expect(await sweepWorkFiles(deps())).not.toContain(orphan);
    expect(await exists(orphan)).toBe(true);
    const removed = await sweepWorkFiles(deps(), Date.now() + 3_600_000 + 1000);
    expect(removed).toContain(orphan);
    expect(await exists(orphan)).toBe(false);
  });

  it('removes a built export no language names once it is an hour old', async () => {
    const stale = newWorkKey('exports', 'zip');
    await ctx.app.workFiles.save(stale, Readable.from([Buffer.from('PK')]), 'application/zip');
    expect(await sweepWorkFiles(deps())).not.toContain(stale);
    expect(await sweepWorkFiles(deps(), Date.now() + 3_600_000 + 1000)).toContain(stale);
    expect(await exists(stale)).toBe(false);
  });

  it('runs with the leftover sweep, which reports what it removed', async () => {
    const report = await sweepLeftovers({
      database: ctx.database,
      storage: ctx.app.storage,
      workFiles: ctx.app.workFiles,
      dataDir: ctx.env.DATA_DIR,
      log: quiet,
    });
    expect(report.workFiles).toBeInstanceOf(Array);
    expect(report.workFiles!.every((key) => key.startsWith('imports/'))).toBe(true);
  });
});

describeWithApp(
  'an upload larger than an import may be',
  (ctx) => {
    it('is refused with 413 and its message, and nothing of it is kept', async () => {
      const editor = await ctx.as('editor');
      const language = await buildLanguage(ctx.database.db, { name: 'Kiswahili', code: 'sw' });
      const before = [];
      for await (const file of ctx.app.workFiles.list('imports')) before.push(file.key);
      const res = await sendPreview(
        ctx,
        editor,
        { name: 'big.lift', data: Buffer.alloc(1024 * 1024 + 10, 0x20) },
        { languageId: language.id, format: 'lift' },
      );
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: "Ce fichier dépasse la taille maximale d'un import (1 Mo).",
      });
      const kept = [];
      for await (const file of ctx.app.workFiles.list('imports')) kept.push(file.key);
      expect(kept).toEqual(before);
      expect(
        (await ctx.app.workFiles.removeUnfinished(Date.now() + 1000)).filter((k) =>
          k.startsWith('imports/'),
        ),
      ).toEqual([]);
    });
  },
  { IMPORT_MAX_MB: '1' },
);
