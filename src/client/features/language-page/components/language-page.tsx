import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { homographLabel } from '@shared/homograph';
import { browseLanguagePath, publicExpressionsPath, wordPath } from '@shared/pages';
import { langTag } from '@client/components/dictionary/lang-tag';
import { LetterBar, type LetterChip } from '@client/components/dictionary/letter-bar';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePublicPageTitle } from '@client/lib/use-document-title';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useLanguagePage } from '../api/use-language-page';
import { DownloadSection } from './download-section';

const linkClass =
  'inline-flex min-h-11 items-center rounded-sm font-medium underline-offset-4 outline-hidden hover:underline focus-visible:ring-2 focus-visible:ring-ring sm:min-h-0';

/**
 * /language/{code}: where the language is spoken (a map drawn on the server from the bundled
 * geography, and the places by name), its counts, its letter bar (`letters`: the browse's own,
 * each letter a link to its words), its latest published words, and its download under the
 * licence of its data.
 */
export function LanguagePageView({
  code,
  letters,
}: {
  code: string;
  /** The language's letters with their counts, once known. */
  letters: (languageId: number) => LetterChip[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const formatNumber = useFormatNumber();
  const page = useLanguagePage(code);
  const data = page.data;
  usePublicPageTitle(
    data
      ? { page: 'language', languageName: data.language.name }
      : data === null
        ? { page: 'language-not-found' }
        : undefined,
  );

  if (data === null) {
    return (
      <section className="mx-auto grid max-w-3xl gap-4 px-4 py-12 text-center">
        <h1 className="text-3xl font-bold">{t('languagePage.notFound')}</h1>
        <p className="text-muted-foreground">{t('languagePage.notFoundDescription')}</p>
        <p>
          <Link to="/" className={linkClass}>
            {t('browse.backHome')}
          </Link>
        </p>
      </section>
    );
  }
  if (page.isPending) {
    return (
      <div
        aria-busy="true"
        aria-label={t('languagePage.loading')}
        className="mx-auto grid max-w-4xl gap-4 px-4 py-12"
      >
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (page.isError || !data) {
    return (
      <p role="alert" className="px-4 py-12 text-center">
        {t('expressionsPage.error')}
      </p>
    );
  }

  const { language, counts, localities, recentWords } = data;
  const fr = i18n.resolvedLanguage !== 'en';
  const countries = [
    ...new Set(localities.map((l) => (fr ? (l.countryNameFr ?? l.countryName) : l.countryName))),
  ];
  const lang = langTag(language.isoCode);
  const letterChips = letters(language.id);
  const letterHref = (letter: string | undefined) => {
    const params = new URLSearchParams({ language: String(language.id) });
    if (letter) params.set('letter', letter);
    return `/browse?${params}`;
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-10 px-4 py-8 md:py-12">
      <header className="grid gap-2">
        <h1 className="text-4xl font-bold tracking-tight break-words">{language.name}</h1>
        {language.isoCode && (
          <p className="text-sm text-muted-foreground">
            {t('languagePage.isoCode', { code: language.isoCode })}
          </p>
        )}
      </header>

      <section aria-labelledby="language-counts">
        <h2 id="language-counts" className="sr-only">
          {t('languagePage.counts')}
        </h2>
        <ul className="grid grid-cols-3 gap-px overflow-hidden rounded-xl border bg-border">
          <Count
            value={formatNumber(counts.words)}
            label={t('languagePage.words', { count: counts.words })}
          >
            <Link to={browseLanguagePath(language.id)} className={linkClass}>
              {t('languagePage.allWords', { language: language.name })}
            </Link>
          </Count>
          <Count
            value={formatNumber(counts.expressions)}
            label={t('languagePage.expressions', { count: counts.expressions })}
          >
            {counts.expressions > 0 && (
              <Link to={publicExpressionsPath(language.id)} className={linkClass}>
                {t('languagePage.allExpressions')}
              </Link>
            )}
          </Count>
          <Count
            value={formatNumber(counts.recordings)}
            label={t('languagePage.recordings', { count: counts.recordings })}
          />
        </ul>
      </section>

      <section aria-labelledby="language-places" className="grid gap-4">
        <h2 id="language-places" className="text-2xl font-semibold tracking-tight">
          {t('languagePage.spokenIn')}
        </h2>
        {localities.length === 0 ? (
          <p className="text-muted-foreground">{t('languagePage.noPlaces')}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-[3fr_2fr] md:items-start">
            {data.mapUrl && (
              <img
                src={data.mapUrl}
                alt={t('languagePage.mapAlt', { countries: countries.join(', ') })}
                width={640}
                height={480}
                // The largest thing on the page's first screen (its LCP on a phone): fetched at
                // once and first, not lazily once the layout has placed it.
                fetchPriority="high"
                className="h-auto w-full rounded-xl border"
              />
            )}
            <ul className="flex flex-wrap content-start gap-1.5">
              {localities.map((place) => (
                <li key={place.id}>
                  <Badge variant="outline" className="font-normal">
                    <MapPin aria-hidden="true" />
                    {place.name} (
                    {fr ? (place.countryNameFr ?? place.countryName) : place.countryName})
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      {letterChips && letterChips.length > 0 && (
        <section aria-labelledby="language-letters" className="grid gap-3">
          <h2 id="language-letters" className="text-2xl font-semibold tracking-tight">
            {t('languagePage.letters')}
          </h2>
          <LetterBar letters={letterChips} current={undefined} hrefFor={letterHref} />
        </section>
      )}

      <section aria-labelledby="language-recent" className="grid gap-3">
        <h2 id="language-recent" className="text-2xl font-semibold tracking-tight">
          {t('languagePage.recentWords')}
        </h2>
        {recentWords.length === 0 ? (
          <p className="text-muted-foreground">{t('languagePage.noWords')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {recentWords.map((word) => (
              <li key={word.id}>
                <Link
                  to={wordPath(word.localWord)}
                  lang={lang}
                  className="inline-flex min-h-11 items-center rounded-md border px-3 font-medium outline-hidden hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {homographLabel(word.localWord, word.homographNumber)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <DownloadSection language={language} />
    </div>
  );
}

function Count({ value, label, children }: { value: string; label: string; children?: ReactNode }) {
  return (
    <li className="flex flex-col items-center gap-1 bg-card px-2 py-5 text-center">
      <span className="text-3xl font-bold text-primary tabular-nums">{value}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
      {children && <span className="text-xs">{children}</span>}
    </li>
  );
}
