// Builds the client and the server bundle when they are missing or older than their sources, so
// `npm start` and the end-to-end tests always serve the code that is checked out.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = [
  'src',
  'public',
  'drizzle',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((max, entry) => Math.max(max, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/** Whether dist/ holds a build of the sources as they are now. */
export function isBuildFresh() {
  const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const sources = Math.max(...INPUTS.map(newestMtime));
  return (
    built >= sources && existsSync('dist/server/index.js') && existsSync('dist/ssr/entry-server.js')
  );
}

export function buildIfStale() {
  if (isBuildFresh()) return false;
  console.log('Building the app (client and server)...');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
  return true;
}
