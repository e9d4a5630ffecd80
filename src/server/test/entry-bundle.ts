import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { buildSync } from 'esbuild';

const root = resolve(import.meta.dirname, '../../..');
const built = new Map<string, string>();
let dir: string | undefined;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * An entry point of the sources (`src/server/index.ts`, a CLI) bundled as `npm run build:server`
 * bundles the server: esbuild, the packages left to node_modules. For the tests that run it as a
 * process of its own: tsx compiles the sources again at every start (a server's start took 8.8 s
 * of CPU through tsx against 5.4 s bundled, the restore CLI 2.9 s against 1.1 s, on this machine),
 * esbuild bundles them once in under a second. Built once per test process, under dist/ so that
 * the packages resolve from node_modules and the migrations are found, as from dist/server;
 * removed when the process exits, or by the next test process if it could not.
 */
export function bundledEntry(entry: string): string {
  const source = resolve(root, entry);
  let outfile = built.get(source);
  if (outfile) return outfile;
  if (!dir) {
    const parent = join(root, 'dist', 'test-entries');
    // A worker ended without its exit handlers (Vitest may kill it) leaves its bundles behind.
    for (const pid of existsSync(parent) ? readdirSync(parent) : []) {
      if (!isAlive(Number(pid))) rmSync(join(parent, pid), { recursive: true, force: true });
    }
    const here = (dir = join(parent, String(process.pid)));
    process.once('exit', () => rmSync(here, { recursive: true, force: true }));
  }
  // dist/test-entries/<pid>/server/index.js: no built client (../client) nor page renderer
  // (../ssr) beside it, as beside its sources.
  outfile = join(dir, basename(resolve(source, '..')), `${basename(source, '.ts')}.js`);
  buildSync({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20.19',
    outfile,
    logLevel: 'warning',
  });
  built.set(source, outfile);
  return outfile;
}
