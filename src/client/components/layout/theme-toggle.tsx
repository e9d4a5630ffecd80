import type { ComponentProps } from 'react';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { useTheme } from '@client/lib/theme';

/** Light/dark switch: a toggle button named "Dark theme", pressed when the dark theme is on. */
export function ThemeToggle({ onClick, ...props }: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-11 sm:size-9"
      aria-label={t('theme.dark')}
      aria-pressed={dark}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        setTheme(dark ? 'light' : 'dark');
      }}
    >
      {dark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    </Button>
  );
}
