import type { InterchangeWarning } from '@shared/schemas/interchange';
import {
  headwordLanguages,
  isAudioWritingSystem,
  mapLiftEntry,
  type MappedLiftEntry,
} from './lift-entry';
import { readLiftEntries, type LiftHeader, type XmlElement } from './lift-xml';

/** Opens the LIFT document afresh: a file is read twice, once to survey it, once to import it. */
export type OpenLift = () => AsyncIterable<Buffer | string>;

export interface LiftSurvey {
  header: LiftHeader;
  /** Entries in the file, deleted ones included. */
  entries: number;
  senses: number;
  /** Each writing system of the headwords, with how many entries use it, most used first. */
  writingSystems: { lang: string; entries: number }[];
  headwordLang: string | null;
  /** Every entry's LIFT id with its headword: what plural and variant relations point at. */
  headwords: Map<string, string>;
  /** The first entries, as they will be saved. */
  sample: MappedLiftEntry[];
  /** Every recording the entries and their forms name (paths relative to the file). */
  audio: Set<string>;
}

/**
 * The writing system of the headwords: the one whose primary subtag is the language's own code
 * if the file uses it, else the most used one that is neither French nor English.
 */
export function chooseHeadwordLanguage(
  counts: { lang: string; entries: number }[],
  languageCode: string | null,
): string | null {
  const primary = (lang: string) => lang.split('-')[0]!.toLowerCase();
  const vernacular = counts.filter(
    ({ lang }) => !['fr', 'en'].includes(primary(lang)) && !isAudioWritingSystem(lang),
  );
  const code = languageCode?.toLowerCase();
  return (
    (code && vernacular.find(({ lang }) => primary(lang) === code)?.lang) ||
    vernacular[0]?.lang ||
    counts[0]?.lang ||
    null
  );
}

/** Reads the whole file once: counts, writing systems, the ids relations need, a sample. */
export async function surveyLift(
  open: OpenLift,
  options: { languageCode: string | null; sampleSize: number },
): Promise<LiftSurvey> {
  let header: LiftHeader = { version: null, producer: null };
  const counts = new Map<string, number>();
  const firstEntries: XmlElement[] = [];
  let entries = 0;
  let senses = 0;
  for await (const entry of readLiftEntries(open(), (h) => (header = h))) {
    entries += 1;
    senses += countSenses(entry);
    for (const lang of new Set(headwordLanguages(entry)))
      counts.set(lang, (counts.get(lang) ?? 0) + 1);
    if (firstEntries.length < options.sampleSize) firstEntries.push(entry);
  }
  const writingSystems = [...counts]
    .map(([lang, n]) => ({ lang, entries: n }))
    .sort((a, b) => b.entries - a.entries || a.lang.localeCompare(b.lang));
  const headwordLang = chooseHeadwordLanguage(writingSystems, options.languageCode);

  // Second look, at each entry as mapped with the chosen writing system: ids and recordings.
  const headwords = new Map<string, string>();
  const audio = new Set<string>();
  for await (const mapped of mapEntries(open(), headwordLang)) {
    if (mapped.liftId && mapped.entry) headwords.set(mapped.liftId, mapped.entry.headword);
    for (const file of mapped.entry?.audio ?? []) audio.add(file);
    for (const form of mapped.entry?.forms ?? []) if (form.audio) audio.add(form.audio);
  }
  const sample = firstEntries.map((entry) =>
    resolveRelations(mapLiftEntry(entry, headwordLang), headwords),
  );
  return { header, entries, senses, writingSystems, headwordLang, headwords, sample, audio };
}

/** The file's entries as they will be saved, relations resolved against the survey's ids. */
export async function* readLift(
  open: OpenLift,
  headwordLang: string | null,
  headwords: Map<string, string>,
): AsyncGenerator<MappedLiftEntry> {
  for await (const mapped of mapEntries(open(), headwordLang)) {
    yield resolveRelations(mapped, headwords);
  }
}

async function* mapEntries(chunks: AsyncIterable<Buffer | string>, headwordLang: string | null) {
  for await (const entry of readLiftEntries(chunks)) yield mapLiftEntry(entry, headwordLang);
}

function countSenses(entry: XmlElement): number {
  const count = (node: XmlElement): number =>
    node.children.reduce<number>(
      (n, child) =>
        typeof child !== 'string' && (child.name === 'sense' || child.name === 'subsense')
          ? n + 1 + count(child)
          : n,
      0,
    );
  return count(entry);
}

/** Plural and variant relations become the entry's forms: the related entry's headword. */
export function resolveRelations(
  mapped: MappedLiftEntry,
  headwords: Map<string, string>,
): MappedLiftEntry {
  if (!mapped.entry || mapped.relations.length === 0) return mapped;
  const forms = [...mapped.entry.forms];
  const warnings: InterchangeWarning[] = [...mapped.warnings];
  for (const relation of mapped.relations) {
    const form = headwords.get(relation.ref);
    if (!form) {
      warnings.push({
        code: 'relationUnresolved',
        entry: mapped.entry.headword,
        detail: relation.ref,
      });
      continue;
    }
    if (!forms.some((f) => f.kind === relation.kind && f.form === form))
      forms.push({ kind: relation.kind, form, pronunciation: null, audio: null });
  }
  return { ...mapped, warnings, entry: { ...mapped.entry, forms } };
}
