import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';

interface ErrorScreenProps {
  title: string;
  description: string;
  /** A button or link that gets the user out of here. */
  action: ReactNode;
}

/** A full-page failure message (the page itself failed, or the server cannot be reached). */
export function ErrorScreen({ title, description, action }: ErrorScreenProps) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-background px-4">
      <div role="alert" className="flex max-w-md flex-col items-center text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
        <div className="mt-8">{action}</div>
      </div>
    </main>
  );
}
