import { expect, it } from 'vitest';
import { etagMatches } from './etag';

it('matches an If-None-Match list by weak comparison', () => {
  const etag = '"2a-18c"';
  expect(etagMatches(undefined, etag)).toBe(false);
  expect(etagMatches('"2a-18c"', etag)).toBe(true);
  expect(etagMatches('W/"2a-18c"', etag)).toBe(true);
  expect(etagMatches('"other", "2a-18c"', etag)).toBe(true);
  expect(etagMatches('*', etag)).toBe(true);
  expect(etagMatches('"2a-18d"', etag)).toBe(false);
  expect(etagMatches('2a-18c', etag)).toBe(false);
});
