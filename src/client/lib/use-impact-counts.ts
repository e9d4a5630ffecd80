import { useTranslation } from 'react-i18next';
import type { DeletionImpact } from '@shared/schemas/trash';
import { useFormatNumber } from './use-format-number';

/**
 * What a deletion takes, as the words of a sentence ('3 mots', '1 expression', '0
 * enregistrements'), each count with its language's plural: the languages' delete dialog and the
 * trash say it alike.
 */
export function useImpactCounts() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  return ({ words, expressions, recordings }: DeletionImpact) => ({
    words: t('trash.words', { count: words, formatted: formatNumber(words) }),
    expressions: t('trash.expressions', {
      count: expressions,
      formatted: formatNumber(expressions),
    }),
    recordings: t('trash.recordings', { count: recordings, formatted: formatNumber(recordings) }),
  });
}
