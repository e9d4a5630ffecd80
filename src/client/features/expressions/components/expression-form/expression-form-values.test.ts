import { describe, expect, it } from 'vitest';
import type { Expression } from '@shared/schemas/expressions';
import type { PendingAudio } from '@client/components/audio/audio-files';
import { ApiError } from '@client/lib/api-client';
import {
  audioCountValid,
  expressionFormResolver,
  initialValues,
  planAudio,
  serverFieldErrors,
  toFields,
  toFormData,
  type ExpressionFormValues,
} from './expression-form-values';

const values = (overrides: Partial<ExpressionFormValues> = {}): ExpressionFormValues => ({
  ...initialValues(),
  ...overrides,
});

const pending = (name: string): PendingAudio => ({
  id: name,
  file: new File(['RIFF'], name, { type: 'audio/wav' }),
  url: `blob:${name}`,
});

const A = '/api/audio/files/a.wav';
const B = '/api/audio/files/b.wav';

describe('initialValues', () => {
  it('is empty for a new expression and prefilled for an edit', () => {
    expect(initialValues()).toEqual({
      words: [],
      languageId: null,
      localityId: null,
      expression: '',
      localText: '',
      description: '',
    });
    const expression: Expression = {
      id: 4,
      code: 'EXP-1',
      languageId: 2,
      languageName: 'Lingala',
      languageIsoCode: 'ln',
      localityId: null,
      localityName: null,
      expression: 'Mɔ́tɔ',
      localText: null,
      description: 'Le feu',
      audio1Url: A,
      audio2Url: null,
      linkedWords: [
        {
          id: 9,
          localWord: 'mai',
          homographNumber: null,
          languageName: 'Lingala',
          languageIsoCode: null,
        },
      ],
      createdAt: 0,
      updatedAt: 0,
    };
    expect(initialValues(expression)).toEqual({
      words: [
        {
          id: 9,
          localWord: 'mai',
          homographNumber: null,
          languageName: 'Lingala',
          languageIsoCode: null,
        },
      ],
      languageId: 2,
      localityId: null,
      expression: 'Mɔ́tɔ',
      localText: '',
      description: 'Le feu',
    });
  });
});

describe('toFields', () => {
  it('sends language, locality and texts only when filled, and the word ids as JSON', () => {
    expect(
      toFields(
        values({
          words: [
            {
              id: 3,
              localWord: 'a',
              homographNumber: null,
              languageName: 'X',
              languageIsoCode: null,
            },
          ],
        }),
      ),
    ).toEqual({
      localWordIds: '[3]',
    });
    expect(
      toFields(
        values({
          words: [
            {
              id: 3,
              localWord: 'a',
              homographNumber: null,
              languageName: 'X',
              languageIsoCode: null,
            },
            {
              id: 7,
              localWord: 'b',
              homographNumber: null,
              languageName: 'Y',
              languageIsoCode: null,
            },
          ],
          languageId: 1,
          localityId: 5,
          expression: ' Mɔ́tɔ ',
          localText: '   ',
          description: 'sens',
        }),
      ),
    ).toEqual({
      languageId: '1',
      localityId: '5',
      expression: ' Mɔ́tɔ ',
      description: 'sens',
      localWordIds: '[3,7]',
    });
  });
});

describe('planAudio (kept slots in order, then the new files)', () => {
  it('keeps every existing slot by default', () => {
    const plan = planAudio({ 1: A, 2: B }, new Set(), []);
    expect(plan.keep).toEqual({ 1: true, 2: true });
    expect(plan.final).toEqual([
      { kind: 'existing', slot: 1, url: A },
      { kind: 'existing', slot: 2, url: B },
    ]);
    expect(audioCountValid(plan)).toBe(true);
  });

  it('drops unchecked slots and puts the new files after the kept ones', () => {
    const n1 = pending('n1.wav');
    const plan = planAudio({ 1: A, 2: B }, new Set([A]), [n1]);
    expect(plan.keep).toEqual({ 1: false, 2: true });
    expect(plan.files).toEqual([n1.file]);
    expect(plan.final).toEqual([
      { kind: 'existing', slot: 2, url: B },
      { kind: 'new', audio: n1 },
    ]);
  });

  it('never keeps an empty slot', () => {
    const plan = planAudio({ 1: A, 2: null }, new Set(), [pending('n1.wav')]);
    expect(plan.keep).toEqual({ 1: true, 2: false });
    expect(plan.final.map((audio) => audio.kind)).toEqual(['existing', 'new']);
  });

  it('follows the recording, not the slot number, when slot 2 has moved up', () => {
    // B was slot 2 and dropped; deleting slot 1 on the server moved it to slot 1.
    const plan = planAudio({ 1: B, 2: null }, new Set([B]), []);
    expect(plan.keep).toEqual({ 1: false, 2: false });
    expect(plan.final).toEqual([]);
    expect(audioCountValid(plan)).toBe(false);
  });

  it('is invalid with nothing, or with more than two recordings', () => {
    expect(audioCountValid(planAudio({ 1: null, 2: null }, new Set(), []))).toBe(false);
    expect(audioCountValid(planAudio({ 1: A, 2: B }, new Set(), [pending('n1.wav')]))).toBe(false);
    expect(audioCountValid(planAudio({ 1: null, 2: null }, new Set(), [pending('n1.wav')]))).toBe(
      true,
    );
  });
});

describe('toFormData', () => {
  const words = [
    { id: 3, localWord: 'a', homographNumber: null, languageName: 'X', languageIsoCode: null },
  ];

  it('creation: the text fields and audio1, audio2', () => {
    const n1 = pending('un.wav');
    const n2 = pending('deux.wav');
    const body = toFormData(
      values({ words, expression: 'Mɔ́tɔ' }),
      planAudio({ 1: null, 2: null }, new Set(), [n1, n2]),
      false,
    );
    expect([...body.keys()]).toEqual(['expression', 'localWordIds', 'audio1', 'audio2']);
    expect((body.get('audio1') as File).name).toBe('un.wav');
    expect((body.get('audio2') as File).name).toBe('deux.wav');
  });

  it('edit: the keep flags as text and newAudio1, newAudio2', () => {
    const n1 = pending('nouveau.wav');
    const body = toFormData(values({ words }), planAudio({ 1: A, 2: B }, new Set([B]), [n1]), true);
    expect(body.get('keepExistingAudio1')).toBe('true');
    expect(body.get('keepExistingAudio2')).toBe('false');
    expect((body.get('newAudio1') as File).name).toBe('nouveau.wav');
    expect(body.has('newAudio2')).toBe(false);
    expect(body.has('audio1')).toBe(false);
  });
});

describe('expressionFormResolver (the shared ExpressionInputSchema)', () => {
  it('asks for at least one word', async () => {
    const result = await expressionFormResolver(values(), undefined, {} as never);
    expect(result.errors.words?.message).toBe('linkedWordRequired');
  });

  it('accepts a word and nothing else', async () => {
    const result = await expressionFormResolver(
      values({
        words: [
          {
            id: 1,
            localWord: 'a',
            homographNumber: null,
            languageName: 'X',
            languageIsoCode: null,
          },
        ],
      }),
      undefined,
      {} as never,
    );
    expect(result.errors).toEqual({});
  });

  it('refuses texts that are too long, on their field', async () => {
    const result = await expressionFormResolver(
      values({ words: [], description: 'x'.repeat(10_001) }),
      undefined,
      {} as never,
    );
    expect(result.errors.description?.message).toBe('valueTooLong');
    expect(result.errors.words?.message).toBe('linkedWordRequired');
  });
});

describe('serverFieldErrors', () => {
  const apiError = (body: object) => new ApiError(400, JSON.stringify(body), body as never);

  it('puts file errors on the audio section', () => {
    expect(
      serverFieldErrors(
        apiError({ code: 'TOO_MANY_FILES', message: 'Maximum 2 fichiers audio autorisés' }),
      ),
    ).toEqual([{ target: 'audio', message: 'Maximum 2 fichiers audio autorisés' }]);
    expect(
      serverFieldErrors(
        apiError({ code: 'AUDIO_REQUIRED', message: 'Au moins un fichier audio est requis' }),
      ),
    ).toEqual([{ target: 'audio', message: 'Au moins un fichier audio est requis' }]);
  });

  it('puts validation details on their field; the word ids are the word picker', () => {
    expect(
      serverFieldErrors(
        apiError({
          code: 'VALIDATION_FAILED',
          message: 'x',
          details: [
            { path: 'body.localWordIds', message: 'Veuillez sélectionner au moins un mot' },
            { path: 'body.expression', message: 'Trop long' },
            { path: 'body.other', message: 'ignored' },
          ],
        }),
      ),
    ).toEqual([
      { target: 'words', message: 'Veuillez sélectionner au moins un mot' },
      { target: 'expression', message: 'Trop long' },
    ]);
  });

  it('ignores anything else', () => {
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
    expect(serverFieldErrors(apiError({ code: 'INTERNAL', message: 'x' }))).toEqual([]);
  });
});
