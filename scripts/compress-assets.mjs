// After `vite build`: writes .br and .gz copies of the client's text assets, compressed once at
// the highest levels, which @fastify/static serves as they are (preCompressed) to browsers that
// accept them. Per-request compression (@fastify/compress) then only handles pages and API answers.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIR = 'dist/client';
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(DIR, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const data = readFileSync(path);
  if (data.length < 1024) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  files += 1;
  before += statSync(path).size;
  after += br.length;
}
console.log(
  `compressed ${files} assets: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`,
);
