// `npm start`: build what is missing, then run the server in this process (so signals reach it).
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(resolve('dist/server/index.js')).href);
