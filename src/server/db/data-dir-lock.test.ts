import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, PID_FILE, type DataDirLock } from './data-dir-lock';

const scratch = mkdtempSync(join(tmpdir(), 'maneno-lock-'));
let dirs = 0;
const newDir = () => join(scratch, `data-${++dirs}`);
const held: DataDirLock[] = [];
const lock = (dir: string) => {
  const taken = lockDataDir(dir);
  held.push(taken);
  return taken;
};
const owner = (dir: string) => JSON.parse(readFileSync(join(dir, PID_FILE), 'utf8'));

/** Another process holding the directory: a child that takes the lock and waits. */
async function holder(dir: string) {
  const module = new URL('./data-dir-lock.ts', import.meta.url).pathname;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(module)});
       lockDataDir(process.argv[1]);
       console.log('locked');
       setInterval(() => {}, 60_000);`,
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  await new Promise<void>((done, fail) => {
    let output = '';
    child.stdout.on('data', (d) => (output += d) && output.includes('locked') && done());
    child.stderr.on('data', (d) => (output += d));
    void exited.then(() => fail(new Error(`the holder exited:\n${output}`)));
  });
  return { child, exited };
}

/** Sets every file of the directory an hour back: an age-based lock would call them stale. */
function ageEverything(dir: string) {
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const name of readdirSync(dir)) utimesSync(join(dir, name), hourAgo, hourAgo);
}

afterEach(() => {
  for (const taken of held.splice(0)) taken.release();
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('data directory lock', () => {
  it('is never taken from a living process, even a stopped one, and is free the moment it dies', async () => {
    const dir = newDir();
    const { child, exited } = await holder(dir);
    try {
      child.kill('SIGSTOP');
      ageEverything(dir);
      expect(() => lock(dir)).toThrow(DataDirLockedError);
      expect(() => lock(dir)).toThrow(
        new RegExp(
          `Another Maneno process is already using the data directory .*\\(process ${child.pid} on `,
        ),
      );
      child.kill('SIGKILL');
      await exited;
      lock(dir);
      expect(owner(dir)).toMatchObject({ pid: process.pid, host: hostname() });
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);

  it('refuses a second holder in the same process, and is free again once released', () => {
    const dir = newDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    first.release();
    expect(readFileSync(join(dir, PID_FILE), 'utf8')).toBe('');
    lock(dir);
  });

  it('takes over a pid file left by a process that is gone, or whose pid another process now has', async () => {
    const dir = newDir();
    mkdirSync(dir);
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => gone.on('exit', done));
    const left = { pid: gone.pid, host: hostname(), started: '2020-01-01T00:00:00.000Z' };
    writeFileSync(join(dir, PID_FILE), JSON.stringify(left));
    lock(dir).release();

    // The parent process is alive, but it is not the process that wrote this pid file.
    const reused = { ...left, pid: process.ppid, startTicks: '1' };
    writeFileSync(join(dir, PID_FILE), JSON.stringify(reused));
    lock(dir);
    expect(owner(dir)).toMatchObject({ pid: process.pid });
  });

  it('respects a pid file naming a living process on this host where the kernel lock is free', async () => {
    const busy = newDir();
    const { child, exited } = await holder(busy);
    try {
      // A copy of its pid file where no kernel lock is held: a filesystem that does not lock.
      const copy = newDir();
      mkdirSync(copy);
      writeFileSync(join(copy, PID_FILE), readFileSync(join(busy, PID_FILE)));
      expect(() => lock(copy)).toThrow(new RegExp(`\\(process ${child.pid} on `));
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  }, 30_000);

  it('sees its loss when its pid file is removed, replaced or names another process', () => {
    const foreign = JSON.stringify({ pid: 1, host: 'elsewhere', started: 'then' });
    for (const lose of [
      (path: string) => unlinkSync(path),
      (path: string) => {
        unlinkSync(path);
        writeFileSync(path, '');
      },
      (path: string) => writeFileSync(path, foreign),
    ]) {
      const dir = newDir();
      const taken = lock(dir);
      const seen: string[] = [];
      taken.onLost((reason) => seen.push(reason));
      expect(taken.lostReason()).toBeUndefined();
      lose(join(dir, PID_FILE));
      expect(taken.lostReason()).toContain(PID_FILE);
      expect(seen).toEqual([taken.lostReason()]);
      taken.release();
    }
    // Released after its loss, it leaves the other process's pid file as it is.
    expect(readFileSync(join(scratch, `data-${dirs}`, PID_FILE), 'utf8')).toBe(foreign);
  });

  it('waits for a running older version (its lock directory fresh) and clears one left behind', () => {
    const dir = newDir();
    mkdirSync(join(dir, 'maneno.lock'), { recursive: true });
    expect(() => lock(dir)).toThrow(DataDirLockedError);
    ageEverything(dir);
    lock(dir);
    expect(existsSync(join(dir, 'maneno.lock'))).toBe(false);
  });
});
