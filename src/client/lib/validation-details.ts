import type { ErrorBody } from '@shared/errors';

/**
 * The fields a 400 VALIDATION_FAILED answer names, with the server's message for each: a detail's
 * path ('body.localWord' or ['body', 'localWord']) gives its first segment after 'body'. Empty for
 * any other answer.
 */
export function validationDetails({ code, details }: ErrorBody) {
  if (code !== 'VALIDATION_FAILED' || !Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    const segments = (
      Array.isArray(path) ? path.map(String) : String(path ?? '').split('.')
    ).filter((segment) => segment !== 'body');
    return [{ field: segments[0] ?? '', message }];
  });
}
