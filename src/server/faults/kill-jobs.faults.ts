import { mkdirSync, readdirSync, watch } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobStatus } from '@shared/schemas/dictionary';
import { wavTone } from '../test/audio-fixtures';
import { Api, faultDatabaseKinds, openFaultSite, sweepStoppedSite, until } from './fault-helpers';

describe.each(faultDatabaseKinds)('kill -9 during a job (%s)', (kind) => {
  let site: Awaited<ReturnType<typeof openFaultSite>>;
  const api = new Api('');
  const restart = async () => {
    await site.kill();
    api.url = (await site.start()).url;
  };

  beforeAll(async () => {
    site = await openFaultSite(kind, 'jobs');
    api.url = (await site.start()).url;
    await api.signIn();
  });
  afterAll(() => site?.close());

  it('a backup killed mid-way lists no archive, leaves nothing after the sweep, and the next one works', async () => {
    // Enough rows and files that the backup lasts longer than a kill takes to land.
    const language = await api.json('POST', '/api/languages', { name: 'Lingala' });
    const languageId = String(((await language.json()) as { id: number }).id);
    for (let i = 0; i < 30; i++) {
      const res = await api.multipart(
        'POST',
        '/api/words',
        { languageId, localWord: `b${i}`, frenchWord: `bf${i}` },
        [{ field: 'audio1', name: 'a.wav', type: 'audio/wav', data: wavTone(0.5, 300 + i) }],
      );
      expect(res.status).toBe(201);
    }

    const backups = join(site.dataDir, 'backups');
    mkdirSync(backups, { recursive: true });
    // Killed at the moment its first file appears: the spool of the snapshot's rows.
    const seen: string[] = [];
    const watcher = watch(backups, (_event, name) => {
      if (name && /^\.spool-|\.partial$/.test(name) && seen.length === 0) {
        seen.push(name);
        void site.kill();
      }
    });
    const answer = await api
      .fetch('/api/backup/database', { method: 'POST' })
      .then((res) => res.status)
      .catch(() => 'no answer');
    watcher.close();
    expect(seen.length, 'the backup was under way').toBe(1);
    expect(answer).toBe('no answer');
    await restart();

    const archives = () => readdirSync(backups).filter((name) => name.endsWith('.tar.gz'));
    expect(archives()).toEqual([]);
    // Young leftovers are kept (the one-hour rule); an hour later the sweep removes them.
    await site.kill();
    const swept = await sweepStoppedSite(site.dataDir, site.databaseUrl);
    console.log(
      `faults (${kind}): the killed backup left ${swept.before.join(', ')}; ` +
        `after the sweep: ${swept.after.length} leftovers`,
    );
    expect(swept.before.length).toBeGreaterThan(0);
    expect(swept.after).toEqual([]);
    expect(swept.missing).toEqual([]);
    api.url = (await site.start()).url;

    const again = await api.fetch('/api/backup/database', { method: 'POST' });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(archives()).toHaveLength(1);
  });

  it('an import killed mid-way is resumed or reported as interrupted', async () => {
    const started = await api.json('POST', '/api/dictionary/french/import-background', {
      maxWords: 5000,
      sources: ['dictd'],
    });
    expect(started.status, await started.clone().text()).toBe(202);
    const status = async () =>
      (await (
        await api.fetch('/api/dictionary/import-status/french', {
          headers: { 'accept-language': 'en' },
        })
      ).json()) as JobStatus;
    const before = await until('some words imported', async () => {
      const now = await status();
      return now.imported > 0 ? now : undefined;
    });
    expect(before.state).toBe('running');
    await restart();

    // PGlite: start-up hands the dead process's job back at once. PostgreSQL: another instance
    // may still be running it, so pg-boss waits for its heartbeat to lapse (30 s) first.
    const after = await until(
      'the job resumed or reported',
      async () => {
        const now = await status();
        return now.message ? now : undefined;
      },
      kind === 'pglite' ? 20_000 : 90_000,
    );
    expect(after.jobId).toBe(before.jobId);
    if (after.state === 'interrupted') expect(after.message).toBeTruthy();
    else expect(after.message).toBe('Resumed after an interruption.');
    expect(after.imported).toBeGreaterThanOrEqual(before.imported);
  }, 180_000);
});
