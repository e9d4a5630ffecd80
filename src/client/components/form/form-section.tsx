import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';

/** A card of a long form (word, expression) with its heading. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  // A plain section under its heading (not a landmark region: five of them would be noise).
  return (
    <section>
      <Card>
        <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
          <CardTitle asChild className="text-lg">
            <h2>{title}</h2>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-5 p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
      </Card>
    </section>
  );
}
