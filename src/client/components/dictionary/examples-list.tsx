import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** An example as a word or one of its senses gives it; `english` only senses have. */
interface ShownExample {
  id: number;
  text: string;
  /** The French translation. */
  translation: string | null;
  english?: string | null;
}

/** Sentences using the word, in its language, each with its French and English translations. */
export function ExamplesList({ examples, lang }: { examples: ShownExample[]; lang: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (examples.length === 0) return null;
  return (
    <div>
      <p
        id={titleId}
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t('dictionary.examples')}
      </p>
      <ul aria-labelledby={titleId} className="mt-1 grid gap-1.5">
        {examples.map((example) => (
          <li key={example.id} className="border-l-2 border-primary/40 pl-3 text-sm">
            <p lang={lang} className="italic">
              {example.text}
            </p>
            {example.translation && (
              <p lang="fr" className="text-muted-foreground">
                {example.translation}
              </p>
            )}
            {example.english && (
              <p lang="en" className="text-muted-foreground">
                {example.english}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
