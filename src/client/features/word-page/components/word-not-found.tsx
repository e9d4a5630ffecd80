import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import type { WordEntry } from '@shared/schemas/words';
import { homographLabel } from '@shared/homograph';
import { wordPath } from '@shared/pages';
import { langTag } from '@client/components/dictionary/lang-tag';
import { WordSearchForm } from '@client/components/dictionary/word-search-form';
import { Skeleton } from '@client/components/ui/skeleton';
import { currentLanguage } from '@client/lib/i18n';
import { SUGGESTIONS, suggestionText, useWordSuggestions } from '../api/use-word-page';

/**
 * A slug that names no word a visitor may see: "Mot introuvable", then a way on rather than a
 * dead end: the search box holding what was asked, and the words the site's search finds for it
 * ("did you mean", typos and missing tone marks aside), each a link to its page.
 */
export function WordNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = suggestionText(slug);
  return (
    <section aria-labelledby="word-not-found" className="grid gap-6">
      <div className="text-center">
        <h1 id="word-not-found" className="text-3xl font-bold">
          {t('wordPage.notFound')}
        </h1>
        <p className="mt-2 text-muted-foreground">{t('wordPage.notFoundDescription')}</p>
      </div>
      <WordSearchForm
        initial={slug}
        onSearch={(q) => void navigate(q ? `/browse?${new URLSearchParams({ q })}` : '/browse')}
      />
      {text && <Suggestions text={text} />}
    </section>
  );
}

function Suggestions({ text }: { text: string }) {
  const { t } = useTranslation();
  const suggestions = useWordSuggestions(text);
  // A search that fails leaves the search box, which says nothing is wrong with the word asked.
  if (suggestions.isError) return null;
  if (suggestions.isPending) {
    return (
      <div aria-busy="true" className="grid gap-2">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  const { data, pagination } = suggestions.data;
  if (data.length === 0) {
    return (
      <p className="text-center text-muted-foreground">
        {t('wordPage.noSuggestions', { q: text })}
      </p>
    );
  }
  const shown = data.slice(0, SUGGESTIONS);
  return (
    <section aria-labelledby="word-suggestions" className="grid gap-3">
      <h2 id="word-suggestions" className="text-lg font-semibold">
        {t('wordPage.suggestions')}
      </h2>
      <ul className="grid gap-2">
        {shown.map((entry) => (
          <li key={entry.localWord.id}>
            <Suggestion entry={entry} />
          </li>
        ))}
      </ul>
      {pagination.total > shown.length && (
        <Link
          to={`/browse?${new URLSearchParams({ q: text })}`}
          className="inline-flex min-h-11 w-fit items-center gap-2 rounded-sm font-medium text-primary underline-offset-4 outline-hidden hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('wordPage.searchAll', { q: text })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </section>
  );
}

/** A suggested word: its spelling, language and meaning in the interface language. */
function Suggestion({ entry }: { entry: WordEntry }) {
  const word = entry.localWord;
  const english = currentLanguage() === 'en';
  const gloss =
    (english ? entry.englishWord : entry.frenchWord) ??
    (english ? entry.frenchWord : entry.englishWord);
  const glossLang = gloss === entry.englishWord ? 'en' : 'fr';
  return (
    <Link
      to={wordPath(word.localWord)}
      className="flex min-h-11 flex-wrap items-baseline gap-x-3 gap-y-0.5 rounded-md border px-3 py-2 outline-hidden hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span lang={langTag(entry.language.isoCode)} className="font-semibold">
        {homographLabel(word.localWord, word.homographNumber)}
      </span>
      <span className="text-sm text-muted-foreground">{entry.language.name}</span>
      {gloss && (
        <span lang={glossLang} className="text-sm">
          {gloss.word}
        </span>
      )}
    </Link>
  );
}
