import { randomInt } from 'node:crypto';

/** Crockford base 32: no I, L, O or U, so a code read aloud or copied by hand stays unambiguous. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A unique-enough public code, e.g. SWH-7K2M9Q4X: an upper-cased prefix and 8 random characters
 * (40 bits), at most 20 characters with a prefix of up to 11. Random rather than sequential, so
 * concurrent creations need no counter row; the database's unique index settles the rare clash.
 */
export const randomCode = (prefix: string) =>
  `${prefix.toUpperCase()}-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(32)]).join('')}`;
