/**
 * The interchange API's answers for component tests: a preview of a small Swahili LIFT file and
 * an import job, complete and valid for the shared response schemas, with only what a test is
 * about overridden. The words are real Swahili (mbwa "dog", kitabu "book", mtoto "child").
 */
import type {
  InterchangeEntry,
  InterchangeJob,
  InterchangePreview,
  PreviewSample,
} from '@shared/schemas/interchange';

export const PREVIEW_ID = '0d6f3c1e-5b1a-4f7e-9a57-3c2b8f1d2e40';
export const JOB_ID = '7b0e6a52-1c3d-4e8f-a9b0-c1d2e3f4a5b6';

export function buildEntry(overrides: Partial<InterchangeEntry> = {}): InterchangeEntry {
  return {
    sourceId: null,
    headword: 'mbwa',
    homograph: null,
    partOfSpeech: 'noun',
    partOfSpeechOriginal: null,
    nounClass: '9',
    pronunciation: 'ᵐbwa',
    audio: ['audio/mbwa.wav'],
    forms: [],
    senses: [
      {
        frenchWord: 'chien',
        englishWord: 'dog',
        frenchDefinition: null,
        englishDefinition: null,
        semanticDomain: null,
        examples: [],
      },
    ],
    notes: null,
    ...overrides,
  };
}

/** Three entries: mbwa, kitabu (plural vitabu, an unknown part of speech), one skipped. */
export const SAMPLE: PreviewSample[] = [
  { entry: buildEntry(), warnings: [] },
  {
    entry: buildEntry({
      headword: 'kitabu',
      partOfSpeech: 'other',
      partOfSpeechOriginal: 'Nom commun',
      nounClass: '7',
      pronunciation: null,
      audio: [],
      forms: [{ kind: 'plural', form: 'vitabu', pronunciation: null, audio: 'audio/vitabu.wav' }],
      senses: [
        {
          frenchWord: 'livre',
          englishWord: 'book',
          frenchDefinition: null,
          englishDefinition: null,
          semanticDomain: null,
          examples: [],
        },
      ],
    }),
    warnings: [{ code: 'partOfSpeechUnknown', entry: 'kitabu', detail: 'Nom commun' }],
  },
  {
    entry: null,
    warnings: [{ code: 'noSense', entry: 'mtoto', detail: null }],
  },
];

export function buildPreview(overrides: Partial<InterchangePreview> = {}): InterchangePreview {
  return {
    previewId: PREVIEW_ID,
    format: 'lift',
    fileName: 'swahili.lift',
    languageId: 1,
    entries: 1200,
    senses: 1850,
    audioFound: 940,
    audioMissing: 12,
    writingSystems: [
      { lang: 'swh', entries: 1198 },
      { lang: 'sw-Zxxx-x-audio', entries: 2 },
    ],
    headwordLanguage: 'swh',
    conflicts: 0,
    matched: 0,
    sample: SAMPLE,
    warnings: SAMPLE.flatMap((sample) => sample.warnings),
    warningsTotal: 2,
    expiresAt: Date.UTC(2026, 0, 1, 12),
    ...overrides,
  };
}

export function buildJob(overrides: Partial<InterchangeJob> = {}): InterchangeJob {
  return {
    jobId: JOB_ID,
    status: 'running',
    languageId: 1,
    format: 'lift',
    fileName: 'swahili.lift',
    onConflict: 'keep',
    processed: 300,
    total: 1200,
    created: 280,
    updated: 15,
    skipped: 5,
    reportUrl: null,
    message: null,
    startedAt: Date.UTC(2026, 0, 1, 12),
    finishedAt: null,
    ...overrides,
  };
}
