import { searchableFold } from '@shared/search-text';

/**
 * What a search box sends: its text trimmed, or '' (no search) while the server would not search
 * it, under 2 characters once folded.
 */
export const searchTerm = (text: string) => (searchableFold(text) === null ? '' : text.trim());

/** How long a search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;
