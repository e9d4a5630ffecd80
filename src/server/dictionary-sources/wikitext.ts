/**
 * Reads a fr.wiktionary page's wikitext into entries (web-sources.ts asks the MediaWiki API for
 * it). The page's French section (`== {{langue|fr}} ==`) has one section per part of speech
 * (`=== {{S|nom|fr}} ===`), each with a headword line (`'''eau''' {{pron|o|fr}} {{f}}`: IPA and
 * gender) and numbered definitions (`# ...`; `#*` lines are examples, `##` sub-senses).
 *
 * Templates are rendered only as far as a definition needs: links keep their text, usage labels
 * ({{figuré|fr}}, {{term|Par extension}}, {{lexique|chimie|fr}}) become '(Figuré)', and any other
 * template is dropped. That loses little in definitions and never prints template code.
 */
import type { SourceEntry } from './source';

/** Wiktionnaire's section names -> the French word form's parts of speech. */
const PARTS: Record<string, string> = {
  nom: 'nom',
  'nom commun': 'nom',
  substantif: 'nom',
  verbe: 'verbe',
  adjectif: 'adjectif',
  adj: 'adjectif',
  adverbe: 'adverbe',
  adv: 'adverbe',
  pronom: 'pronom',
  'pronom personnel': 'pronom',
  'pronom démonstratif': 'pronom',
  'pronom relatif': 'pronom',
  'pronom indéfini': 'pronom',
  préposition: 'préposition',
  conjonction: 'conjonction',
  'conjonction de coordination': 'conjonction',
  interjection: 'interjection',
  article: 'article',
  'article défini': 'article',
  'article indéfini': 'article',
};

/** Templates whose first argument is the text to show. */
const LINK_TEMPLATES = new Set([
  'lien',
  'l',
  'w',
  'lien-ancre-étym',
  'nom w pc',
  'petites capitales',
]);
/** Templates whose first argument is a label: '(argument)'. */
const LABEL_TEMPLATES = new Set(['term', 'terme', 'lexique', 'info lex', 'région', 'registre']);
/** Notes for editors, references, placeholders: never part of a definition. */
const DROPPED_TEMPLATES = new Set([
  'ébauche-déf',
  'ébauche',
  'réf',
  'réf ?',
  'réfnéc',
  'source',
  'exemple',
  'trad-exe',
]);
/** Usage labels' language argument, or none: a template with only these is a label. */
const LANGUAGE_ARGUMENT = /^(?:fr|lang=fr)?$/;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function renderTemplate(inner: string): string {
  const [rawName = '', ...args] = inner.split('|').map((part) => part.trim());
  const name = rawName.toLowerCase();
  const positional = args.filter((arg) => !/^[\w-]+=/.test(arg));
  if (LINK_TEMPLATES.has(name)) return positional[0] ?? '';
  if (LABEL_TEMPLATES.has(name)) return positional[0] ? `(${capitalise(positional[0])})` : '';
  if (DROPPED_TEMPLATES.has(name)) return '';
  if (args.every((arg) => LANGUAGE_ARGUMENT.test(arg)) && /^[\p{L} ]+$/u.test(rawName))
    return `(${capitalise(rawName)})`;
  return '';
}

/** A definition line's wikitext as plain text. */
export function wikitextToText(wikitext: string): string {
  let text = wikitext
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<ref[^>]*\/>/g, '')
    .replace(/<ref[^>]*>[\s\S]*?<\/ref>/g, '');
  // Innermost templates first, until none is left.
  for (let guard = 0; guard < 20 && text.includes('{{'); guard += 1) {
    const next = text.replace(/\{\{([^{}]*)\}\}/g, (_match, inner: string) =>
      renderTemplate(inner),
    );
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/\[\[(?:Fichier|File|Image|Catégorie|Category):[^\]]*\]\]/gi, '')
    .replace(/\[\[([^\]|]*)\|([^\]]*)\]\]/g, '$2')
    .replace(/\[\[([^\]]*)\]\]/g, '$1')
    .replace(/'''?/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,])/g, '$1')
    .trim();
}

/** The entries of a fr.wiktionary page's French section; [] when it has none. */
export function parseFrenchWiktionary(
  word: string,
  wikitext: string,
  maxSenses: number,
): SourceEntry[] {
  const lines = wikitext.split('\n');
  const start = lines.findIndex((line) => /^==\s*\{\{langue\|fr\}\}\s*==\s*$/.test(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && /^==[^=]/.test(line));
  const section = lines.slice(start + 1, end < 0 ? undefined : end);

  const entries: SourceEntry[] = [];
  let current: { entry: SourceEntry; senses: string[]; headword: boolean } | null = null;
  const finish = () => {
    if (!current) return;
    const { entry, senses } = current;
    const kept = senses.slice(0, maxSenses);
    entry.definition =
      kept.length === 0
        ? null
        : kept.length === 1
          ? (kept[0] as string)
          : kept.map((sense, i) => `${i + 1}. ${sense}`).join('\n');
    const same = entries.find((e) => e.partOfSpeech === entry.partOfSpeech);
    if (!same) entries.push(entry);
    else same.definition ??= entry.definition; // a second 'nom' section (homonym): first wins
    current = null;
  };

  for (const line of section) {
    const heading = /^={3,}\s*\{\{S\|([^|}]+)((?:\|[^}]*)?)\}\}\s*={3,}\s*$/.exec(line);
    if (heading || /^={3,}/.test(line)) {
      finish();
      const part = heading ? PARTS[(heading[1] ?? '').trim().toLowerCase()] : undefined;
      const isFrench = heading && /\|fr(?:\||$)/.test(heading[2] ?? '');
      if (part && isFrench)
        current = {
          entry: { word, partOfSpeech: part, definition: null, pronunciation: null, gender: null },
          senses: [],
          headword: false,
        };
      continue;
    }
    if (!current) continue;
    if (!current.headword && line.startsWith("'''")) {
      current.headword = true;
      const pron = /\{\{pron\|([^|}]+)\|fr\}\}/.exec(line);
      if (pron?.[1]?.trim()) current.entry.pronunciation = `/${pron[1].trim()}/`;
      if (current.entry.partOfSpeech === 'nom') {
        const m = /\{\{m(?:\|[^}]*)?\}\}/.test(line);
        const f = /\{\{f(?:\|[^}]*)?\}\}/.test(line);
        current.entry.gender = m === f ? null : m ? 'm' : 'f';
      }
      continue;
    }
    const definition = /^#(?![*:#])\s*(.*)$/.exec(line);
    if (definition) {
      const text = wikitextToText(definition[1] ?? '');
      if (text) current.senses.push(text);
    }
  }
  finish();
  return entries;
}
