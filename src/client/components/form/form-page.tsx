import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';

/** The page around a create or edit form: a link back to the list, the title, then the body. */
export function FormPageLayout({
  back,
  title,
  description,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3 justify-self-start">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
        <PageHeader title={title} description={description} />
      </div>
      {children}
    </div>
  );
}

/** What shows while what the form needs is read ('Chargement...'). */
export function FormLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-12 text-muted-foreground">
      <Spinner />
      {label}
    </p>
  );
}

/** An edit page whose item does not exist: what is missing, and the way back to the list. */
export function FormNotFound({
  title,
  description,
  back,
}: {
  title: string;
  description: string;
  back: { to: string; label: string };
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Button asChild variant="outline">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    />
  );
}

/**
 * The item an edit page reads: loading, then `notFound` when the API answers 404, the load error
 * with a retry on any other failure, else the form (`children`).
 */
export function LoadedItem<T>({
  query,
  loading,
  loadErrorTitle,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  loadErrorTitle: string;
  notFound: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound;
    return (
      <LoadError title={loadErrorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (query.data === undefined) return loading;
  return children(query.data);
}
