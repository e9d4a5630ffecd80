import { describe, expect, it } from 'vitest';
import type { InterchangeEntry } from '@shared/schemas/interchange';
import type { ReadEntry } from '../read-entry';
import { CSV_COLUMNS } from './csv-columns';
import { CsvFileError, readCsvEntries } from './csv-reader';
import { csvDocument } from './csv-writer';
import { MTOTO, plainNoun as noun } from '../test-entries';

/** The text as a stream cut every `size` bytes, through multi-byte characters too. */
const chunked = (text: string | Buffer, size = 7) =>
  (async function* () {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  })();

async function read(text: string | Buffer) {
  const out: (ReadEntry & { row: number })[] = [];
  for await (const entry of readCsvEntries(chunked(text))) out.push(entry);
  return out;
}

async function write(entries: InterchangeEntry[]) {
  let out = '';
  for await (const chunk of csvDocument(entries)) out += chunk;
  return out;
}

describe('reading CSV', () => {
  it('reads a spreadsheet with its own column names, one row per sense', async () => {
    const csv = [
      'Word,POS,Noun class,Plural,Pronunciation,Sense,French,English,Example,Example French,Example English,Audio',
      "mtoto,noun,1/2,watoto,/m̩toto/,1,enfant,child,Mtoto analala.,L'enfant dort.,The child is sleeping.,mtoto.mp3",
      "kaa,verb,,,,1,s'asseoir,sit,,,,",
      'kaa,verb,,,,2,habiter,"stay; live",Ninakaa Dar es Salaam.,J\'habite à Dar es Salaam.,I live in Dar es Salaam.,',
      "kaa,verb,,,,2,,,Ninakaa hapa.,J'habite ici.,I live here.,",
    ].join('\r\n');
    const [mtoto, kaa, ...rest] = await read(csv);
    expect(rest).toEqual([]);
    expect(mtoto).toEqual({ row: 2, warnings: [], entry: MTOTO });
    // Three rows, two senses: the third row's sense number repeats, so it is another example.
    expect(kaa!.entry!.senses.map((s) => [s.frenchWord, s.examples.length])).toEqual([
      ["s'asseoir", 0],
      ['habiter', 2],
    ]);
  });

  it('says what it could not read, row by row, and goes on', async () => {
    const csv = [
      'id,headword,homograph,part_of_speech,noun_class,english_gloss',
      'a1,mbwa,,noun,9,dog',
      'a2,,,noun,,nothing',
      'a3,paka,,noun,9,cat,extra',
      'a4,na,x,Associative,class,and',
      'a1,mbwa,,noun,9,hound',
    ].join('\n');
    // A skipped row is reported when it is met; an entry once its last row is read.
    const entries = (await read(csv)).sort((a, b) => a.row - b.row);
    expect(entries.map((e) => [e.row, e.entry?.headword ?? null, e.warnings])).toEqual([
      [2, 'mbwa', []],
      [3, null, [{ code: 'noHeadword', entry: '#3', detail: 'a2' }]],
      [4, null, [{ code: 'rowRagged', entry: '#4', detail: '7/6' }]],
      [
        5,
        'na',
        [
          { code: 'homographInvalid', entry: 'na', detail: 'x' },
          { code: 'partOfSpeechUnknown', entry: 'na', detail: 'Associative' },
          { code: 'nounClassUnreadable', entry: 'na', detail: 'class' },
        ],
      ],
      // Rows of one entry must follow one another: a1 came back after another entry.
      [6, null, [{ code: 'rowsApart', entry: '#6', detail: 'mbwa' }]],
    ]);
    expect(entries[3]!.entry).toMatchObject({
      partOfSpeech: 'other',
      notes: 'part of speech: Associative',
    });
  });

  it.each([
    ['no headword column', 'french,english\nchien,dog\n', 'csvHeaderMissing'],
    ['an unclosed quote', 'headword,english\n"mbwa,dog\n', 'notCsv'],
    ['an empty file', '', 'empty'],
  ])('refuses a file with %s', async (_, text, code) => {
    const failure = read(text);
    await expect(failure).rejects.toBeInstanceOf(CsvFileError);
    await expect(read(text)).rejects.toMatchObject({ code });
  });

  it('refuses bytes that are not UTF-8 rather than guessing', async () => {
    const latin1 = Buffer.from(
      'headword,french_gloss\nmbwa,chien\npaka,chat\nnyumba,maison\nkaa,crabe é\n',
      'latin1',
    );
    await expect(read(latin1)).rejects.toMatchObject({ code: 'notUtf8' });
  });
});

describe('writing CSV', () => {
  it('writes the documented header, a byte order mark, and rows a spreadsheet reads', async () => {
    const csv = await write([noun('mbwa', 'chien', 'dog')]);
    expect(csv.startsWith('\uFEFF' + CSV_COLUMNS.join(',') + '\n')).toBe(true);
    expect(csv.split('\n')[1]).toBe(',mbwa,,noun,,,,,,1,chien,dog,,,,,,,,');
  });

  it('reads back what it wrote: senses, examples, forms, quotes, commas and new lines', async () => {
    const entries: InterchangeEntry[] = [
      {
        sourceId: '5b6c7d8e-9f0a-4b12-c3d4-e5f6a7b8c907',
        headword: 'kaa',
        homograph: 2,
        partOfSpeech: 'verb',
        partOfSpeechOriginal: null,
        nounClass: null,
        pronunciation: 'kaː',
        audio: ['audio/kaa.webm', 'audio/kaa-2.webm'],
        forms: [
          { kind: 'variant', form: 'kaá', pronunciation: null, audio: null },
          { kind: 'dialect', form: 'kaɛ', pronunciation: null, audio: null },
        ],
        senses: [
          {
            frenchWord: "s'asseoir",
            englishWord: 'sit',
            frenchDefinition: 'Se mettre sur un siège, "posé".',
            englishDefinition: null,
            semanticDomain: '7.1.2 Sit',
            examples: [],
          },
          {
            frenchWord: 'habiter',
            englishWord: 'stay, live',
            frenchDefinition: null,
            englishDefinition: 'To dwell\nsomewhere.',
            semanticDomain: null,
            examples: [
              {
                text: 'Ninakaa Dar es Salaam.',
                french: "J'habite à Dar es Salaam.",
                english: null,
              },
              { text: 'Ninakaa hapa.', french: null, english: 'I live here.' },
            ],
          },
        ],
        notes: 'Line one.\n\nLine two, with "quotes".',
      },
      {
        ...noun('mtoto', 'enfant', 'child'),
        nounClass: '1',
        forms: [{ kind: 'plural', form: 'watoto', pronunciation: null, audio: null }],
      },
    ];
    const again = await read(await write(entries));
    expect(again.map((e) => e.warnings)).toEqual([[], []]);
    expect(again.map((e) => e.entry)).toEqual(entries);
  });
});
