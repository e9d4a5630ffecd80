import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, setLanguage } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';

/**
 * FR | EN switch; each button is named in its own language ("FR Français": the visible code first,
 * so that the name contains what is seen, WCAG 2.5.3) and says whether it is active.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn(
        // Each button 44 px on phones (a finger), compact from the `sm` breakpoint on (a pointer).
        'inline-flex items-center rounded-md border bg-background p-0.5 sm:h-9',
        className,
      )}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => setLanguage(language)}
          className="min-h-11 min-w-11 rounded-[calc(var(--radius)-4px)] px-2.5 text-xs font-semibold text-muted-foreground uppercase ring-offset-background transition-colors outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-pressed:bg-primary aria-pressed:text-primary-foreground sm:h-full sm:min-h-0 sm:min-w-0"
        >
          {language}
          <span className="sr-only"> {t(`language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
