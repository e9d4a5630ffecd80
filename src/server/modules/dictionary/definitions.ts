/**
 * When a definition is missing, what makes a French one problematic (decision 017), and how
 * markup is cleaned. The SQL uses the same patterns (BLANK_PATTERN and MARKUP_PATTERN mean the same
 * in JavaScript and PostgreSQL regular expressions): missingDefinition() here and
 * missingDefinitionSql() in definitions.repository.ts are one rule, which the "Sans définition"
 * count, the check, the definitions sync and the imports all read.
 */

/** Nothing but ASCII whitespace (PostgreSQL's btrim and [[:space:]] would each read it otherwise). */
export const BLANK_PATTERN = '^[ \\t\\n\\r\\f\\v]*$';

const blank = new RegExp(BLANK_PATTERN);

/** A definition is missing when there is none, or only whitespace. */
export const missingDefinition = (definition: string | null | undefined): boolean =>
  definition === null || definition === undefined || blank.test(definition);

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

export type DefinitionProblem = 'markup' | 'english';

/**
 * Why a stored French definition is wrong, or null when it is fine. A missing one (none, or
 * blank: missingDefinition) is not "problematic": it is counted as missing and filled by
 * sync-definitions, and the check reports it as missing.
 */
export function definitionProblem(
  definition: string | null,
  englishDefinitions: (string | null)[],
): DefinitionProblem | null {
  if (missingDefinition(definition)) return null;
  if (markup.test(definition!)) return 'markup';
  const own = comparable(definition!);
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
