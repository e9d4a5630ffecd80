import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useToast } from '@client/components/ui/use-toast';
import { ThemeProvider, type Theme } from '@client/lib/theme';

const Toaster = lazy(() =>
  import('@client/components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

/**
 * The toast area, loaded with the first toast: most public visits show none, and Radix's toast
 * code is then never downloaded. The toast store itself is ours and always there.
 */
function ToasterOnDemand() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * App-wide context: server cache, theme and the toast area (i18next is a module singleton). The
 * browser passes its one cache; the server renderer a fresh one per page, with the theme it chose.
 */
export function Providers({
  children,
  queryClient,
  theme,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  theme?: Theme;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider initial={theme}>
        {children}
        <ToasterOnDemand />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
