import type {
  InterchangeExample,
  InterchangeForm,
  InterchangeSense,
  InterchangeWarning,
  InterchangeWarningCode,
} from '@shared/schemas/interchange';
import { bareIpa } from '@shared/ipa';
import type { PartOfSpeech } from '@shared/schemas/lexicon';
import type { ReadEntry } from '../read-entry';
import { nounClassOf, partOfSpeechOf } from './grammatical-info';
import { childElements, textContent, type XmlElement } from './lift-xml';

/** A form of a LIFT multitext: its writing system and its text (spans flattened). */
export interface LiftForm {
  lang: string;
  text: string;
}

/** An entry's link to another entry, resolved once the whole file is read (plurals, variants). */
export interface LiftRelation {
  kind: 'plural' | 'variant';
  ref: string;
}

export interface MappedLiftEntry extends ReadEntry {
  /** The entry's LIFT id (what relations name), null if it has none. */
  liftId: string | null;
  relations: LiftRelation[];
}

/** FLEx keeps recordings as a writing system whose "text" is the audio file's name. */
export const isAudioWritingSystem = (lang: string) => /-x-audio$/iu.test(lang);
const primaryLanguage = (lang: string) => lang.split('-')[0]!.toLowerCase();
const isFrench = (lang: string) => primaryLanguage(lang) === 'fr';
const isEnglish = (lang: string) => primaryLanguage(lang) === 'en';
const isGlossLanguage = (lang: string) => isFrench(lang) || isEnglish(lang);
const isIpa = (lang: string) => /fonipa|-ipa\b/iu.test(lang);

/** An element holding one form (<form>, and <gloss> which is one): null when its text is empty. */
function formOf(element: XmlElement): LiftForm | null {
  const text = childElements(element, 'text')
    .map((child) => textContent(child))
    .join('')
    .normalize('NFC')
    .trim();
  return text ? { lang: element.attributes.lang ?? '', text } : null;
}

/** The forms of a multitext element (its <form> children), empty texts dropped. */
export function formsOf(node: XmlElement | undefined): LiftForm[] {
  if (!node) return [];
  return childElements(node, 'form').flatMap((form) => formOf(form) ?? []);
}

/** The writing systems an entry writes its headword in (audio ones left out). */
export function headwordLanguages(entry: XmlElement): string[] {
  return formsOf(childElements(entry, 'lexical-unit')[0])
    .map((form) => form.lang)
    .filter((lang) => !isAudioWritingSystem(lang));
}

const joined = (texts: string[]) => (texts.length ? [...new Set(texts)].join('; ') : null);
const textIn = (forms: LiftForm[], accept: (lang: string) => boolean) =>
  joined(forms.filter((form) => accept(form.lang)).map((form) => form.text));

/** The value of the first trait whose name matches. */
const traitValue = (node: XmlElement, name: RegExp) =>
  childElements(node, 'trait').find((trait) => name.test(trait.attributes.name ?? ''))?.attributes
    .value ?? null;

/** A recording's path inside the archive: FLEx names the file, kept in the audio/ folder. */
const audioPath = (name: string) => (name.includes('/') ? name : `audio/${name}`);

const NOT_SPOKEN = { pronunciation: null, audio: null };

/** How a variant's type reads as one of our kinds of form (FLEx's variant types by name). */
function variantKind(type: string): InterchangeForm['kind'] {
  if (/plural/iu.test(type)) return 'plural';
  if (/dialect/iu.test(type)) return 'dialect';
  if (/^other$/iu.test(type)) return 'other';
  return 'variant';
}

/**
 * The IPA and recordings of <pronunciation> elements: IPA from a -fonipa form (else a form in the
 * headword's own writing system), recordings from <media> and from FLEx's audio forms.
 */
function spokenIn(
  elements: XmlElement[],
  inHeadwordLanguage: (lang: string) => boolean = (lang) => !isGlossLanguage(lang),
): { pronunciation: string | null; audio: string[] } {
  let pronunciation: string | null = null;
  const audio: string[] = [];
  for (const element of elements) {
    const forms = formsOf(element);
    const ipa = textIn(forms, isIpa) ?? textIn(forms, inHeadwordLanguage);
    pronunciation ??= ipa ? bareIpa(ipa) || null : null;
    for (const form of forms) if (isAudioWritingSystem(form.lang)) audio.push(audioPath(form.text));
    for (const media of childElements(element, 'media')) {
      const href = media.attributes.href?.trim();
      if (href) audio.push(audioPath(decodeHref(href)));
    }
  }
  return { pronunciation, audio };
}

/** A media href as a path: our export percent-encodes file names; tools write them raw. */
function decodeHref(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/**
 * One LIFT <entry> as an interchange entry. `headwordLang` is the writing system chosen for the
 * whole file (the preview's); without one, the entry's first vernacular form is taken.
 */
export function mapLiftEntry(entry: XmlElement, headwordLang: string | null): MappedLiftEntry {
  const liftId = entry.attributes.id ?? null;
  const warnings: InterchangeWarning[] = [];
  const relations: LiftRelation[] = [];
  const lexicalUnit = formsOf(childElements(entry, 'lexical-unit')[0]);
  const vernacular = (lang: string) =>
    headwordLang ? lang === headwordLang : !isGlossLanguage(lang) && !isAudioWritingSystem(lang);
  const headwordForm =
    lexicalUnit.find((form) => vernacular(form.lang)) ??
    (headwordLang ? undefined : lexicalUnit.find((form) => !isAudioWritingSystem(form.lang)));
  const label = headwordForm?.text ?? liftId;
  const warn = (code: InterchangeWarningCode, detail: string | null = null) => {
    if (!warnings.some((w) => w.code === code && w.detail === detail))
      warnings.push({ code, entry: label, detail });
  };

  if (entry.attributes.dateDeleted) {
    warn('deletedEntrySkipped', entry.attributes.dateDeleted);
    return { liftId, entry: null, relations, warnings };
  }
  if (!headwordForm) {
    const found = lexicalUnit.map((form) => form.lang).join(', ');
    warn('noHeadword', found || null);
    return { liftId, entry: null, relations, warnings };
  }
  const headwordLanguage = headwordForm.lang;
  const inHeadwordLanguage = (lang: string) => lang === headwordLanguage;
  const others = lexicalUnit.filter(
    (form) => form !== headwordForm && !isAudioWritingSystem(form.lang),
  );
  if (others.length) warn('otherWritingSystems', others.map((form) => form.lang).join(', '));

  const spoken = spokenIn(childElements(entry, 'pronunciation'), inHeadwordLanguage);
  const audio = lexicalUnit
    .filter((form) => isAudioWritingSystem(form.lang))
    .map((form) => audioPath(form.text))
    .concat(spoken.audio);
  const pronunciation = spoken.pronunciation;

  const forms: InterchangeForm[] = [];
  const addForm = (
    kind: InterchangeForm['kind'],
    form: string | null,
    spoken: { pronunciation: string | null; audio: string | null } = NOT_SPOKEN,
  ) => {
    if (form && !forms.some((f) => f.kind === kind && f.form === form))
      forms.push({ kind, form, ...spoken });
  };
  for (const field of childElements(entry, 'field')) {
    if (/^plural/iu.test(field.attributes.type ?? ''))
      addForm(
        'plural',
        textIn(formsOf(field), (lang) => !isGlossLanguage(lang)),
      );
  }
  addForm('plural', traitValue(entry, /^plural/iu));
  for (const variant of childElements(entry, 'variant')) {
    const type = traitValue(variant, /variant-type|type/iu) ?? '';
    const kind = variantKind(type);
    const text = textIn(formsOf(variant), (lang) => !isGlossLanguage(lang));
    if (text) {
      const said = spokenIn(childElements(variant, 'pronunciation'));
      addForm(kind, text, { pronunciation: said.pronunciation, audio: said.audio[0] ?? null });
    } else if (variant.attributes.ref)
      relations.push({
        kind: kind === 'plural' ? 'plural' : 'variant',
        ref: variant.attributes.ref,
      });
  }
  for (const relation of childElements(entry, 'relation')) {
    const type = relation.attributes.type ?? '';
    const ref = relation.attributes.ref;
    if (!ref) continue;
    if (/plural/iu.test(type)) relations.push({ kind: 'plural', ref });
    else if (/variant/iu.test(type)) relations.push({ kind: 'variant', ref });
  }

  const notes: string[] = childElements(entry, 'note').flatMap((note) =>
    formsOf(note).map((form) => form.text),
  );
  let nounClass: string | null = null;
  const readNounClass = (value: string | null) => {
    if (value === null || nounClass) return;
    nounClass = nounClassOf(value);
    if (!nounClass) warn('nounClassUnreadable', value);
  };
  readNounClass(traitValue(entry, /noun.?class|class/iu));

  const partsOfSpeech: { part: PartOfSpeech; original: string | null }[] = [];
  const senses: InterchangeSense[] = [];
  const readSense = (sense: XmlElement, depth: number) => {
    const grammatical = childElements(sense, 'grammatical-info')[0];
    const value = grammatical?.attributes.value?.trim();
    if (value) {
      const part = partOfSpeechOf(value);
      if (!part) warn('partOfSpeechUnknown', value);
      partsOfSpeech.push({ part: part ?? 'other', original: part ? null : value });
    }
    if (grammatical) readNounClass(traitValue(grammatical, /class/iu));
    readNounClass(traitValue(sense, /noun.?class/iu));
    const glosses = childElements(sense, 'gloss').flatMap((gloss) => formOf(gloss) ?? []);
    const ignored = glosses.filter((gloss) => !isGlossLanguage(gloss.lang));
    if (ignored.length) warn('glossLanguageIgnored', ignored.map((g) => g.lang).join(', '));
    const definition = formsOf(childElements(sense, 'definition')[0]);
    const examples: InterchangeExample[] = childElements(sense, 'example').flatMap((example) => {
      const own = formsOf(example);
      const text =
        textIn(own, inHeadwordLanguage) ?? textIn(own, (lang) => !isGlossLanguage(lang)) ?? '';
      const translations = childElements(example, 'translation').flatMap((t) => formsOf(t));
      const french = textIn(translations, isFrench) ?? textIn(own, isFrench);
      const english = textIn(translations, isEnglish) ?? textIn(own, isEnglish);
      return text || french || english ? [{ text, french, english }] : [];
    });
    senses.push({
      frenchWord: textIn(glosses, isFrench),
      englishWord: textIn(glosses, isEnglish),
      frenchDefinition: textIn(definition, isFrench),
      englishDefinition: textIn(definition, isEnglish),
      semanticDomain: traitValue(sense, /^semantic-domain/iu),
      examples,
    });
    for (const note of childElements(sense, 'note')) {
      for (const form of formsOf(note)) notes.push(form.text);
    }
    for (const field of childElements(sense, 'field')) {
      if (/^plural/iu.test(field.attributes.type ?? ''))
        addForm(
          'plural',
          textIn(formsOf(field), (lang) => !isGlossLanguage(lang)),
        );
    }
    for (const sub of childElements(sense, 'subsense')) {
      warn('subsenseFlattened', String(depth + 1));
      readSense(sub, depth + 1);
    }
  };
  for (const sense of childElements(entry, 'sense')) readSense(sense, 0);

  const [first] = partsOfSpeech;
  if (partsOfSpeech.some((p) => p.part !== first?.part || p.original !== first?.original))
    warn('partOfSpeechPerSense', partsOfSpeech.map((p) => p.original ?? p.part).join(', '));
  if (first?.original) notes.push(`grammatical-info: ${first.original}`);

  let homograph: number | null = null;
  const order = entry.attributes.order;
  if (order !== undefined) {
    const number = Number(order);
    if (Number.isInteger(number) && number >= 1 && number <= 99) homograph = number;
    else if (order.trim() !== '0') warn('homographInvalid', order);
  }

  return {
    liftId,
    relations,
    warnings,
    entry: {
      sourceId: entry.attributes.guid ?? liftId,
      headword: headwordForm.text,
      homograph,
      partOfSpeech: first?.part ?? null,
      partOfSpeechOriginal: first?.original ?? null,
      nounClass,
      pronunciation,
      audio: [...new Set(audio)],
      forms,
      senses,
      notes: notes.length ? [...new Set(notes)].join('\n\n') : null,
    },
  };
}
