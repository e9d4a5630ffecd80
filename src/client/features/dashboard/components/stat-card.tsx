import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';

interface StatCardProps {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Already formatted; undefined while loading. */
  value: string | undefined;
  /** What the count counts, where the label alone would leave it open ('approuvés'). */
  note?: string;
}

/** One count on the dashboard; the whole card links to the matching back-office page. */
export function StatCard({ to, label, icon: Icon, value, note }: StatCardProps) {
  return (
    <Link
      to={to}
      className="group rounded-lg ring-offset-background outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <Card className="h-full transition-colors group-hover:border-primary/40 group-hover:bg-accent/60">
        <CardHeader className="flex-row items-center justify-between gap-2 p-4 pb-2">
          <CardTitle className="truncate text-sm font-medium text-muted-foreground">
            {label}
          </CardTitle>
          <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        </CardHeader>
        <CardContent className="p-4 pt-0">
          {value === undefined ? (
            <Skeleton className="h-8 w-16" />
          ) : (
            <p className="text-2xl font-bold tabular-nums">{value}</p>
          )}
          {note && <p className="text-xs text-muted-foreground">{note}</p>}
        </CardContent>
      </Card>
    </Link>
  );
}
