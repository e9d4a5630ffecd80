import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adtsAac,
  flacHeader,
  m4aHeader,
  mp3Frames,
  multipartPayload,
  oggOpusHead,
  pngHeader,
  textFile,
  wavOfSize,
  wavTone,
  webmHeader,
  type MultipartFile,
} from '@server/test/audio-fixtures';
import { AUDIO_MAX_BYTES } from '@shared/upload';
import { multipartOptions, readAudioUpload } from './audio-upload';
import { registerErrorHandler } from './error-handler';

const file = (field: string, data: Buffer, name = 'recording.webm', type = 'audio/webm') =>
  ({ field, name, type, data }) satisfies MultipartFile;

/** A bare app with the real multipart options and error handler, and one upload route. */
async function uploadApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(fastifyMultipart, multipartOptions);
  app.post('/upload', async (request) => {
    const { fields, files } = await readAudioUpload(request, { fileFields: ['audio1', 'audio2'] });
    return {
      fields,
      files: files.map(({ buffer, ...rest }) => ({ ...rest, bytes: buffer.length })),
    };
  });
  // A route reading parts itself: multipart's own errors must get the same answers.
  app.post('/raw', async (request) => {
    for await (const part of request.parts()) if (part.type === 'file') await part.toBuffer();
    return {};
  });
  return app;
}

describe('readAudioUpload', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await uploadApp();
  });
  afterAll(() => app.close());

  async function upload(fields: Record<string, string>, files: MultipartFile[], language?: string) {
    const { payload, headers } = await multipartPayload(fields, files);
    return app.inject({
      method: 'POST',
      url: '/upload',
      payload,
      headers: language ? { ...headers, 'accept-language': language } : headers,
    });
  }

  it('returns the fields and the audio, typed from its bytes', async () => {
    const wav = wavTone();
    const response = await upload({ localWord: 'mbote', note: 'ɛ ɔ ŋ' }, [
      file('audio1', wav, 'x.txt', 'text/plain'),
      file('audio2', oggOpusHead(), 'voice.mp3', 'audio/mpeg'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { localWord: 'mbote', note: 'ɛ ɔ ŋ' },
      files: [
        {
          field: 'audio1',
          contentType: 'audio/wav',
          extension: 'wav',
          size: wav.length,
          filename: 'x.txt',
          bytes: wav.length,
        },
        {
          field: 'audio2',
          contentType: 'audio/ogg',
          extension: 'opus',
          size: 47,
          filename: 'voice.mp3',
          bytes: 47,
        },
      ],
    });
  });

  it.each([
    ['WebM (as Chrome records)', webmHeader(), 'webm', 'audio/webm'],
    ['Ogg Opus (as Firefox records)', oggOpusHead(), 'opus', 'audio/ogg'],
    ['MP3', mp3Frames(), 'mp3', 'audio/mpeg'],
    ['WAV', wavTone(), 'wav', 'audio/wav'],
    ['MPEG-4 audio (as Safari records)', m4aHeader(), 'm4a', 'audio/mp4'],
    ['FLAC', flacHeader(), 'flac', 'audio/flac'],
    ['AAC in ADTS frames', adtsAac(), 'aac', 'audio/aac'],
  ])('accepts %s', async (_label, data, extension, contentType) => {
    const response = await upload({}, [file('audio1', data, 'blob', 'application/octet-stream')]);
    expect(response.statusCode).toBe(200);
    expect(response.json().files[0]).toMatchObject({ extension, contentType });
  });

  it('refuses a text file named .mp3, in the caller’s language', async () => {
    const files = [file('audio1', textFile(), 'word.mp3', 'audio/mpeg')];
    const fr = await upload({}, files);
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ message: 'Type de fichier invalide', code: 'INVALID_FILE_TYPE' });

    const en = await upload({}, files, 'en');
    expect(en.json()).toEqual({ message: 'Invalid file type', code: 'INVALID_FILE_TYPE' });
  });

  it('refuses a recognised file that is not audio', async () => {
    const response = await upload({}, [file('audio1', pngHeader(), 'a.wav', 'audio/wav')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_FILE_TYPE');
  });

  it('refuses a third file', async () => {
    const response = await upload({}, [
      file('audio1', wavTone()),
      file('audio2', wavTone()),
      file('audio1', wavTone()),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Maximum 2 fichiers audio autorisés',
      code: 'TOO_MANY_FILES',
    });
  });

  it('refuses four files with the same answer (multipart’s own limit)', async () => {
    const four = ['audio1', 'audio2', 'audio1', 'audio2'].map((f) => file(f, wavTone()));
    const response = await upload({}, four);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TOO_MANY_FILES');
  });

  it('refuses a file over 10 MB with 413 and says why', async () => {
    const response = await upload({}, [file('audio1', wavOfSize(11 * 1024 * 1024))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Le fichier audio dépasse la taille maximale de 10 Mo.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('accepts a file of exactly 10 MB', async () => {
    const response = await upload({}, [file('audio1', wavOfSize(AUDIO_MAX_BYTES))]);
    expect(response.statusCode).toBe(200);
    expect(response.json().files[0].size).toBe(AUDIO_MAX_BYTES);
  });

  it('refuses a file under another field name, and a second file for one field', async () => {
    const other = await upload({}, [file('picture', wavTone())]);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(other.json().message).toContain('picture');

    const twice = await upload({}, [file('audio1', wavTone()), file('audio1', mp3Frames())]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('TOO_MANY_FILES');
  });

  it('refuses a JSON body with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: { localWord: 'mbote' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Cette requête doit être envoyée en multipart/form-data.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('skips the empty part a browser sends for a file input left blank', async () => {
    const response = await upload({ localWord: 'mbote' }, [
      file('audio1', Buffer.alloc(0), '', 'application/octet-stream'),
      file('audio2', wavTone()),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().files.map((f: { field: string }) => f.field)).toEqual(['audio2']);
  });

  it('refuses an empty file that has a name, as not audio', async () => {
    const response = await upload({}, [file('audio1', Buffer.alloc(0), 'empty.webm')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_FILE_TYPE');
  });

  it('maps multipart’s own errors for routes that read parts themselves', async () => {
    // One more part than multipart lets any request carry (a word's two files, one per form, the
    // text fields, which arrive as streams too).
    const tooManyFiles = Array.from({ length: multipartOptions.limits.files + 1 }, (_, i) =>
      file(`f${i}`, wavTone()),
    );
    const { payload, headers } = await multipartPayload({}, tooManyFiles);
    const tooMany = await app.inject({ method: 'POST', url: '/raw', payload, headers });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      message: 'Maximum 2 fichiers audio autorisés',
      code: 'TOO_MANY_FILES',
    });

    const large = await multipartPayload({}, [file('a', wavOfSize(11 * 1024 * 1024))]);
    const tooLarge = await app.inject({ method: 'POST', url: '/raw', ...large });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Le fichier audio dépasse la taille maximale de 10 Mo.');

    const json = await app.inject({ method: 'POST', url: '/raw', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers malformed multipart data with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('reads text fields as UTF-8 whatever charset a part declares, and refuses other bytes', async () => {
    const part = (headers: string, body: Buffer | string) =>
      Buffer.concat([
        Buffer.from(`--abc\r\nContent-Disposition: form-data; name=${headers}\r\n\r\n`),
        Buffer.from(body),
        Buffer.from('\r\n'),
      ]);
    const send = (...parts: Buffer[]) =>
      app.inject({
        method: 'POST',
        url: '/upload',
        payload: Buffer.concat([...parts, Buffer.from('--abc--\r\n')]),
        headers: { 'content-type': 'multipart/form-data; boundary=abc', 'accept-language': 'en' },
      });

    const ok = await send(
      part('"plain"', 'ŋgɔ́mbɛ'),
      part('"typed"\r\nContent-Type: text/plain; charset=utf-8', 'ɛ́'),
      part('"list"\r\nContent-Type: application/json', '[{"form": "ba\\u0301"}]'),
    );
    expect(ok.json()).toMatchObject({
      fields: { plain: 'ŋgɔ́mbɛ', typed: 'ɛ́', list: '[{"form": "ba\\u0301"}]' },
    });

    // A part declaring UTF-8 was decoded leniently by the parser itself: bad bytes became U+FFFD.
    for (const headers of ['"x"', '"x"\r\nContent-Type: text/plain; charset=utf-8']) {
      const bad = await send(part('"a"', 'fine'), part(headers, Buffer.from([0x6d, 0xff, 0x61])));
      expect(bad.statusCode, headers).toBe(400);
      expect(bad.json()).toEqual({
        message: 'The text sent is not valid UTF-8.',
        code: 'INVALID_ENCODING',
        details: [{ path: 'body.x' }],
      });
    }
    const badJson = await send(part('"list"\r\nContent-Type: application/json', '[{'));
    expect(badJson.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('refuses an oversized text field, and more than 40 of them', async () => {
    const response = await upload({ notes: 'x'.repeat(1024 * 1024 + 1) }, []);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    const fields = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 'x']));
    expect((await upload(fields(40), [])).statusCode).toBe(200);
    const tooMany = await upload(fields(41), []);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('readAudioUpload over a real connection', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await uploadApp();
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('answers refusals promptly and leaves the connection usable', async () => {
    const send = async (files: MultipartFile[]) => {
      const { payload, headers } = await multipartPayload({ a: 'b' }, files);
      const response = await fetch(`${base}/upload`, {
        method: 'POST',
        body: new Uint8Array(payload),
        headers,
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: (await response.json()) as { code?: string } };
    };

    const tooLarge = await send([
      file('audio1', wavOfSize(11 * 1024 * 1024)),
      file('audio2', wavTone()),
    ]);
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });

    const notAudio = await send([file('audio1', textFile()), file('audio2', wavOfSize(5e6))]);
    expect(notAudio).toMatchObject({ status: 400, body: { code: 'INVALID_FILE_TYPE' } });

    const tooMany = await send(['audio1', 'audio2', 'a', 'b', 'c'].map((f) => file(f, wavTone())));
    expect(tooMany).toMatchObject({ status: 400 });

    const fine = await send([file('audio1', wavTone())]);
    expect(fine.status).toBe(200);
  });
});
