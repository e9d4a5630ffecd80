import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterchangeEntry } from '@shared/schemas/interchange';
import { readLift, surveyLift } from './lift-reader';
import { escapeXml, liftDocument, type LiftOutputEntry } from './lift-writer';

const SCHEMA = new URL('./lift-0.13.rng', import.meta.url).pathname;
const FIXTURE = new URL('./fixtures/flex-swahili.lift', import.meta.url);
const OPTIONS = { headwordLang: 'sw', producer: 'Maneno test' };

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lift-writer-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function text(chunks: AsyncIterable<string>) {
  let out = '';
  for await (const chunk of chunks) out += chunk;
  return out;
}

/** Validates a document against the LIFT 0.13 model with libxml2's RELAX NG validator. */
async function validate(document: string): Promise<{ valid: boolean; errors: string }> {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.lift`);
  await writeFile(file, document);
  try {
    await promisify(execFile)('xmllint', ['--noout', '--relaxng', SCHEMA, file]);
    return { valid: true, errors: '' };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error('xmllint is missing: apt-get install libxml2-utils', { cause: error });
    return { valid: false, errors: failure.stderr ?? String(error) };
  }
}

async function readEntries(open: () => AsyncIterable<Buffer | string>) {
  const survey = await surveyLift(open, { languageCode: 'sw', sampleSize: 0 });
  const entries: InterchangeEntry[] = [];
  for await (const mapped of readLift(open, survey.headwordLang, survey.headwords))
    if (mapped.entry) entries.push(mapped.entry);
  return entries;
}

const fromString = (document: string) => () =>
  (async function* () {
    // Cut in odd places, as a stream would be.
    for (let at = 0; at < document.length; at += 61) yield document.slice(at, at + 61);
  })();

describe('writing LIFT', () => {
  it('the schema check itself refuses what LIFT does not allow', async () => {
    const bad = await validate(
      '<lift version="0.13"><entry><sense><bogus/></sense></entry></lift>',
    );
    expect(bad.valid).toBe(false);
    expect(bad.errors).toContain('sense');
  });

  it('writes a valid LIFT 0.13 document that reads back as the same entries', async () => {
    const original = await readEntries(() => createReadStream(FIXTURE) as AsyncIterable<Buffer>);
    expect(original).toHaveLength(9);
    const document = await text(
      liftDocument(
        original.map((entry) => ({ ...entry, sourceId: entry.sourceId! })),
        OPTIONS,
      ),
    );
    expect(await validate(document)).toEqual({ valid: true, errors: '' });

    const again = await readEntries(fromString(document));
    // The category a file named and Maneno does not know is read once, into "other" and a note.
    expect(again).toEqual(original.map((entry) => ({ ...entry, partOfSpeechOriginal: null })));
  });

  it('writes dates, homographs, noun classes with their plural class, and every kind of form', async () => {
    const entry: LiftOutputEntry = {
      sourceId: '0b7e6a1c-9f3d-4a52-8c1e-2d4f6a8b0c11',
      headword: 'mti',
      homograph: 1,
      partOfSpeech: 'noun',
      partOfSpeechOriginal: null,
      nounClass: '3',
      nounClassLabel: '3/4',
      pronunciation: 'm̩ti',
      audio: ['audio/mti 1.webm'],
      forms: [
        { kind: 'plural', form: 'miti', pronunciation: 'miti', audio: 'audio/miti.webm' },
        { kind: 'dialect', form: 'mtɪ', pronunciation: null, audio: null },
        { kind: 'variant', form: 'mutí', pronunciation: null, audio: null },
        { kind: 'other', form: 'kimti', pronunciation: null, audio: null },
      ],
      senses: [
        {
          frenchWord: 'arbre',
          englishWord: 'tree',
          frenchDefinition: 'Plante ligneuse <haute> & vivace.',
          englishDefinition: null,
          semanticDomain: '1.5.1 Tree',
          examples: [{ text: 'Mti huu ni mrefu.', french: 'Cet arbre est haut.', english: null }],
        },
      ],
      notes: 'Nom de classe 3 "m-/mi-".',
      created: new Date('2025-01-02T03:04:05.678Z'),
      modified: new Date('2025-02-03T04:05:06.000Z'),
    };
    const document = await text(liftDocument([entry], OPTIONS));
    expect(await validate(document)).toEqual({ valid: true, errors: '' });
    expect(document).toContain(
      '<entry id="mti_0b7e6a1c-9f3d-4a52-8c1e-2d4f6a8b0c11" guid="0b7e6a1c-9f3d-4a52-8c1e-2d4f6a8b0c11" order="1" dateCreated="2025-01-02T03:04:05Z" dateModified="2025-02-03T04:05:06Z">',
    );
    expect(document).toContain('<trait name="Noun-infl-class" value="3/4"/>');
    expect(document).toContain('<media href="audio/mti%201.webm"/>');

    const [again] = await readEntries(fromString(document));
    const { nounClassLabel: _label, created: _created, modified: _modified, ...kept } = entry;
    expect(again).toEqual(kept);
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml('a < b & "c" > d')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
    expect(escapeXml('bell\u0007 tab\t')).toBe('bell tab\t');
  });
});
