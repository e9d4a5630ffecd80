import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MappedLiftEntry } from './lift-entry';
import { readLift, surveyLift, chooseHeadwordLanguage } from './lift-reader';
import { LiftFileError } from './lift-xml';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
/** Small chunks, so that entries and even characters are split across reads. */
const openFixture = (name: string) => () =>
  createReadStream(fixture(name), { highWaterMark: 97 }) as AsyncIterable<Buffer>;
const openText = (text: string) => () =>
  (async function* () {
    yield Buffer.from(text, 'utf8');
  })();

async function readAll(name: string) {
  const survey = await surveyLift(openFixture(name), { languageCode: 'sw', sampleSize: 20 });
  const mapped: MappedLiftEntry[] = [];
  for await (const entry of readLift(openFixture(name), survey.headwordLang, survey.headwords))
    mapped.push(entry);
  return {
    survey,
    mapped,
    byHeadword: (h: string) => mapped.filter((m) => m.entry?.headword === h),
  };
}

describe('reading a LIFT file as FLEx exports it', () => {
  it('surveys the file: entries, senses, writing systems, recordings', async () => {
    const { survey } = await readAll('flex-swahili.lift');
    expect(survey.header).toEqual({ version: '0.13', producer: 'SIL.FLEx 9.1.22.1229' });
    expect(survey.entries).toBe(11);
    // kaa (verb) has two senses and maji a subsense; the deleted and gloss-only entries none.
    expect(survey.senses).toBe(11);
    expect(survey.writingSystems).toEqual([
      { lang: 'sw', entries: 10 },
      { lang: 'en', entries: 1 },
    ]);
    expect(survey.headwordLang).toBe('sw');
    expect([...survey.audio].sort()).toEqual(['audio/636912-mbwa.wav', 'audio/mtoto.mp3']);
    expect(survey.sample).toHaveLength(11);
  });

  it('maps an entry whole: IPA, audio, part of speech, noun class, glosses, example, domain', async () => {
    const { byHeadword } = await readAll('flex-swahili.lift');
    const [mbwa] = byHeadword('mbwa');
    expect(mbwa!.entry).toEqual({
      sourceId: '6f1c2a4e-1b0d-4c55-9a51-3e2f8d1c0a01',
      headword: 'mbwa',
      homograph: null,
      partOfSpeech: 'noun',
      partOfSpeechOriginal: null,
      nounClass: '9',
      pronunciation: 'ᵐbwa',
      audio: ['audio/636912-mbwa.wav'],
      forms: [],
      senses: [
        {
          frenchWord: 'chien',
          englishWord: 'dog',
          frenchDefinition: null,
          englishDefinition: 'a domestic animal that barks',
          semanticDomain: '1.6.1.1 Mammal',
          examples: [
            { text: 'Mbwa anabweka.', french: 'Le chien aboie.', english: 'The dog is barking.' },
          ],
        },
      ],
      notes: null,
    });
    // A gloss in a language Maneno does not keep is said, not silently lost.
    expect(mbwa!.warnings).toEqual([{ code: 'glossLanguageIgnored', entry: 'mbwa', detail: 'de' }]);
  });

  it('takes plurals from a Plural field and from a plural relation to another entry', async () => {
    const { byHeadword } = await readAll('flex-swahili.lift');
    const mtoto = byHeadword('mtoto')[0]!.entry!;
    expect(mtoto.forms).toEqual([
      { kind: 'plural', form: 'watoto', pronunciation: null, audio: null },
    ]);
    expect(mtoto.nounClass).toBe('1');
    // Delimiters typed around the IPA are not part of it; <media> is a recording in audio/.
    expect(mtoto.pronunciation).toBe('m̩toto');
    expect(mtoto.audio).toEqual(['audio/mtoto.mp3']);
    // A <span> inside a note's text keeps its words.
    expect(mtoto.notes).toBe('Class 1 noun: its plural takes wa-.');
    expect(byHeadword('kitabu')[0]!.entry!.forms).toEqual([
      { kind: 'plural', form: 'vitabu', pronunciation: null, audio: null },
    ]);
  });

  it('keeps homographs apart by their order, with every sense and gloss', async () => {
    const { byHeadword } = await readAll('flex-swahili.lift');
    const [crab, sit] = byHeadword('kaa').map((m) => m.entry!);
    expect(crab!.homograph).toBe(1);
    expect(crab!.partOfSpeech).toBe('noun');
    expect(sit!.homograph).toBe(2);
    expect(sit!.partOfSpeech).toBe('verb');
    expect(sit!.senses.map((s) => [s.frenchWord, s.englishWord])).toEqual([
      ["s'asseoir", 'sit'],
      ['habiter', 'stay; live'],
    ]);
    expect(sit!.senses[1]!.examples[0]!.french).toBe("J'habite à Dar es Salaam.");
  });

  it('flattens a subsense into a sense of its own, and says so', async () => {
    const { byHeadword } = await readAll('flex-swahili.lift');
    const [maji] = byHeadword('maji');
    expect(maji!.entry!.senses.map((s) => s.englishWord)).toEqual(['water', 'juice']);
    expect(maji!.entry!.senses[1]!.examples[0]).toEqual({
      text: 'maji ya machungwa',
      french: "jus d'orange",
      english: 'orange juice',
    });
    expect(maji!.warnings.map((w) => w.code)).toEqual(['subsenseFlattened']);
  });

  it('maps known categories and keeps an unknown one as "other" with its name in the notes', async () => {
    const { byHeadword } = await readAll('flex-swahili.lift');
    expect(byHeadword('moja')[0]!.entry!.partOfSpeech).toBe('numeral');
    const na = byHeadword('na')[0]!;
    expect(na.entry).toMatchObject({
      partOfSpeech: 'other',
      partOfSpeechOriginal: 'Associative',
      notes: 'grammatical-info: Associative',
    });
    expect(na.warnings).toEqual([
      { code: 'partOfSpeechUnknown', entry: 'na', detail: 'Associative' },
    ]);
  });

  it('skips deleted entries and entries with no headword in the chosen writing system', async () => {
    const { mapped } = await readAll('flex-swahili.lift');
    const skipped = mapped.filter((m) => m.entry === null);
    expect(skipped.map((m) => [m.liftId, m.warnings.map((w) => w.code)])).toEqual([
      ['simba_old', ['deletedEntrySkipped']],
      ['gloss_only', ['noHeadword']],
    ]);
  });

  it('reports a relation to an entry the file does not have', async () => {
    const survey = await surveyLift(
      openText(
        '<lift version="0.13"><entry id="a"><lexical-unit><form lang="zu"><text>inja</text></form></lexical-unit>' +
          '<relation type="plural" ref="missing"/></entry></lift>',
      ),
      { languageCode: 'zu', sampleSize: 5 },
    );
    expect(survey.sample[0]!.warnings).toEqual([
      { code: 'relationUnresolved', entry: 'inja', detail: 'missing' },
    ]);
  });
});

describe('a file that is not LIFT is refused whole', () => {
  const survey = (text: string) =>
    surveyLift(openText(text), { languageCode: null, sampleSize: 1 });

  it.each([
    ['not XML at all', 'headword,gloss\nmbwa,dog\n', 'notXml'],
    ['XML cut short', '<lift version="0.13"><entry><lexical-unit>', 'notXml'],
    ['another XML document', '<html><body>dictionary</body></html>', 'notLift'],
    ['an empty file', '', 'notXml'],
    [
      'entities defined by the document (an XML bomb)',
      '<!DOCTYPE lift [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><lift>&b;</lift>',
      'notXml',
    ],
  ])('%s', async (_, text, code) => {
    await expect(survey(text)).rejects.toMatchObject({ code });
    await expect(survey(text)).rejects.toBeInstanceOf(LiftFileError);
  });

  it('bytes that are not UTF-8', async () => {
    const latin1 = () =>
      (async function* () {
        yield Buffer.from('<lift><entry><lexical-unit><form lang="fr"><text>', 'latin1');
        yield Buffer.from([0xe9, 0x74, 0xe9]);
        yield Buffer.from('</text></form></lexical-unit></entry></lift>');
      })();
    await expect(surveyLift(latin1, { languageCode: null, sampleSize: 1 })).rejects.toMatchObject({
      code: 'notXml',
    });
  });
});

describe('choosing the headwords writing system', () => {
  it("prefers the language's own code, then the most used vernacular one", () => {
    const counts = [
      { lang: 'en', entries: 90 },
      { lang: 'swh', entries: 40 },
      { lang: 'sw-x-dialect', entries: 5 },
    ];
    expect(chooseHeadwordLanguage(counts, 'sw')).toBe('sw-x-dialect');
    expect(chooseHeadwordLanguage(counts, 'zu')).toBe('swh');
    expect(chooseHeadwordLanguage([{ lang: 'en', entries: 3 }], 'zu')).toBe('en');
    expect(chooseHeadwordLanguage([], 'zu')).toBeNull();
  });
});
