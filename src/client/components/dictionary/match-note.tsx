import { useTranslation } from 'react-i18next';
import type { SearchMatch } from '@shared/schemas/words';

/**
 * Why a search hit is there when its headword does not say it: found by another of its forms
 * ("watu — pluriel de mtu") or by a meaning. A hit found by its headword or by a typo says nothing
 * here (typos are grouped apart by the list).
 */
export function MatchNote({
  match,
  word,
  lang,
}: {
  match: SearchMatch | undefined;
  /** The hit's headword, as shown. */
  word: string;
  /** The `lang` of the word's language, for the form that matched, when known. */
  lang?: string;
}) {
  const { t } = useTranslation();
  if (match?.by === 'form') {
    return (
      <p className="text-sm text-muted-foreground">
        {match.form && (
          <>
            <span lang={lang} className="font-medium text-foreground">
              {match.form}
            </span>
            {' — '}
          </>
        )}
        {t(`dictionary.match.formOf.${match.kind ?? 'other'}`, { word })}
      </p>
    );
  }
  if (match?.by === 'gloss') {
    return <p className="text-xs text-muted-foreground">{t('dictionary.match.gloss')}</p>;
  }
  return null;
}
