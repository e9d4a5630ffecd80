import { SEARCH_MIN_LENGTH } from '@shared/schemas/common';

/** Searches run from 2 characters (spec §5, §9); shorter text asks for no search at all. */
export const searchTerm = (text: string) =>
  Array.from(text.trim()).length >= SEARCH_MIN_LENGTH ? text.trim() : '';
