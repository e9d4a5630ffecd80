import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { currentLanguage } from '@client/lib/i18n';

/** An example as a word or one of its senses gives it; `french` and `english` only senses have. */
interface ShownExample {
  id: number;
  text: string;
  /** The French translation, under the name older clients read. */
  translation: string | null;
  french?: string | null;
  english?: string | null;
}

/** An example's translations, by language. */
const translationsOf = (example: ShownExample): Record<Language, string | null> => ({
  fr: example.french ?? example.translation,
  en: example.english ?? null,
});

/**
 * Sentences using the word, in its language. A visitor reads each one's translation in the
 * interface language, or in the other one, marked with its `lang`, when it has none there; the
 * back office (`translations="both"`) reviews both.
 */
export function ExamplesList({
  examples,
  lang,
  translations = 'interface',
}: {
  examples: readonly ShownExample[];
  /** The `lang` of the word's language. */
  lang: string;
  translations?: 'interface' | 'both';
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (examples.length === 0) return null;
  const ui = currentLanguage();
  const other: Language = ui === 'fr' ? 'en' : 'fr';
  const order: Language[] = translations === 'both' ? ['fr', 'en'] : [ui, other];
  return (
    <div>
      <p
        id={titleId}
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t('dictionary.examples')}
      </p>
      <ul aria-labelledby={titleId} className="mt-1 grid gap-1.5">
        {examples.map((example) => {
          const texts = translationsOf(example);
          const available = order.filter((language) => texts[language]);
          const shown = translations === 'both' ? available : available.slice(0, 1);
          return (
            <li key={example.id} className="border-l-2 border-primary/40 pl-3 text-sm">
              <p lang={lang} className="italic">
                {example.text}
              </p>
              {shown.map((language) => (
                <p key={language} lang={language} className="text-muted-foreground">
                  {texts[language]}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
