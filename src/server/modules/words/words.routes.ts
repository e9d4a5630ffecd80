import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea } from '@server/auth/require-role';
import { readAudioUpload } from '@server/http/audio-upload';
import { errorResponses } from '@server/http/openapi';
import { IdParamsSchema } from '@shared/schemas/common';
import { MAX_FORMS, SenseOrderInputSchema } from '@shared/schemas/lexicon';
import { AUDIO_MAX_FILES } from '@shared/upload';
import {
  AudioSlotParamsSchema,
  DeleteWordQuerySchema,
  DeleteWordResultSchema,
  DuplicateCheckQuerySchema,
  DuplicateCheckSchema,
  PaginatedWordsSchema,
  WordBySlugSchema,
  WordEntrySchema,
  WordInputSchema,
  WordLettersQuerySchema,
  WordLettersSchema,
  WordsPageQuerySchema,
  WordStatusInputSchema,
} from '@shared/schemas/words';
import {
  checkDuplicate,
  createWord,
  deleteWord,
  deleteWordAudio,
  getWord,
  getWordBySlug,
  listWords,
  orderSenses,
  pageWords,
  pendingWords,
  reopenWord,
  setWordStatus,
  updateWord,
  WORD_LIST_CAP,
  wordLetters,
} from './words.service';

/** The word's two recordings, and one per form (formAudio1 for the first form...). */
const AUDIO_FIELDS = [
  'audio1',
  'audio2',
  ...Array.from({ length: MAX_FORMS }, (_, i) => `formAudio${i + 1}`),
];

/** The multipart body of the word form: its text fields checked by the shared schema. */
async function readWordForm(request: FastifyRequest) {
  const { fields, files } = await readAudioUpload(request, {
    fileFields: AUDIO_FIELDS,
    maxFiles: AUDIO_MAX_FILES + MAX_FORMS,
  });
  return { input: WordInputSchema.parse(fields, { reportInput: true }), files };
}

const multipartBody = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: the WordInput fields and audio files: audio1 and audio2 for the word, formAudioN for its Nth form (webm, ogg/opus, mp3, wav, m4a/aac or flac, 10 MB each, type decided from the bytes). `senses` is a JSON list of {id?, frenchWord, englishWord, frenchDefinition?, englishDefinition?, semanticDomain?, examples?: [{text, french?, english?}]}, first sense first; without it, frenchWord/englishWord/examples ({text, translation}) are the first sense. `forms` is a JSON list of {id?, kind: plural|variant|dialect|other, form, pronunciation?, localityId?, removeAudio?}; without it, an edit keeps the forms (removeAudio drops a kept form’s recording). partOfSpeech, nounClass (a class number of the language), homographNumber (asks for a homograph) and, on an edit, version (the localWord.version edited: a newer one answers 409 STALE_VERSION) and removeAudio (a JSON list of the slots whose stored recording the edit removes, [1], [2] or [1,2]; a slot already empty stays so, and a new file sent for a slot replaces it anyway).',
};

export const wordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = () => ({ db, storage: app.storage, log: app.log });
  const tags = ['words'];
  const signedIn = requireArea('core');

  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: `Words the caller may see, in dictionary order (at most ${WORD_LIST_CAP}; page with /paginated)`,
        response: { 200: z.array(WordEntrySchema) },
      },
    },
    (request) => listWords(db, request.user),
  );

  app.get(
    '/paginated',
    {
      config: { publicCache: true },
      // Public and typed into: limited per IP (decision 022).
      onRequest: app.searchRateLimit,
      schema: {
        tags,
        summary:
          "A page of words in dictionary order (with languageId, the language's alphabet order), or searched (tone- and accent-insensitive, 2+ characters), optionally of one language, status, first letter (with languageId, a letter of its alphabet such as ch or ng') or spellings outside their alphabet (outsideAlphabet=true); published=true shows what a visitor sees",
        querystring: WordsPageQuerySchema,
        response: { 200: PaginatedWordsSchema, ...errorResponses(400) },
      },
    },
    (request) =>
      pageWords(db, app.wordIndex, request.query.published ? null : request.user, request.query),
  );

  app.get(
    '/letters',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary:
          'The first letters of the words the caller may see (of one status with status), for browsing by letter: with languageId of a language with an alphabet, every letter with its count and those that begin a word, in its order; otherwise folded (tone marks and ɛ/ɔ/ŋ aside), in dictionary order',
        querystring: WordLettersQuerySchema,
        response: { 200: WordLettersSchema, ...errorResponses(400) },
      },
    },
    (request) =>
      wordLetters(
        db,
        request.query.published ? null : request.user,
        request.query.languageId,
        request.query.status,
      ),
  );

  app.get(
    '/pending',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Words awaiting moderation (a contributor sees their own), oldest first',
        response: { 200: z.array(WordEntrySchema), ...errorResponses(401) },
      },
    },
    (request) => pendingWords(db, request.user!),
  );

  app.get(
    '/check-duplicate',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Whether the language already has this word (same spelling, tone marks count)',
        querystring: DuplicateCheckQuerySchema,
        response: { 200: DuplicateCheckSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { languageId, localWord, excludeId } = request.query;
      return { exists: await checkDuplicate(db, languageId, localWord, excludeId) };
    },
  );

  app.get(
    '/by-slug/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A word by id, code or spelling, with its language and the places it is spoken',
        params: z.object({ slug: z.string().min(1).max(255) }),
        response: { 200: WordBySlugSchema, ...errorResponses(404) },
      },
    },
    (request) => getWordBySlug(db, request.user, request.params.slug),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One word entry',
        params: IdParamsSchema,
        response: { 200: WordEntrySchema, ...errorResponses(400, 404) },
      },
    },
    (request) => getWord(db, request.user, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Creates a word (a contributor's waits for moderation)",
        ...multipartBody,
        response: { 201: WordEntrySchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { input, files } = await readWordForm(request);
      return reply.status(201).send(await createWord(deps(), request.user!, input, files));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'Updates a word; audio1/audio2 replace their slot, removeAudio empties slots, other slots are kept',
        params: IdParamsSchema,
        ...multipartBody,
        response: { 200: WordEntrySchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { input, files } = await readWordForm(request);
      return updateWord(deps(), request.user!, request.params.id, input, files);
    },
  );

  app.put(
    '/:id/senses/order',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Reorders a word's senses: senseIds lists every sense of the word once, the new first sense first (its glosses become the word's French and English words)",
        params: IdParamsSchema,
        body: SenseOrderInputSchema,
        response: { 200: WordEntrySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      orderSenses(
        db,
        request.user!,
        request.params.id,
        request.body.senseIds,
        request.body.version,
      ),
  );

  app.patch(
    '/:id/status',
    {
      onRequest: requireArea('moderation'),
      config: { audit: { action: 'status' } },
      schema: {
        tags,
        summary:
          'Approves or rejects a word; the reviewer is the signed-in user. A rejection may give a reason (up to 500 characters), which the submitter sees; an approval clears it',
        params: IdParamsSchema,
        body: WordStatusInputSchema,
        response: { 200: WordEntrySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      setWordStatus(db, request.user!, request.params.id, request.body.status, request.body.reason),
  );

  app.post(
    '/:id/reopen',
    {
      onRequest: requireArea('moderation'),
      config: { audit: { action: 'reopen' } },
      schema: {
        tags,
        summary:
          'Puts a rejected word back in the moderation queue (pending); its rejection reason stays for its submitter. 409 if the word is not rejected, or if the same word was submitted or published since',
        params: IdParamsSchema,
        response: { 200: WordEntrySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => reopenWord(db, request.user!, request.params.id),
  );

  app.delete(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'Deletes a word. Linked expressions: without forceDelete=true nothing happens and the answer lists them; with it, expressions left without words are deleted and the others unlinked',
        params: IdParamsSchema,
        querystring: DeleteWordQuerySchema,
        response: { 200: DeleteWordResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => deleteWord(db, request.user!, request.params.id, request.query.forceDelete),
  );

  app.delete(
    '/:id/audio/:slot',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Removes the audio in slot 1 or 2',
        params: AudioSlotParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, slot } = request.params;
      await deleteWordAudio(deps(), request.user!, id, slot as 1 | 2);
      return reply.status(204).send(null);
    },
  );
};
