/**
 * Whether an If-None-Match header names this entity tag, by the weak comparison RFC 9110 asks
 * for there (`W/"x"` matches `"x"`); `*` names any.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
