/**
 * The names the API gives input fields in its messages (« Notes » ne peut pas dépasser 5000
 * caractères.), by the field's key in the request, in the language of the request; and the lists
 * whose items a field may belong to, numbered from 1 (sens 2, exemple 1). A field missing here is
 * named by its key.
 */
import { fill } from './fill';
import type { Language } from './languages';

const fr = {
  fields: {
    name: 'Nom',
    email: 'E-mail',
    password: 'Mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    customRegionName: 'Nouvelle région',
    description: 'Description',
    localWord: 'Mot local',
    pronunciation: 'Prononciation',
    notes: 'Notes',
    frenchWord: 'Mot français',
    frenchDefinition: 'Définition en français',
    frenchPartOfSpeech: 'Nature du mot français',
    frenchPronunciation: 'Prononciation du mot français',
    englishWord: 'Mot anglais',
    englishDefinition: 'Définition en anglais',
    englishPartOfSpeech: 'Nature du mot anglais',
    englishPronunciation: 'Prononciation du mot anglais',
    semanticDomain: 'Domaine',
    text: 'Exemple',
    translation: 'Traduction',
    french: 'Traduction française',
    english: 'Traduction anglaise',
    form: 'Forme',
    label: 'Libellé',
    expression: 'Expression',
    localText: 'Texte local',
    reason: 'Motif',
    user: 'Utilisateur',
    search: 'Recherche',
    q: 'Recherche',
    attribution: 'Attribution',
    licence: 'Licence',
  },
  lists: {
    senses: 'sens {{n}}',
    forms: 'forme {{n}}',
    examples: 'exemple {{n}}',
  },
};

const en: typeof fr = {
  fields: {
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    customRegionName: 'New region',
    description: 'Description',
    localWord: 'Local word',
    pronunciation: 'Pronunciation',
    notes: 'Notes',
    frenchWord: 'French word',
    frenchDefinition: 'French definition',
    frenchPartOfSpeech: 'French word’s part of speech',
    frenchPronunciation: 'French word’s pronunciation',
    englishWord: 'English word',
    englishDefinition: 'English definition',
    englishPartOfSpeech: 'English word’s part of speech',
    englishPronunciation: 'English word’s pronunciation',
    semanticDomain: 'Domain',
    text: 'Example',
    translation: 'Translation',
    french: 'French translation',
    english: 'English translation',
    form: 'Form',
    label: 'Label',
    expression: 'Expression',
    localText: 'Local text',
    reason: 'Reason',
    user: 'User',
    search: 'Search',
    q: 'Search',
    attribution: 'Attribution',
    licence: 'Licence',
  },
  lists: {
    senses: 'sense {{n}}',
    forms: 'form {{n}}',
    examples: 'example {{n}}',
  },
};

export const API_FIELD_NAMES = { fr, en } satisfies Record<Language, typeof fr>;

const has = <T extends object>(record: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(record, key);

/**
 * A field's name for a message, from its path in the request (['senses', '1', 'frenchDefinition']
 * or 'body.notes'): « Définition en français » (sens 2) in French.
 */
export function apiFieldName(language: Language, path: readonly string[]) {
  const names = API_FIELD_NAMES[language];
  const keys = path.filter((segment) => !/^\d+$/.test(segment));
  const key = keys.at(-1) ?? '';
  const name = has(names.fields, key) ? names.fields[key] : key;
  const within = path.flatMap((segment, i) => {
    const index = path[i + 1];
    return has(names.lists, segment) && index !== undefined && /^\d+$/.test(index)
      ? [fill(names.lists[segment], { n: Number(index) + 1 })]
      : [];
  });
  return { field: name, within };
}
