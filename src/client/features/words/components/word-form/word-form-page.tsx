import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/schemas/languages';
import {
  FormLoading,
  FormNotFound,
  FormPageLayout,
  LoadedItem,
} from '@client/components/form/form-page';
import { LoadError } from '@client/components/layout/load-error';
import { toast } from '@client/components/ui/use-toast';
import { useLanguageOptions } from '@client/lib/use-language-options';
import { useReloadWord, useWord } from '../../api/word-form-api';
import { WordForm } from './word-form';

/** The way back to the list, from the form and from 'Mot non trouvé'. */
function useBackToWords() {
  const { t } = useTranslation();
  return { to: '/words', label: t('wordForm.back') };
}

function Loading() {
  const { t } = useTranslation();
  return <FormLoading label={t('wordForm.loading')} />;
}

/** The languages, then the form (both pages need them for the language select). */
function WithLanguages({ children }: { children: (languages: Language[]) => ReactNode }) {
  const { t } = useTranslation();
  const languages = useLanguageOptions();
  if (languages.isError) {
    return (
      <LoadError
        title={t('wordForm.languagesError')}
        error={languages.error}
        onRetry={() => void languages.refetch()}
      />
    );
  }
  if (!languages.data) return <Loading />;
  return children(languages.data);
}

/** /words/new */
export function NewWordPage() {
  const { t } = useTranslation();
  const back = useBackToWords();
  return (
    <FormPageLayout
      back={back}
      title={t('wordForm.newTitle')}
      description={t('wordForm.newDescription')}
    >
      <WithLanguages>{(languages) => <WordForm languages={languages} />}</WithLanguages>
    </FormPageLayout>
  );
}

/** /words/edit/{id}: the form prefilled, once the word is read; 'Mot non trouvé' if it is not. */
export function EditWordPage({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  const back = useBackToWords();
  return (
    <FormPageLayout
      back={back}
      title={t('wordForm.editTitle')}
      description={t('wordForm.editDescription')}
    >
      {id === undefined ? <WordNotFound /> : <EditWord id={id} />}
    </FormPageLayout>
  );
}

function EditWord({ id }: { id: number }) {
  const { t } = useTranslation();
  const read = useWord(id);
  // Bumped by a reload after a stale edit: the form starts over from the word as read again.
  const [reloads, setReloads] = useState(0);
  const readAgain = useReloadWord(id);
  const reload = async () => {
    try {
      await readAgain();
      setReloads((n) => n + 1);
    } catch {
      // The form stays as it is, with what was typed.
      toast({ variant: 'destructive', title: t('wordForm.loadError') });
    }
  };
  return (
    <LoadedItem
      query={read}
      loading={<Loading />}
      loadErrorTitle={t('wordForm.loadError')}
      notFound={<WordNotFound />}
    >
      {(entry) => (
        <WithLanguages>
          {/* Keyed by the word, so another word's edit page starts from that word. */}
          {(languages) => (
            <WordForm
              key={`${entry.localWord.id}-${reloads}`}
              entry={entry}
              languages={languages}
              onReload={reload}
            />
          )}
        </WithLanguages>
      )}
    </LoadedItem>
  );
}

function WordNotFound() {
  const { t } = useTranslation();
  const back = useBackToWords();
  return (
    <FormNotFound
      title={t('wordForm.notFound')}
      description={t('wordForm.notFoundDescription')}
      back={back}
    />
  );
}
