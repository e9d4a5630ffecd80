import type { ReactNode } from 'react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@shared/schemas/languages';
import type { WordEntry } from '@shared/schemas/words';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { useLanguageOptions, useWord } from '../../api/word-form-api';
import { WordForm } from './word-form';

/** The page around the form: back link, title, and what shows until the form can. */
function WordFormLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3 justify-self-start">
          <Link to="/words">
            <ArrowLeft aria-hidden="true" />
            {t('wordForm.back')}
          </Link>
        </Button>
        <PageHeader title={title} description={description} />
      </div>
      {children}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 py-12 text-muted-foreground">
      <Spinner />
      {t('wordForm.loading')}
    </p>
  );
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
  return (
    <WordFormLayout title={t('wordForm.newTitle')} description={t('wordForm.newDescription')}>
      <WithLanguages>{(languages) => <WordForm languages={languages} />}</WithLanguages>
    </WordFormLayout>
  );
}

/** /words/edit/{id}: the form prefilled, once the word is read; 'Mot non trouvé' if it is not. */
export function EditWordPage({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  return (
    <WordFormLayout title={t('wordForm.editTitle')} description={t('wordForm.editDescription')}>
      {id === undefined ? <WordNotFound /> : <EditWord id={id} />}
    </WordFormLayout>
  );
}

function EditWord({ id }: { id: number }) {
  const { t } = useTranslation();
  const word = useWord(id);
  if (word.isError) {
    if (word.error instanceof ApiError && word.error.status === 404) return <WordNotFound />;
    return (
      <LoadError
        title={t('wordForm.loadError')}
        error={word.error}
        onRetry={() => void word.refetch()}
      />
    );
  }
  const entry: WordEntry | undefined = word.data;
  if (!entry) return <Loading />;
  return (
    <WithLanguages>
      {/* Keyed by the word, so another word's edit page starts from that word. */}
      {(languages) => <WordForm key={entry.localWord.id} entry={entry} languages={languages} />}
    </WithLanguages>
  );
}

function WordNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={SearchX}
      title={t('wordForm.notFound')}
      description={t('wordForm.notFoundDescription')}
      action={
        <Button asChild variant="outline">
          <Link to="/words">{t('wordForm.back')}</Link>
        </Button>
      }
    />
  );
}
