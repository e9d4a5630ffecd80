import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { noteAudit } from '@server/audit/audit';
import { contentTypeForName } from '@server/storage/stored-name';
import { MAX_FORMS } from '@shared/schemas/lexicon';
import { AUDIO_MAX_BYTES, AUDIO_MAX_FILES, AUDIO_MIME_TYPES } from '@shared/upload';
import { AppError, badRequest } from './app-error';
import { decodeUtf8, invalidEncoding } from './utf8-body';

export interface AudioUpload {
  /** The form field the file came in (one of `fileFields`). */
  field: string;
  buffer: Buffer;
  /** The type as detected from the bytes and served (e.g. audio/webm for a WebM recording). */
  contentType: string;
  /** Extension of the detected type, without the dot (webm, ogg, opus, mp3, wav, m4a...). */
  extension: string;
  size: number;
  /** The name the client gave the file (for the audit log only; stored names are generated). */
  filename: string;
}

export interface AudioUploadBody {
  /** Text fields; a repeated name keeps its last value, a JSON-typed part its JSON text. */
  fields: Record<string, string>;
  /** At most AUDIO_MAX_FILES files, each field at most once, in the order they were sent. */
  files: AudioUpload[];
}

/** Text fields a form may send, and the bytes of each. */
const TEXT_FIELDS_MAX = 40;
const TEXT_FIELD_MAX_BYTES = 1024 * 1024;

/** What the multipart parser would take for a file (its default rule): the rest is a text field. */
const isFilePart = (contentType: string, fileName: string | undefined) =>
  contentType === 'application/octet-stream' || fileName !== undefined;

/** @fastify/multipart's options, registered once for the whole app (app.ts). */
export const multipartOptions = {
  limits: {
    fileSize: AUDIO_MAX_BYTES,
    // One file more than any route allows (a word's two recordings and one per form), so that
    // the extra file reaches readAudioUpload and gets its 400 'tooManyFiles' rather than
    // multipart's bare 413; readAudioUpload holds each route to its own number. Text fields
    // arrive as streams too (below) and count here.
    files: AUDIO_MAX_FILES + MAX_FORMS + 1 + TEXT_FIELDS_MAX,
  },
  // Every part arrives as a stream of its bytes, text fields too: the parser would decode a text
  // field leniently (bad bytes become U+FFFD), readAudioUpload decodes it strictly.
  isPartAFile: () => true,
  // Over-long files fail instead of arriving silently truncated.
  throwFileSizeLimit: true,
} satisfies FastifyMultipartOptions;

const acceptedTypes: ReadonlySet<string> = new Set(AUDIO_MIME_TYPES);

export const multipartRequired = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'multipartRequired');
export const tooManyFiles = () => new AppError('TOO_MANY_FILES', 400, 'tooManyFiles');
export const fileTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, 'fileTooLarge');
export const invalidFileType = () => new AppError('INVALID_FILE_TYPE', 400, 'invalidFileType');

/** @fastify/multipart's own errors, as the answers this API gives for them. */
const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: fileTooLarge,
  FST_FILES_LIMIT: tooManyFiles,
  FST_PARTS_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', 413, 'payloadTooLarge'),
  FST_FIELDS_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', 413, 'payloadTooLarge'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: multipartRequired,
  FST_INVALID_JSON_FIELD_ERROR: () => new AppError('INVALID_JSON', 400, 'invalidJson'),
};

/**
 * Reads a multipart/form-data request: text fields, and audio files buffered in memory (at most
 * AUDIO_MAX_BYTES each, enforced by @fastify/multipart while streaming). A file's type is decided
 * from its bytes only, never from its name or declared type. The empty part a browser sends for a
 * file input left blank is skipped.
 *
 * The whole body is read before answering, even after a refusal, so that every outcome is a
 * 4xx `{ message, code }` and the connection is left clean; malformed multipart data is a 400.
 */
export async function readAudioUpload(
  request: FastifyRequest,
  /** `maxFiles`: how many files the request may carry (AUDIO_MAX_FILES unless the route says). */
  options: { fileFields: readonly string[]; maxFiles?: number },
): Promise<AudioUploadBody> {
  if (!request.isMultipart()) throw multipartRequired();

  const fields: Record<string, string> = {};
  const files: AudioUpload[] = [];
  let textFields = 0;
  // The first refusal wins; later parts are only drained.
  let refusal: AppError | undefined;

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue; // every part is a stream (multipartOptions)
      if (refusal) {
        await drain(part.file);
        continue;
      }
      if (!isFilePart(part.mimetype, part.filename as string | undefined)) {
        const text = await readTextField(part.file, part.fieldname, part.mimetype);
        if (++textFields > TEXT_FIELDS_MAX)
          refusal = new AppError('PAYLOAD_TOO_LARGE', 413, 'payloadTooLarge');
        else if (text instanceof AppError) refusal = text;
        else fields[part.fieldname] = text;
        continue;
      }

      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        refusal = asAppError(error);
        continue;
      }
      if (buffer.length === 0 && part.filename === '') continue;

      if (!options.fileFields.includes(part.fieldname)) {
        refusal = badRequest('unexpectedFileField', {
          field: part.fieldname,
          expected: options.fileFields.join(', '),
        });
      } else if (
        files.length >= (options.maxFiles ?? AUDIO_MAX_FILES) ||
        files.some((f) => f.field === part.fieldname)
      ) {
        // One file per slot: a second file for the same field is one too many for it.
        refusal = tooManyFiles();
      } else {
        const detected = await fileTypeFromBuffer(buffer);
        const essence = detected?.mime.split(';')[0]?.trim() ?? '';
        if (!detected || !acceptedTypes.has(essence)) {
          refusal = invalidFileType();
        } else {
          files.push({
            field: part.fieldname,
            buffer,
            contentType: servedType(detected.ext, essence),
            extension: detected.ext,
            size: buffer.length,
            filename: part.filename,
          });
        }
      }
    }
  } catch (error) {
    // The iterator ends with multipart's last error (e.g. the file-too-large we already noted).
    throw refusal ?? asAppError(error);
  }
  if (refusal) throw refusal;
  // The audit log records the fields and what files came (name, type, size), never their bytes.
  noteAudit(request, {
    changes: {
      ...fields,
      ...Object.fromEntries(
        files.map((f) => [f.field, { name: f.filename, type: f.contentType, size: f.size }]),
      ),
    },
  });
  return { fields, files };
}

/**
 * A text field's value, decoded as UTF-8 (what browsers send), or why it is refused: bytes that
 * are not UTF-8, a value over TEXT_FIELD_MAX_BYTES, or a part typed application/json whose text
 * is not JSON. A JSON part is kept as its text, as the schemas read lists from text fields.
 */
async function readTextField(
  stream: NodeJS.ReadableStream,
  field: string,
  type: string,
): Promise<string | AppError> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end even past the limit: the parser's next part starts after this one.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= TEXT_FIELD_MAX_BYTES) chunks.push(chunk);
  }
  if (size > TEXT_FIELD_MAX_BYTES) return new AppError('PAYLOAD_TOO_LARGE', 413, 'payloadTooLarge');
  const text = decodeUtf8(Buffer.concat(chunks));
  if (text === undefined) return invalidEncoding(field);
  if (type === 'application/json') {
    try {
      JSON.parse(text);
    } catch {
      return new AppError('INVALID_JSON', 400, 'invalidJson');
    }
  }
  return text;
}

/** The type the file will be served with (local route and S3 object alike). */
function servedType(extension: string, detected: string): string {
  const type = contentTypeForName(`x.${extension}`);
  return type === 'application/octet-stream' ? detected : type;
}

function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const known = MULTIPART_ERRORS[(error as { code?: string }).code ?? ''];
  // Anything else from the parser (busboy: "Unexpected end of form", "Malformed part header")
  // means the client sent broken multipart data.
  return known ? known() : badRequest('invalidRequest');
}

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  try {
    for await (const _chunk of stream) {
      // discard
    }
  } catch {
    // The parser reports its own errors through the parts iterator.
  }
}
