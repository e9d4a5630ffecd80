import type { InterchangeEntry, InterchangeForm } from '@shared/schemas/interchange';
import { LIFT_PART_OF_SPEECH } from './grammatical-info';

/** An entry as the export writes it: its guid is required (LIFT ids are made from it). */
export type LiftOutputEntry = InterchangeEntry & {
  sourceId: string;
  /** The noun class as the export names it: "9/10" when the class's plural class is known. */
  nounClassLabel?: string | null;
  created?: Date | null;
  modified?: Date | null;
};

export interface LiftWriterOptions {
  /** The headwords' writing system: the language's code (BCP 47 or ISO 639-3). */
  headwordLang: string;
  producer: string;
  /**
   * The writing system notes are written in. Maneno does not know which language an editor
   * wrote a note in; its back office is French first.
   */
  notesLang?: string;
}

/** Characters XML 1.0 cannot carry at all (C0 controls but tab and newlines, lone surrogates). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const attributes = (values: Record<string, string | number | null | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');

const form = (lang: string, text: string | null | undefined) =>
  text ? `<form lang="${escapeXml(lang)}"><text>${escapeXml(text)}</text></form>` : '';

/** A recording's path as a URI: each segment percent-encoded, the folder kept. */
const href = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** FLEx's variant types for our kinds of form (its "Plural" is an irregularly inflected form). */
const VARIANT_TYPES: Record<InterchangeForm['kind'], string> = {
  plural: 'Plural',
  variant: 'Free Variant',
  dialect: 'Dialectal Variant',
  other: 'Other',
};

/** An id LIFT tools show and relations use: the headword and the guid, as FLEx writes them. */
export const liftEntryId = (entry: { headword: string; sourceId: string }) =>
  `${entry.headword}_${entry.sourceId}`;

function pronunciation(lang: string, ipa: string | null, audio: string[]): string {
  if (!ipa && audio.length === 0) return '';
  const media = audio.map((path) => `<media${attributes({ href: href(path) })}/>`).join('');
  return `<pronunciation>${form(`${lang}-fonipa`, ipa)}${media}</pronunciation>`;
}

/** One <entry>, on its own line. */
export function liftEntryXml(entry: LiftOutputEntry, options: LiftWriterOptions): string {
  const lang = options.headwordLang;
  const parts: string[] = [];
  parts.push(`<lexical-unit>${form(lang, entry.headword)}</lexical-unit>`);
  parts.push(pronunciation(lang, entry.pronunciation, entry.audio));
  for (const variant of entry.forms) {
    parts.push(
      `<variant>${form(lang, variant.form)}` +
        pronunciation(lang, variant.pronunciation, variant.audio ? [variant.audio] : []) +
        `<trait name="variant-type" value="${VARIANT_TYPES[variant.kind]}"/></variant>`,
    );
  }
  if (entry.notes) parts.push(`<note>${form(options.notesLang ?? 'fr', entry.notes)}</note>`);
  entry.senses.forEach((sense, index) => {
    const grammar = entry.partOfSpeech
      ? `<grammatical-info${attributes({ value: LIFT_PART_OF_SPEECH[entry.partOfSpeech] })}>` +
        (entry.nounClass
          ? `<trait${attributes({ name: `${LIFT_PART_OF_SPEECH[entry.partOfSpeech]}-infl-class`, value: entry.nounClassLabel ?? entry.nounClass })}/>`
          : '') +
        `</grammatical-info>`
      : '';
    const gloss = (glossLang: string, text: string | null) =>
      text ? `<gloss lang="${glossLang}"><text>${escapeXml(text)}</text></gloss>` : '';
    const definition =
      sense.frenchDefinition || sense.englishDefinition
        ? `<definition>${form('fr', sense.frenchDefinition)}${form('en', sense.englishDefinition)}</definition>`
        : '';
    const examples = sense.examples
      .map(
        (example) =>
          `<example>${form(lang, example.text)}` +
          (example.french || example.english
            ? `<translation type="Free translation">${form('fr', example.french)}${form('en', example.english)}</translation>`
            : '') +
          `</example>`,
      )
      .join('');
    const domain = sense.semanticDomain
      ? `<trait${attributes({ name: 'semantic-domain-ddp4', value: sense.semanticDomain })}/>`
      : '';
    parts.push(
      `<sense${attributes({ id: `${entry.sourceId}_${index + 1}`, order: index })}>` +
        grammar +
        gloss('fr', sense.frenchWord) +
        gloss('en', sense.englishWord) +
        definition +
        examples +
        domain +
        `</sense>`,
    );
  });
  const head = attributes({
    id: liftEntryId(entry),
    guid: entry.sourceId,
    order: entry.homograph,
    dateCreated: entry.created?.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    dateModified: entry.modified?.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  });
  return `<entry${head}>${parts.join('')}</entry>\n`;
}

/**
 * A whole LIFT document, produced piece by piece as the entries come: an export of a large
 * language is written to its file as it is read, never built in memory.
 */
export async function* liftDocument(
  entries: AsyncIterable<LiftOutputEntry> | Iterable<LiftOutputEntry>,
  options: LiftWriterOptions,
): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<lift${attributes({ version: '0.13', producer: options.producer })}>\n`;
  for await (const entry of entries) yield liftEntryXml(entry, options);
  yield '</lift>\n';
}
