import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLines } from './read-lines';

const dir = mkdtempSync(join(tmpdir(), 'read-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const collect = async (lines: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const line of lines) all.push(line);
  return all;
};

describe('readLines', () => {
  it('yields each line without its end, empty lines kept, the last one with or without an end', async () => {
    expect(await collect(readLines(file('lf.txt', 'mbwa\tchien\n\nŋgɔ́mbɛ\tvache\n')))).toEqual([
      'mbwa\tchien',
      '',
      'ŋgɔ́mbɛ\tvache',
    ]);
    expect(await collect(readLines(file('crlf.txt', 'a\r\nb\r\nc')))).toEqual(['a', 'b', 'c']);
    expect(await collect(readLines(file('empty.txt', '')))).toEqual([]);
  });

  it('keeps characters split across read chunks whole', async () => {
    const line = 'ɛ́'.repeat(50_000);
    expect(await collect(readLines(file('long.txt', `${line}\n${line}`)))).toEqual([line, line]);
  });

  it('stops with an AbortError when the signal fires, and fails on a missing file', async () => {
    const path = file('many.txt', Array.from({ length: 10_000 }, (_, i) => `line ${i}`).join('\n'));
    const controller = new AbortController();
    let seen = 0;
    await expect(async () => {
      for await (const _line of readLines(path, controller.signal)) {
        if ((seen += 1) === 3) controller.abort();
      }
    }).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }));
    expect(seen).toBe(3);
    await expect(collect(readLines(join(dir, 'nowhere.txt')))).rejects.toThrow(/ENOENT/);
  });
});
