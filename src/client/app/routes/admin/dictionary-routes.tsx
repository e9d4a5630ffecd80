import { useParams } from 'react-router';
import { DictionaryPage } from '@client/features/dictionary/components/dictionary-page';
import { DictionaryWordPage } from '@client/features/dictionary/components/dictionary-word-page';
import { InternationalDictionaryPage } from '@client/features/dictionary/components/international-dictionary-page';
import { canAccess } from '@shared/roles';
import { useSession } from '@client/features/auth/api/use-session';

/*
 * The reference dictionary: everyone signed in reads; admins and editors start imports,
 * synchronisations and corrections (the server refuses the others).
 */

/** Whether the signed-in user may start imports, syncs and fixes (the server checks it too). */
function useCanRunJobs() {
  const { data: user } = useSession();
  return canAccess(user?.role, 'dictionaryJobs');
}

/** /international-dictionary */
export function InternationalDictionaryRoute() {
  return <InternationalDictionaryPage canManage={useCanRunJobs()} />;
}

/** /french-dictio */
export function FrenchDictionaryRoute() {
  return <DictionaryPage key="french" side="french" canManage={useCanRunJobs()} />;
}

/** /english-dictio */
export function EnglishDictionaryRoute() {
  return <DictionaryPage key="english" side="english" canManage={useCanRunJobs()} />;
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
