import type { ReactNode } from 'react';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** A back-office page's title (its h1, also the tab title) and a one-line description. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="grid gap-1">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      {description && <p className="text-muted-foreground">{description}</p>}
    </header>
  );
}
