import { Languages, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { homographLabel } from '@shared/homograph';
import type { Expression } from '@shared/schemas/expressions';
import { ListItemActions } from '@client/components/list/list-item-actions';
import { ListItemFrame, ListItemSkeleton } from '@client/components/list/list-item-frame';
import type { ListView } from '@client/lib/use-paged-list';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';

export type ExpressionLayout = ListView;

/** The text an expression is known by: its text, else its local text; null when it has neither. */
export const expressionText = (expression: Expression) =>
  expression.expression || expression.localText || null;

/**
 * How buttons name the expression: its text, or '(Sans texte)' with its code so that two untitled
 * expressions' buttons still differ.
 */
export function useExpressionName() {
  const { t } = useTranslation();
  return (expression: Expression) =>
    expressionText(expression) ?? `${t('expressions.untitled')} ${expression.code}`;
}

interface ExpressionCardProps {
  expression: Expression;
  layout: ExpressionLayout;
  /** False for contributors: no edit or delete buttons. */
  canEdit: boolean;
  onDelete: () => void;
}

/**
 * One expression of the list: its text as written (tone marks and letters
 * such as ɛ ɔ kept) or '(Sans texte)', its local text and description, language and locality, the
 * words it links, its one or two recordings, and the edit and delete buttons.
 */
export function ExpressionCard({ expression, layout, canEdit, onDelete }: ExpressionCardProps) {
  const { t } = useTranslation();
  const nameOf = useExpressionName();
  const name = nameOf(expression);
  const text = expressionText(expression);
  const titleId = `expression-${expression.id}`;

  const actions = (
    <ListItemActions
      audioKey={`expression-${expression.id}`}
      audioUrls={[expression.audio1Url, expression.audio2Url]}
      audioLabel={(slot) => t('expressions.play', { n: slot, title: name })}
      manage={
        canEdit
          ? {
              editTo: `/expressions/edit/${expression.id}`,
              editLabel: t('expressions.editLabel', { title: name }),
              editTooltip: t('expressions.edit'),
              deleteLabel: t('expressions.deleteLabel', { title: name }),
              deleteTooltip: t('expressions.delete'),
              onDelete,
            }
          : undefined
      }
    />
  );

  const heading = (
    <div className="grid min-w-0 gap-1">
      <h3
        id={titleId}
        className={cn(
          'text-lg leading-snug font-semibold break-words',
          !text && 'font-normal text-muted-foreground italic',
        )}
      >
        {text ?? t('expressions.untitled')}
      </h3>
      {expression.expression && expression.localText && (
        <p className="text-sm break-words text-muted-foreground italic">{expression.localText}</p>
      )}
      {expression.description && (
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">
          {expression.description}
        </p>
      )}
    </div>
  );

  const details = (
    <div className="grid min-w-0 content-start gap-2">
      {(expression.languageName || expression.localityName) && (
        <div className="flex min-w-0 flex-wrap items-center gap-1.5 text-sm">
          {expression.languageName && (
            <Badge variant="secondary" title={t('expressions.language')}>
              <Languages aria-hidden="true" />
              <span className="sr-only">{t('expressions.languagePrefix')} </span>
              {expression.languageName}
            </Badge>
          )}
          {expression.localityName && (
            <Badge variant="outline" title={t('expressions.locality')}>
              <MapPin aria-hidden="true" />
              <span className="sr-only">{t('expressions.localityPrefix')} </span>
              {expression.localityName}
            </Badge>
          )}
        </div>
      )}
      {expression.linkedWords.length > 0 && (
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 gap-y-1 text-sm">
          <span className="text-xs font-semibold text-muted-foreground">
            {t('expressions.linkedWords')}
          </span>
          <ul aria-label={t('expressions.linkedWords')} className="flex flex-wrap gap-1">
            {expression.linkedWords.map((word) => (
              <li key={word.id}>
                <Badge variant="outline" className="font-normal" title={word.languageName}>
                  {homographLabel(word.localWord, word.homographNumber)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );

  return (
    <ListItemFrame
      view={layout}
      titleId={titleId}
      head={heading}
      body={details}
      actions={actions}
      wide
    />
  );
}

/** The shape of a row or card while the page loads. */
export function ExpressionCardSkeleton({ layout }: { layout: ExpressionLayout }) {
  return (
    <ListItemSkeleton
      view={layout}
      wide
      widths={{ head: ['w-48 max-w-full', 'w-32'], body: ['w-28', 'w-40'] }}
    />
  );
}
