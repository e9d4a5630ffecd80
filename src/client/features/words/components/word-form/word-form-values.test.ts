import { describe, expect, it } from 'vitest';
import type { PendingAudio } from '@client/components/audio/audio-files';
import { ApiError } from '@client/lib/api-client';
import { buildWord } from '@client/test/factories/words';
import {
  emptyForm,
  initialValues,
  planSlots,
  senseValues,
  serverFieldErrors,
  toFields,
  toFormData,
  valuesOfDraft,
  wordDraft,
  wordFormResolver,
  type SenseValues,
  type WordFormValues,
} from './word-form-values';

const values = (overrides: Partial<WordFormValues> = {}): WordFormValues => ({
  ...initialValues(),
  ...overrides,
});

/** A sense: blank, with `overrides`. */
const sense = (overrides: Partial<SenseValues> = {}): SenseValues => ({
  ...senseValues(),
  ...overrides,
});

const resolve = (form: WordFormValues) =>
  wordFormResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });

const pick = { id: 7, word: 'eau', definition: null, partOfSpeech: 'nom', pronunciation: null };

describe('toFields', () => {
  it('sends the id of a dictionary pick and nothing typed for that side', () => {
    const fields = toFields(
      values({ senses: [sense({ frenchPick: pick, frenchWord: 'left over' })] }),
    );
    expect(fields.senses).toEqual([
      {
        frenchId: 7,
        frenchDefinition: '',
        englishDefinition: '',
        semanticDomain: '',
        examples: [],
      },
    ]);
  });

  it('sends a typed-in word, and no id; an existing sense keeps its id', () => {
    const fields = toFields(
      values({
        senses: [
          sense({ senseId: 3, englishMode: 'manual', englishPick: pick, englishWord: 'water' }),
        ],
      }),
    );
    expect(fields.senses[0]).toMatchObject({ id: 3, englishWord: 'water' });
    expect(fields.senses[0]).not.toHaveProperty('englishId');
  });

  it('sends a noun class only with a noun, and a locality only on a dialect form', () => {
    const form = { ...emptyForm(), form: 'maji', localityId: 4 };
    const noun = toFields(
      values({ partOfSpeech: 'noun', nounClass: '6', forms: [{ ...form, kind: 'dialect' }] }),
    );
    expect(noun).toMatchObject({ partOfSpeech: 'noun', nounClass: '6' });
    expect(noun.forms).toEqual([
      { kind: 'dialect', form: 'maji', pronunciation: '', localityId: 4 },
    ]);
    const verb = toFields(values({ partOfSpeech: 'verb', nounClass: '6', forms: [form] }));
    expect(verb.nounClass).toBe('');
    expect(verb.forms[0]).not.toHaveProperty('localityId');
  });

  it("asks to drop a stored form's recording only when unticked and not replaced", () => {
    const stored = { ...emptyForm(), formId: 5, form: 'watu', audioUrl: '/api/audio/files/w.webm' };
    const replacement: PendingAudio = {
      id: 'new',
      file: new File([new Uint8Array(8)], 'watu.webm', { type: 'audio/webm' }),
      url: 'blob:watu',
    };
    const [kept, dropped, replaced, fresh] = toFields(
      values({
        forms: [
          stored,
          { ...stored, keepAudio: false },
          { ...stored, keepAudio: false, newAudio: replacement },
          { ...emptyForm(), form: 'mtu', keepAudio: false },
        ],
      }),
    ).forms;
    expect(kept).not.toHaveProperty('removeAudio');
    expect(dropped).toMatchObject({ id: 5, removeAudio: true });
    // The new file replaces the old one on the server: nothing to drop.
    expect(replaced).not.toHaveProperty('removeAudio');
    expect(fresh).not.toHaveProperty('removeAudio');
  });
});

describe('wordFormResolver (the shared WordInputSchema and the senses and forms rules)', () => {
  it('reports every missing required field at once, and a sense without a word', async () => {
    const { errors } = await resolve(values());
    expect(errors.languageId?.message).toBe('fieldsRequired');
    expect(errors.localWord?.message).toBe('fieldsRequired');
    expect(errors.senses?.[0]?.frenchWord?.message).toBe('senseGlossRequired');
  });

  it('accepts a typed French word and no English one; normalises to NFC', async () => {
    const result = await resolve(
      values({
        languageId: '3',
        localWord: ' kɛ\u0301ŋa ',
        senses: [sense({ frenchMode: 'manual', frenchWord: 'poule' })],
      }),
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      languageId: 3,
      localWord: 'kɛ́ŋa',
      senses: [{ frenchWord: 'poule', englishWord: null }],
    });
  });

  it('does not count a search text as a word; an English word alone is enough', async () => {
    const { errors } = await resolve(
      values({
        languageId: '3',
        localWord: 'maji',
        senses: [sense(), sense({ englishPick: pick })],
      }),
    );
    expect(errors.senses?.[0]?.frenchWord?.message).toBe('senseGlossRequired');
    expect(errors.senses?.[1]).toBeUndefined();
  });

  it('refuses a blank form and one spelled like the word', async () => {
    const { errors } = await resolve(
      values({
        languageId: '3',
        localWord: 'Maji',
        senses: [sense({ englishPick: pick })],
        forms: [
          { ...emptyForm(), form: '  ' },
          { ...emptyForm(), form: ' maji' },
        ],
      }),
    );
    expect(errors.forms?.[0]?.form?.message).toBe('formRequired');
    expect(errors.forms?.[1]?.form?.message).toBe('formSameAsHeadword');
  });

  it('puts a too long value inside a sense on its field, beside the missing ones', async () => {
    const { errors } = await resolve(
      values({ senses: [sense({ englishPick: pick, semanticDomain: 'x'.repeat(256) })] }),
    );
    expect(errors.senses?.[0]?.semanticDomain?.message).toBe('valueTooLong');
    expect(errors.languageId?.message).toBe('fieldsRequired');
  });
});

describe('planSlots', () => {
  const audio = (name: string): PendingAudio => ({
    id: name,
    file: new File(['x'], name),
    url: `blob:${name}`,
  });
  const none = new Set<1 | 2>();
  const slots = (plan: ReturnType<typeof planSlots>) => plan.audio.map((a) => a.slot);

  it('puts new files in the empty slots, in order', () => {
    expect(slots(planSlots({ 1: '/api/audio/files/a', 2: null }, none, [audio('n1')]))).toEqual([
      2,
    ]);
    expect(slots(planSlots({ 1: null, 2: null }, none, [audio('n1'), audio('n2')]))).toEqual([
      1, 2,
    ]);
    expect(slots(planSlots({ 1: null, 2: '/api/audio/files/b' }, none, [audio('n1')]))).toEqual([
      1,
    ]);
  });

  it('never sends more than the free slots', () => {
    expect(planSlots({ 1: 'a', 2: 'b' }, none, [audio('n1')])).toEqual({
      audio: [],
      removeAudio: [],
    });
  });

  it('empties a deleted slot on save, unless a new file takes its place', () => {
    expect(planSlots({ 1: 'a', 2: 'b' }, new Set([2]), [])).toEqual({
      audio: [],
      removeAudio: [2],
    });
    const refilled = planSlots({ 1: 'a', 2: 'b' }, new Set([1, 2]), [audio('n1')]);
    expect(slots(refilled)).toEqual([1]);
    expect(refilled.removeAudio).toEqual([2]);
    // A slot that has nothing stored has nothing to remove.
    expect(planSlots({ 1: 'a', 2: null }, new Set([2]), []).removeAudio).toEqual([]);
  });
});

describe('toFormData', () => {
  it('is the multipart body: text fields, senses and forms as JSON, files by slot and form', () => {
    const file = new File(['RIFF'], 'ton.wav', { type: 'audio/wav' });
    const formFile = new File(['RIFF'], 'wingi.wav', { type: 'audio/wav' });
    const body = toFormData(
      values({
        languageId: '1',
        localWord: 'maji',
        senses: [
          sense({
            frenchPick: pick,
            examples: [
              { text: 'a', french: 'b', english: '' },
              { text: ' ', french: 'orpheline', english: '' },
            ],
          }),
        ],
        forms: [
          { ...emptyForm(), form: 'mamaji' },
          {
            ...emptyForm(),
            form: 'maaji',
            kind: 'variant',
            newAudio: { id: 'n', file: formFile, url: 'blob:n' },
          },
        ],
      }),
      { audio: [{ slot: 2, file }], version: 4 },
    );
    expect(body.get('localWord')).toBe('maji');
    expect(body.get('notes')).toBe('');
    expect(body.get('version')).toBe('4');
    expect(body.get('homographNumber')).toBeNull();
    expect(body.get('examples')).toBeNull();
    const [first] = JSON.parse(body.get('senses') as string) as { examples: unknown[] }[];
    expect(first!.examples).toEqual([{ text: 'a', french: 'b', english: '' }]);
    expect(JSON.parse(body.get('forms') as string)).toEqual([
      { kind: 'plural', form: 'mamaji', pronunciation: '' },
      { kind: 'variant', form: 'maaji', pronunciation: '' },
    ]);
    expect(body.get('audio1')).toBeNull();
    expect((body.get('audio2') as File).name).toBe('ton.wav');
    expect(body.get('formAudio1')).toBeNull();
    expect((body.get('formAudio2') as File).name).toBe('wingi.wav');
    expect(body.get('removeAudio')).toBeNull();
  });

  it('lists the stored slots an edit removes', () => {
    const body = toFormData(values({ languageId: '1', localWord: 'maji' }), {
      audio: [],
      removeAudio: [1, 2],
      version: 4,
    });
    expect(body.get('removeAudio')).toBe('[1,2]');
  });
});

describe('wordDraft and valuesOfDraft', () => {
  it('keep the files of the new recordings, and give them back their previews', () => {
    const word = new File(['RIFF'], 'ton.wav', { type: 'audio/wav' });
    const form = new File(['RIFF'], 'wingi.webm', { type: 'audio/webm' });
    const filled = values({
      languageId: '1',
      localWord: 'maji',
      notes: 'Eau.',
      forms: [
        {
          ...emptyForm(),
          form: 'mamaji',
          newAudio: { id: 'f', file: form, url: 'blob:f', seconds: 3 },
        },
      ],
    });
    const draft = wordDraft(filled, [{ id: 'w', file: word, url: 'blob:w' }], new Set([2]));
    expect(draft.audio).toEqual([{ file: word }]);
    expect(draft.removedAudio).toEqual([2]);
    expect(draft.values.forms[0]!.newAudio).toEqual({ file: form, seconds: 3 });
    expect(JSON.stringify(draft)).not.toContain('blob:');

    const back = valuesOfDraft(draft, ({ file, seconds }) => ({
      id: 'new',
      file,
      url: 'blob:new',
      seconds,
    }));
    expect(back).toEqual({
      ...filled,
      forms: [
        { ...filled.forms[0]!, newAudio: { id: 'new', file: form, url: 'blob:new', seconds: 3 } },
      ],
    });
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

  it("maps validation details to the word's fields; senses and forms stay in the toast", () => {
    const error = apiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'Trop long',
      details: [
        { path: 'body.notes', message: 'Trop long' },
        { path: 'nounClass', message: 'Inconnue' },
        { path: 'senses.0.frenchWord', message: 'Trop long' },
        { path: 'somethingElse', message: '?' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual([
      { target: 'notes', message: 'Trop long' },
      { target: 'nounClass', message: 'Inconnue' },
    ]);
  });

  it('has nothing for other failures', () => {
    expect(serverFieldErrors(new TypeError('offline'))).toEqual([]);
  });
});

describe('initialValues', () => {
  it('starts an edit from the word, its senses with their picks and examples, its forms', () => {
    const entry = buildWord({
      localWord: { languageId: 4, localWord: 'mbwa', notes: 'n', partOfSpeech: 'noun' },
      senses: [
        {
          id: 11,
          frenchWord: pick,
          englishWord: null,
          frenchDefinition: 'Animal.',
          englishDefinition: null,
          semanticDomain: null,
          examples: [
            {
              id: 1,
              text: 'Nina mbwa.',
              french: "J'ai un chien.",
              english: null,
              translation: null,
            },
          ],
        },
      ],
      forms: [
        {
          id: 21,
          kind: 'plural',
          form: 'mbwa',
          pronunciation: null,
          audioUrl: '/api/audio/files/x',
          localityId: null,
          localityName: null,
        },
      ],
    });
    expect(initialValues(entry)).toMatchObject({
      languageId: '4',
      localWord: 'mbwa',
      pronunciation: '',
      notes: 'n',
      partOfSpeech: 'noun',
      nounClass: '',
      senses: [
        {
          senseId: 11,
          frenchPick: pick,
          englishPick: null,
          frenchDefinition: 'Animal.',
          englishDefinition: '',
          examples: [{ text: 'Nina mbwa.', french: "J'ai un chien.", english: '' }],
        },
      ],
      forms: [{ formId: 21, kind: 'plural', form: 'mbwa', audioUrl: '/api/audio/files/x' }],
    });
  });

  it('starts a new word with one blank sense and no form', () => {
    expect(initialValues()).toMatchObject({ senses: [senseValues()], forms: [] });
  });
});
