import { describe, expect, it } from 'vitest';
import type { WordEntry } from '@shared/schemas/words';
import type { PendingAudio } from '@client/components/audio/audio-files';
import { ApiError } from '@client/lib/api-client';
import {
  assignSlots,
  initialValues,
  serverFieldErrors,
  toFields,
  toFormData,
  wordFormResolver,
  type WordFormValues,
} from './word-form-values';

const values = (overrides: Partial<WordFormValues> = {}): WordFormValues => ({
  ...initialValues(),
  ...overrides,
});

const resolve = (form: WordFormValues) =>
  wordFormResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });

const pick = { id: 7, word: 'eau', definition: null, partOfSpeech: 'nom', pronunciation: null };

describe('toFields', () => {
  it('sends the id of a dictionary pick and nothing typed for that side', () => {
    const fields = toFields(
      values({ frenchPick: pick, frenchWord: 'left over', frenchDefinition: 'old' }),
    );
    expect(fields).toMatchObject({ frenchId: '7', frenchWord: '', frenchDefinition: '' });
  });

  it('sends a typed-in word with its details, and no id', () => {
    const fields = toFields(
      values({
        englishMode: 'manual',
        englishPick: pick,
        englishWord: 'water',
        englishPartOfSpeech: 'noun',
      }),
    );
    expect(fields).toMatchObject({
      englishId: '',
      englishWord: 'water',
      englishPartOfSpeech: 'noun',
    });
  });

  it('drops examples without text and keeps the rest as typed', () => {
    const fields = toFields(
      values({
        examples: [
          { text: '  ', translation: 'orpheline' },
          { text: 'Nina mbwa\u0301 ', translation: '' },
        ],
      }),
    );
    expect(fields.examples).toEqual([{ text: 'Nina mbwa\u0301 ', translation: '' }]);
  });
});

describe('wordFormResolver (the shared WordInputSchema)', () => {
  it('reports every missing required field at once', async () => {
    const { errors } = await resolve(values());
    expect(errors.languageId?.message).toBe('fieldsRequired');
    expect(errors.localWord?.message).toBe('fieldsRequired');
    expect(errors.frenchWord?.message).toBe('frenchWordRequired');
  });

  it('accepts a typed French word and no English one; normalises to NFC', async () => {
    const result = await resolve(
      values({
        languageId: '3',
        localWord: ' kɛ\u0301ŋa ',
        frenchMode: 'manual',
        frenchWord: 'poule',
      }),
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      languageId: 3,
      localWord: 'kɛ́ŋa',
      frenchWord: 'poule',
      englishWord: null,
    });
  });

  it('does not count a search text as a French word', async () => {
    const { errors } = await resolve(values({ languageId: '3', localWord: 'maji' }));
    expect(Object.keys(errors)).toEqual(['frenchWord']);
  });
});

describe('assignSlots', () => {
  const audio = (name: string): PendingAudio => ({
    id: name,
    file: new File(['x'], name),
    url: `blob:${name}`,
  });

  it('puts new files in the empty slots, in order', () => {
    expect(
      assignSlots({ 1: '/api/audio/files/a', 2: null }, [audio('n1')]).map((a) => a.slot),
    ).toEqual([2]);
    expect(
      assignSlots({ 1: null, 2: null }, [audio('n1'), audio('n2')]).map((a) => a.slot),
    ).toEqual([1, 2]);
    expect(assignSlots({ 1: null, 2: '/api/audio/files/b' }, [audio('n1')])[0]!.slot).toBe(1);
  });

  it('never sends more than the empty slots', () => {
    expect(assignSlots({ 1: 'a', 2: 'b' }, [audio('n1')])).toEqual([]);
  });
});

describe('toFormData', () => {
  it('is the multipart body: text fields, examples as JSON, files by slot', () => {
    const file = new File(['RIFF'], 'ton.wav', { type: 'audio/wav' });
    const body = toFormData(
      values({ languageId: '1', localWord: 'maji', examples: [{ text: 'a', translation: 'b' }] }),
      [{ slot: 2, file }],
    );
    expect(body.get('localWord')).toBe('maji');
    expect(body.get('notes')).toBe('');
    expect(JSON.parse(body.get('examples') as string)).toEqual([{ text: 'a', translation: 'b' }]);
    expect(body.get('audio1')).toBeNull();
    expect((body.get('audio2') as File).name).toBe('ton.wav');
  });
});

describe('serverFieldErrors', () => {
  const apiError = (status: number, body: object) =>
    new ApiError(status, JSON.stringify(body), body as never);

  it('puts a duplicate on the local word and file errors on the audio', () => {
    expect(
      serverFieldErrors(apiError(409, { code: 'WORD_DUPLICATE', message: 'Ce mot existe déjà.' })),
    ).toEqual([{ target: 'localWord', message: 'Ce mot existe déjà.' }]);
    expect(
      serverFieldErrors(apiError(400, { code: 'INVALID_FILE_TYPE', message: 'Type invalide' })),
    ).toEqual([{ target: 'audio', message: 'Type invalide' }]);
  });

  it('maps validation details to fields; ids stand for their word; examples stay in the toast', () => {
    const error = apiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'Mot français requis',
      details: [
        { path: 'frenchWord', message: 'Mot français requis' },
        { path: 'body.englishId', message: 'Inconnu' },
        { path: 'examples.0.text', message: 'Trop long' },
        { path: 'somethingElse', message: '?' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual([
      { target: 'frenchWord', message: 'Mot français requis' },
      { target: 'englishWord', message: 'Inconnu' },
    ]);
  });

  it('has nothing for other failures', () => {
    expect(serverFieldErrors(new TypeError('offline'))).toEqual([]);
  });
});

describe('initialValues', () => {
  it('starts an edit from the word, its picks and examples', () => {
    const entry = {
      localWord: {
        languageId: 4,
        localWord: 'mbwa',
        pronunciation: null,
        notes: 'n',
      },
      frenchWord: pick,
      englishWord: null,
      examples: [{ id: 1, text: 'Nina mbwa.', translation: null }],
    } as unknown as WordEntry;
    expect(initialValues(entry)).toMatchObject({
      languageId: '4',
      localWord: 'mbwa',
      pronunciation: '',
      notes: 'n',
      frenchPick: pick,
      englishPick: null,
      examples: [{ text: 'Nina mbwa.', translation: '' }],
    });
  });
});
