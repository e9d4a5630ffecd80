import { useTranslation } from 'react-i18next';
import type { Example } from '@shared/schemas/words';

/** Sentences using the word, in its language, each with its translation. */
export function ExamplesList({ examples, lang }: { examples: Example[]; lang: string }) {
  const { t } = useTranslation();
  if (examples.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('dictionary.examples')}
      </p>
      <ul className="mt-1 grid gap-1.5">
        {examples.map((example) => (
          <li key={example.id} className="border-l-2 border-primary/40 pl-3 text-sm">
            <p lang={lang} className="italic">
              {example.text}
            </p>
            {example.translation && <p className="text-muted-foreground">{example.translation}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
