import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import type { ListView } from '@client/lib/use-paged-list';
import { cn } from '@client/lib/utils';

/**
 * A row: heading and actions on one line, the body below, on a narrow screen; heading, body and
 * actions side by side from the container's 2xl. `wide` gives the heading more room.
 */
const row = (wide: boolean) =>
  cn(
    "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 px-4 py-3 [grid-template-areas:'head_actions'_'body_body'] @2xl:items-center @2xl:gap-x-4 @2xl:[grid-template-areas:'head_body_actions']",
    wide
      ? '@2xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_10.5rem]'
      : '@2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10.5rem]',
  );

/** One item of a paged list (words, expressions), as a row of the list or as a card. */
export function ListItemFrame({
  view,
  titleId,
  head,
  body,
  actions,
  wide = false,
}: {
  view: ListView;
  /** The id of the item's heading, which names the article. */
  titleId: string;
  head: ReactNode;
  body: ReactNode;
  actions: ReactNode;
  wide?: boolean;
}) {
  if (view === 'cards') {
    return (
      <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-4">
        {head}
        <div className="flex-1">{body}</div>
        {actions}
      </Card>
    );
  }
  return (
    <article aria-labelledby={titleId} className={row(wide)}>
      <div className="[grid-area:head]">{head}</div>
      <div className="[grid-area:body]">{body}</div>
      <div className="self-start [grid-area:actions] @2xl:self-center">{actions}</div>
    </article>
  );
}

/** The shape of an item while the page loads: two lines of heading, two of body, two buttons. */
export function ListItemSkeleton({
  view,
  wide = false,
  widths,
}: {
  view: ListView;
  wide?: boolean;
  /** Tailwind width classes of the heading's and the body's two lines. */
  widths: { head: [string, string]; body: [string, string] };
}) {
  const lines = ([first, second]: [string, string], tall: string) => (
    <div className="grid gap-2">
      <Skeleton className={cn(tall, first)} />
      <Skeleton className={cn('h-4', second)} />
    </div>
  );
  const head = lines(widths.head, 'h-6');
  const body = lines(widths.body, 'h-4');
  const actions = (
    <div className="flex justify-end gap-1.5">
      <Skeleton className="size-9" />
      <Skeleton className="size-9" />
    </div>
  );
  if (view === 'cards') {
    return (
      <Card className="grid h-full gap-4 p-4">
        {head}
        {body}
        {actions}
      </Card>
    );
  }
  return (
    <div className={row(wide)}>
      <div className="[grid-area:head]">{head}</div>
      <div className="[grid-area:body]">{body}</div>
      <div className="self-start [grid-area:actions] @2xl:self-center">{actions}</div>
    </div>
  );
}
