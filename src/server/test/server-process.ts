import { spawn } from 'node:child_process';
import { isBuildFresh } from '../../../scripts/build-if-stale.mjs';
import { bundledEntry } from './entry-bundle';

let buildFresh: boolean | undefined;
/** Decided once per test file: the check walks every source file. */
const useBuildDefault = () => (buildFresh ??= isBuildFresh());

export interface ServerProcess {
  child: ReturnType<typeof spawn>;
  /** The address it listens at, once it printed its banner. */
  ready: Promise<string>;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * Runs the real entry point as `npm start` does: the built bundle when `dist/` is a build of the
 * current sources (as `npm start` and the journeys decide), else a bundle of the sources made
 * for this test process the same way (entry-bundle.ts; tsx would compile them again at every
 * start). Listens on a free port of 127.0.0.1.
 */
export function startServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  { useBuild = useBuildDefault() } = {},
): ServerProcess {
  const args = [useBuild ? 'dist/server/index.js' : bundledEntry('src/server/index.ts')];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Empty is unset, and keeps a developer's .env from setting it.
      PUBLIC_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 45_000);
    child.stdout!.on('data', () => {
      const match = /is ready at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited before ready:\n${output}`));
    });
  });
  ready.catch(() => {}); // awaited only by the callers that expect a start
  return { child, ready, exited, output: () => output };
}
