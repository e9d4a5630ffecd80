import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Expression } from '@shared/schemas/expressions';
import { expressionPath, expressionSlug } from '@shared/pages';
import { AudioButton } from '@client/lib/audio-player';
import { langTag } from './lang-tag';

/**
 * What an expression is called where one text is needed: its local text (as written in its
 * language), else its text, else none. Its address's slug is made from the same text.
 */
export const expressionTitle = (expression: Expression) =>
  expression.localText ?? expression.expression;

/** Its other text, shown under the title, when it has both. */
export const expressionSubtitle = (expression: Expression) =>
  expression.localText && expression.expression ? expression.expression : null;

/** An expression's public page. */
export const expressionHref = (expression: Expression) =>
  expressionPath(expression.id, expressionSlug(expressionTitle(expression)));

/** The expression's recordings (one or two), with the site's audio buttons. */
export function ExpressionAudioButtons({ expression }: { expression: Expression }) {
  const { t } = useTranslation();
  const text = expressionTitle(expression) ?? t('expressionsPage.untitled');
  return (
    <div className="flex shrink-0 gap-2">
      {[expression.audio1Url, expression.audio2Url].map((url, i) =>
        url ? (
          <AudioButton
            key={i}
            audioKey={`expression-${expression.id}-${i + 1}`}
            url={url}
            recording={i + 1}
            label={t('wordPage.expressionAudio', { text, n: i + 1 })}
          />
        ) : null,
      )}
    </div>
  );
}

/**
 * An expression in a list (a word's page, the public list): its text, a link to its page, its
 * local text and description, and its recordings. `fallbackLang`: the language its texts are
 * written in when it names none (the word's, on a word page).
 */
export function ExpressionItem({
  expression,
  fallbackLang,
  showLanguage = false,
}: {
  expression: Expression;
  fallbackLang?: string | null;
  showLanguage?: boolean;
}) {
  const { t } = useTranslation();
  // Both texts are written in the expression's language.
  const lang = langTag(expression.languageIsoCode ?? fallbackLang ?? null);
  const title = expressionTitle(expression);
  const other = expressionSubtitle(expression);
  return (
    <article className="flex items-start justify-between gap-3 rounded-lg border p-4">
      <div className="grid min-w-0 gap-1">
        <Link
          to={expressionHref(expression)}
          lang={title ? lang : undefined}
          className="inline-flex min-h-11 items-center font-medium break-words underline decoration-muted-foreground/40 underline-offset-4 outline-hidden hover:decoration-foreground focus-visible:ring-2 focus-visible:ring-ring sm:min-h-0"
        >
          {title ?? (
            <span className="text-muted-foreground italic">{t('wordPage.untitledExpression')}</span>
          )}
        </Link>
        {other && (
          <p lang={lang} className="text-muted-foreground">
            {other}
          </p>
        )}
        {expression.description && (
          <p className="text-sm text-muted-foreground">{expression.description}</p>
        )}
        {showLanguage && expression.languageName && (
          <p className="text-xs text-muted-foreground">{expression.languageName}</p>
        )}
      </div>
      <ExpressionAudioButtons expression={expression} />
    </article>
  );
}
