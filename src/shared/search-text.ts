import { fold } from './fold';

// Kept apart from the zod schemas: the public pages' search boxes use these, and importing them
// from schemas/common would bring zod (24 kB gzipped) to every visitor.

/** Searches run from 2 characters; shorter queries answer an empty list. */
export const SEARCH_MIN_LENGTH = 2;

/**
 * The text a search compares, folded (fold.ts) and trimmed, or null when that leaves fewer than
 * SEARCH_MIN_LENGTH characters: a tone mark alone (ɛ́ is ɛ + U+0301) is no character. The server
 * searches with it and the client's gates use it, so a box never asks for a search that the
 * server would answer with nothing.
 */
export function searchableFold(text: string): string | null {
  const folded = fold(text).trim();
  return Array.from(folded).length >= SEARCH_MIN_LENGTH ? folded : null;
}
