import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@client/components/ui/toaster';
import { queryClient } from '@client/lib/query-client';
import { ThemeProvider } from '@client/lib/theme';

/** App-wide context: server cache, theme and the toast area (i18next is a module singleton). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
