/**
 * What makes a French definition problematic (decision 017), and how markup is cleaned. The SQL
 * of check-definitions uses the same pattern (MARKUP_PATTERN is valid in both JavaScript and
 * PostgreSQL regular expressions).
 */

/**
 * Markup left over from a source: HTML tags, wiki templates and links ({{ }}, [[ ]]), wiki
 * emphasis ('' and '''), and HTML character references (&amp; &#233; &#xE9;).
 */
export const MARKUP_PATTERN =
  "<[A-Za-z/!][^>]*>|\\{\\{|\\}\\}|\\[\\[|\\]\\]|''|&(#[0-9]+|#x[0-9A-Fa-f]+|[A-Za-z]+);";

const markup = new RegExp(MARKUP_PATTERN);

/** Case and spacing aside: how two definitions are compared. */
export const comparable = (text: string) =>
  text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();

export type DefinitionProblem = 'empty' | 'markup' | 'english';

/**
 * Why a stored French definition is wrong, or null when it is fine (a missing one, null, is not
 * "problematic": it is counted by missing-definitions and filled by sync-definitions).
 */
export function definitionProblem(
  definition: string | null,
  englishDefinitions: (string | null)[],
): DefinitionProblem | null {
  if (definition === null) return null;
  if (definition.trim() === '') return 'empty';
  if (markup.test(definition)) return 'markup';
  const own = comparable(definition);
  if (englishDefinitions.some((e) => e !== null && comparable(e) === own)) return 'english';
  return null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** A character reference's character; nothing for one that names no character. */
const codePoint = (n: number) =>
  n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : '';

/**
 * The text of a definition without its markup: tags and templates dropped, links reduced to
 * their text ([[chat|chats]] -> chats), emphasis quotes dropped, character references decoded.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/\{\{[^{}]*\}\}/g, '')
    .replace(/\[\[(?:[^\]|]*\|)?([^\]]*)\]\]/g, '$1')
    .replace(/<[A-Za-z/!][^>]*>/g, '')
    .replace(/\{\{|\}\}|\[\[|\]\]/g, '')
    .replace(/'{2,}/g, '')
    .replace(/&#x([0-9A-Fa-f]+);/g, (_, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, dec: string) => codePoint(Number(dec)))
    .replace(/&([A-Za-z]+);/g, (all, name: string) => ENTITIES[name.toLowerCase()] ?? all)
    .replace(/\s+/gu, ' ')
    .trim();
}
