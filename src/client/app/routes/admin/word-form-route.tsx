import { useParams } from 'react-router';
import {
  EditWordPage,
  NewWordPage,
} from '@client/features/words/components/word-form/word-form-page';

/** /words/new: the word form, empty. */
export function NewWordRoute() {
  return <NewWordPage />;
}

/** /words/edit/{id}: an id that is not a number is a word that does not exist. */
export function EditWordRoute() {
  const { id } = useParams();
  return <EditWordPage id={id && /^\d{1,10}$/.test(id) ? Number(id) : undefined} />;
}
