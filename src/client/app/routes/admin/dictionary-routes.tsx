import { useParams } from 'react-router';
import { DictionaryPage } from '@client/features/dictionary/components/dictionary-page';
import { DictionaryWordPage } from '@client/features/dictionary/components/dictionary-word-page';
import { InternationalDictionaryPage } from '@client/features/dictionary/components/international-dictionary-page';
import { useCanEditReferenceData } from './use-can-edit-reference-data';

/*
 * The reference dictionary (spec §2): everyone signed in reads; admins and editors start imports,
 * synchronisations and corrections (spec §6; the server refuses the others).
 */

/** /international-dictionary */
export function InternationalDictionaryRoute() {
  return <InternationalDictionaryPage canManage={useCanEditReferenceData()} />;
}

/** /french-dictio */
export function FrenchDictionaryRoute() {
  return <DictionaryPage key="french" side="french" canManage={useCanEditReferenceData()} />;
}

/** /english-dictio */
export function EnglishDictionaryRoute() {
  return <DictionaryPage key="english" side="english" canManage={useCanEditReferenceData()} />;
}

/** An id that is not a number is a word that does not exist. */
const useWordId = () => {
  const { id } = useParams();
  return id && /^\d{1,10}$/.test(id) ? Number(id) : undefined;
};

/** /word/fr/{id} */
export function FrenchWordRoute() {
  return <DictionaryWordPage side="french" id={useWordId()} />;
}

/** /word/en/{id} */
export function EnglishWordRoute() {
  return <DictionaryWordPage side="english" id={useWordId()} />;
}
