// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server, which proxies
// /api to it. Stops both together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
