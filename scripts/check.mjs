// `npm run check`: ESLint, the TypeScript compiler and Prettier, side by side. Each is
// single-threaded, so on two cores the three take about as long as the longest of them rather
// than their sum. Each one's output is printed whole once it ends; any failure fails the check.
import { spawn } from 'node:child_process';

const steps = [
  ['eslint', ['.']],
  ['tsc', ['--noEmit']],
  ['prettier', ['--check', '.']],
];

const results = await Promise.all(
  steps.map(
    ([tool, args]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npx', ['--no-install', tool, ...args], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`--- ${tool} ${args.join(' ')} (${seconds} s)\n${output}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
