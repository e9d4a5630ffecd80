import { Languages, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Expression } from '@shared/schemas/expressions';
import { ListItemFrame, ListItemSkeleton } from '@client/components/list/list-item-frame';
import type { ListView } from '@client/lib/use-paged-list';
import { Badge } from '@client/components/ui/badge';
import { IconButton } from '@client/components/ui/icon-button';
import { AudioButton } from '@client/lib/audio-player';
import { cn } from '@client/lib/utils';

export type ExpressionLayout = ListView;

/**
 * A row of the list view. Narrow (phones): the text and its buttons side by side, the details
 * below; wide (a container of 42rem or more): text, details and buttons on one line.
 */

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
 * One expression of the list (spec §2 "Expressions"): its text as written (tone marks and letters
 * such as ɛ ɔ kept) or '(Sans texte)', its local text and description, language and locality, the
 * words it links, its one or two recordings, and the edit and delete buttons.
 */
export function ExpressionCard({ expression, layout, canEdit, onDelete }: ExpressionCardProps) {
  const { t } = useTranslation();
  const nameOf = useExpressionName();
  const name = nameOf(expression);
  const text = expressionText(expression);
  const titleId = `expression-${expression.id}`;
  const audios = [expression.audio1Url, expression.audio2Url]
    .map((url, index) => ({ url, slot: index + 1 }))
    .filter((audio): audio is { url: string; slot: number } => !!audio.url);

  const actions = (
    <div className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
      {audios.map(({ url, slot }) => (
        <AudioButton
          key={slot}
          audioKey={`expression-${expression.id}-${slot}`}
          url={url}
          recording={slot}
          label={t('expressions.play', { n: slot, title: name })}
        />
      ))}
      {canEdit && (
        <>
          <IconButton
            asChild
            label={t('expressions.editLabel', { title: name })}
            tooltip={t('expressions.edit')}
            className="size-9"
          >
            <Link to={`/expressions/edit/${expression.id}`}>
              <Pencil aria-hidden="true" />
            </Link>
          </IconButton>
          <IconButton
            label={t('expressions.deleteLabel', { title: name })}
            tooltip={t('expressions.delete')}
            className="size-9 text-muted-foreground hover:text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </>
      )}
    </div>
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
                  {word.localWord}
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
