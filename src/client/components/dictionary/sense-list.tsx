import { useTranslation } from 'react-i18next';
import { ExamplesList } from './examples-list';
import type { Sense } from '@shared/schemas/words';
import { cn } from '@client/lib/utils';
import { GlossRow } from './gloss-row';

/**
 * A word's senses in order, numbered: each one's French and English glosses with their
 * definitions, its semantic domain and its examples with their translations.
 */
export function SenseList({
  senses,
  lang,
  label,
  className,
}: {
  senses: readonly Sense[];
  /** The `lang` of the word's language, for the examples. */
  lang: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ol aria-label={label} className={cn('grid gap-3', className)}>
      {senses.map((sense, index) => (
        <li key={sense.id} className="flex min-w-0 gap-2">
          {senses.length > 1 && (
            <span className="w-4 shrink-0 text-sm font-semibold text-muted-foreground tabular-nums">
              {index + 1}.
            </span>
          )}
          <div className="grid min-w-0 flex-1 gap-1.5">
            <dl className="grid gap-1">
              <GlossRow
                code="FR"
                label={t('words.french')}
                entry={sense.frenchWord}
                detail="definition"
                definition={sense.frenchDefinition}
              />
              <GlossRow
                code="EN"
                label={t('words.english')}
                entry={sense.englishWord}
                detail="definition"
                definition={sense.englishDefinition}
              />
            </dl>
            {sense.semanticDomain && (
              <p className="text-xs text-muted-foreground">
                {t('lexicon.semanticDomain', { domain: sense.semanticDomain })}
              </p>
            )}
            <ExamplesList examples={sense.examples} lang={lang} translations="both" />
          </div>
        </li>
      ))}
    </ol>
  );
}
