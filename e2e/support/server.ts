/**
 * One server per Playwright worker, on a data directory copied from the run's template, so that
 * workers never share data or sessions. The global setup writes the template; the worker fixture
 * in fixtures.ts starts and stops the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_PATH, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD } from '../test-env';

/** Where the run keeps its template, the workers' copies and their servers' process ids. */
export const runRoot = () => {
  const root = process.env.MANENO_E2E_ROOT;
  if (!root) throw new Error('MANENO_E2E_ROOT is unset: run the journeys through Playwright.');
  return root;
};
export const templateDir = (root: string) => join(root, 'template');
const pidsDir = (root: string) => join(root, 'pids');

export interface WorkerServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** Resolves once the server says it listens (its banner), rejects if it exits first. */
function ready(child: ChildProcess, port: number) {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(' is ready at ')) return;
      child.stdout!.off('data', onData);
      // From now on the request log is read and dropped, so the pipe never fills.
      child.stdout!.resume();
      child.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null) =>
      reject(new Error(`The e2e server on port ${port} exited (${code}) before it was ready.`));
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Copies the template to a fresh directory and serves it on `port` until `stop` is called. */
export async function startWorkerServer(port: number, name: string): Promise<WorkerServer> {
  const root = runRoot();
  const dataDir = join(root, name);
  cpSync(templateDir(root), dataDir, { recursive: true });
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PATH,
      SUPERADMIN_EMAIL,
      SUPERADMIN_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // An interrupted run must not leave the server behind: killed with its worker, or else by the
  // global teardown, which kills every process id left in this folder.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  mkdirSync(pidsDir(root), { recursive: true });
  const pidFile = join(pidsDir(root), String(child.pid));
  writeFileSync(pidFile, name);

  const baseURL = `http://127.0.0.1:${port}`;
  await ready(child, port);
  const health = await fetch(`${baseURL}/api/health`);
  if (!health.ok) throw new Error(`${baseURL}/api/health answered ${health.status}.`);

  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      process.off('exit', kill);
      rmSync(pidFile, { force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Kills the servers whose workers could not stop them, then removes the run's directory. */
export function cleanUpRun(root: string) {
  let pids: string[] = [];
  try {
    pids = readdirSync(pidsDir(root));
  } catch {
    // no server was started
  }
  for (const pid of pids) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(root, { recursive: true, force: true });
}
