import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

// Refuses instead of replacing: a decoder that turned bad bytes into U+FFFD would store text
// other than what was sent, with a 201.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as text, or undefined when they are not UTF-8 (a leading BOM is dropped). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** 400 for text that is not UTF-8; `field` names the form field it came in. */
export const invalidEncoding = (field?: string) =>
  new AppError(
    'INVALID_ENCODING',
    400,
    'invalidUtf8',
    {},
    field === undefined ? undefined : [{ path: `body.${field}` }],
  );

/**
 * Fastify's own JSON parser (same prototype-poisoning rules, same errors), fed text decoded
 * strictly: its default reading decodes the body leniently. JSON is UTF-8 whatever charset a
 * request declares (RFC 8259).
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === undefined) {
      done(invalidEncoding(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
