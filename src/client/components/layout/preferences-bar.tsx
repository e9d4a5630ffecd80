import { cn } from '@client/lib/utils';
import { LanguageToggle } from './language-toggle';
import { ThemeToggle } from './theme-toggle';

/** The language and theme switches, side by side. */
export function PreferencesBar({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <LanguageToggle />
      <ThemeToggle />
    </div>
  );
}
