import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { wavTone } from '@server/test/audio-fixtures';
import { LocalStorage } from './local-storage';
import { holdRemovals } from './removal-hold';
import { removeQuietly } from './uploads';

it('keeps removed files while a backup holds removals, and removes them when it lets go', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'maneno-hold-'));
  try {
    const storage = new LocalStorage(dir);
    const log = { warn: () => {} } as unknown as FastifyBaseLogger;
    const deps = { storage, log };
    const a = await storage.put(wavTone(), 'audio/wav', 'wav');
    const b = await storage.put(wavTone(), 'audio/wav', 'wav');
    const first = holdRemovals(storage);
    const second = holdRemovals(storage);
    await removeQuietly(deps, [a.url, null]);
    expect((await readdir(storage.directory)).sort()).toEqual([a.key, b.key].sort());
    // Two backups: the files stay until both are done.
    expect(first()).toEqual([]);
    expect(first()).toEqual([]);
    await removeQuietly(deps, second());
    expect(await readdir(storage.directory)).toEqual([b.key]);
    await removeQuietly(deps, [b.url]);
    expect(await readdir(storage.directory)).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
