/**
 * Small file helpers the offline sources share: a line stream that keeps memory flat however large
 * the file, and positioned reads of one line (WordNet's data files are addressed by byte offset).
 */
import { createReadStream, readSync } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * The file's lines in order, without their line ends ('\n' or '\r\n'), read by `node:readline`;
 * stops with the signal's AbortError when `signal` fires.
 */
export async function* readLines(path: string, signal?: AbortSignal): AsyncGenerator<string> {
  signal?.throwIfAborted();
  const input = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 16 });
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      signal?.throwIfAborted();
      yield line;
    }
  } finally {
    lines.close();
    input.destroy();
  }
}

/**
 * The line that starts at byte `position` of an open file, without its '\n' (decoded as UTF-8), and
 * where the next one starts. Reads 1 KB at a time, more only for longer lines.
 */
export function readLineAt(
  fd: number,
  position: number,
  size: number,
): { line: string; next: number } {
  const chunks: Buffer[] = [];
  let at = position;
  while (at < size) {
    const buffer = Buffer.allocUnsafe(1024);
    const read = readSync(fd, buffer, 0, buffer.length, at);
    if (read <= 0) break;
    const newline = buffer.subarray(0, read).indexOf(10);
    if (newline >= 0) {
      chunks.push(buffer.subarray(0, newline));
      return { line: Buffer.concat(chunks).toString('utf8'), next: at + newline + 1 };
    }
    chunks.push(buffer.subarray(0, read));
    at += read;
  }
  return { line: Buffer.concat(chunks).toString('utf8'), next: size };
}

/** Where the first line starting at or after `position` begins (`size` if none does). */
function lineStartFrom(fd: number, position: number, size: number): number {
  if (position === 0) return 0;
  const buffer = Buffer.allocUnsafe(256);
  let at = position - 1;
  while (at < size) {
    const read = readSync(fd, buffer, 0, buffer.length, at);
    if (read <= 0) break;
    const newline = buffer.subarray(0, read).indexOf(10);
    if (newline >= 0) return at + newline + 1;
    at += read;
  }
  return size;
}

/**
 * Binary search of a file whose lines are sorted by their first space-separated field in byte
 * order (WordNet's index files, as its own tools search them): the line whose key is `key`, or
 * null. About twenty small reads, whatever the file's size.
 */
export function findSortedLine(fd: number, size: number, key: string): string | null {
  let low = 0;
  let high = size;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const start = lineStartFrom(fd, middle, size);
    if (start >= high) {
      high = middle;
      continue;
    }
    const { line, next } = readLineAt(fd, start, size);
    const space = line.indexOf(' ');
    const lineKey = space < 0 ? line : line.slice(0, space);
    if (lineKey === key) return line;
    if (lineKey < key) low = next;
    else high = middle;
  }
  return null;
}
