import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { ArchiveError, openInterchangeArchive } from './archive';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'interchange-archive-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const LIFT = '<lift version="0.13"></lift>';

/** Writes a zip of the given files (name -> content) and returns its path. */
async function zipOf(files: Record<string, string | Buffer>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files))
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  zip.end();
  const path = join(folder, `${Math.random().toString(36).slice(2)}.zip`);
  await writeFile(path, await buffer(zip.outputStream));
  return path;
}

describe('opening an uploaded interchange file', () => {
  it('reads a bare .lift file as the document', async () => {
    const path = join(folder, 'bare.lift');
    await writeFile(path, LIFT);
    const archive = await openInterchangeArchive(path, 'lift');
    expect((await buffer(await archive.openDocument())).toString()).toBe(LIFT);
    expect(archive.files.size).toBe(0);
  });

  it('finds the .lift in a FLEx export and its recordings relative to it', async () => {
    const path = await zipOf({
      'Swahili/Swahili.lift': LIFT,
      'Swahili/audio/636912-mbwa.wav': Buffer.from('RIFF....WAVE'),
      'Swahili/pictures/mbwa.jpg': Buffer.from('jpeg'),
      'Swahili/WritingSystems/sw.ldml': '<ldml/>',
      '__MACOSX/Swahili/._Swahili.lift': 'resource fork',
    });
    const archive = await openInterchangeArchive(path, 'lift');
    expect(archive.documentName).toBe('Swahili/Swahili.lift');
    expect([...archive.files.keys()].sort()).toEqual([
      'WritingSystems/sw.ldml',
      'audio/636912-mbwa.wav',
      'pictures/mbwa.jpg',
    ]);
    expect((await buffer(await archive.openDocument())).toString()).toBe(LIFT);
    // Read twice: the survey and the import each read the document from its start.
    expect((await buffer(await archive.openDocument())).toString()).toBe(LIFT);
    expect((await buffer(await archive.openFile('audio/636912-mbwa.wav'))).toString()).toBe(
      'RIFF....WAVE',
    );
    archive.close();
  });

  it('refuses a zip with no document, or two it cannot choose between', async () => {
    await expect(
      openInterchangeArchive(await zipOf({ 'audio/a.wav': 'x' }), 'lift'),
    ).rejects.toMatchObject({ code: 'documentMissing' });
    await expect(
      openInterchangeArchive(await zipOf({ 'a.lift': LIFT, 'b.lift': LIFT }), 'lift'),
    ).rejects.toMatchObject({ code: 'documentAmbiguous' });
    // A CSV import wants the .csv of the archive, not the .lift.
    await expect(
      openInterchangeArchive(await zipOf({ 'a.lift': LIFT }), 'csv'),
    ).rejects.toMatchObject({ code: 'documentMissing' });
  });

  it('refuses a zip that unpacks to more than allowed, or holds too many files', async () => {
    // 1 MB of zeros compresses to about a kilobyte: the size it unpacks to is what counts.
    const path = await zipOf({ 'a.lift': LIFT, 'audio/zeros.wav': Buffer.alloc(1024 * 1024) });
    expect((await readFile(path)).length).toBeLessThan(10_000);
    await expect(
      openInterchangeArchive(path, 'lift', { maxUnpackedBytes: 512 * 1024, maxFiles: 10 }),
    ).rejects.toMatchObject({ code: 'archiveTooLarge' });
    await expect(
      openInterchangeArchive(path, 'lift', { maxUnpackedBytes: 2 * 1024 * 1024, maxFiles: 1 }),
    ).rejects.toMatchObject({ code: 'archiveTooManyFiles' });
  });

  it('refuses a zip whose paths escape its folder', async () => {
    // yazl will not write "..": the name is changed in the bytes, where an attacker would.
    const path = await zipOf({ 'a.lift': LIFT, 'xx/evil.sh': 'rm -rf ~' });
    const bytes = await readFile(path);
    await writeFile(
      path,
      Buffer.from(bytes.toString('latin1').replaceAll('xx/evil', '../evil'), 'latin1'),
    );
    const failure = openInterchangeArchive(path, 'lift');
    await expect(failure).rejects.toBeInstanceOf(ArchiveError);
    await expect(openInterchangeArchive(path, 'lift')).rejects.toMatchObject({
      code: 'archivePathUnsafe',
    });
  });

  it('refuses a file that starts as a zip and is not one', async () => {
    const path = join(folder, 'broken.zip');
    await writeFile(path, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]));
    await expect(openInterchangeArchive(path, 'lift')).rejects.toMatchObject({
      code: 'archiveInvalid',
    });
  });
});
