import { useTranslation } from 'react-i18next';
import { useLanguageAddresses } from '@client/lib/address-language';
import { LANGUAGES, currentLanguage, rememberLanguage, setLanguage } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';

// Each choice 44 px on phones (a finger), compact from the `sm` breakpoint on (a pointer).
const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-[calc(var(--radius)-4px)] px-2.5 text-xs font-semibold text-muted-foreground uppercase ring-offset-background transition-colors outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-[current=true]:bg-primary aria-[current=true]:text-primary-foreground sm:h-full sm:min-h-0 sm:min-w-0';

/**
 * FR | EN switch; each choice is named in its own language ("FR Français": the visible code
 * first, so that the name contains what is seen, WCAG 2.5.3) and says whether it is active.
 *
 * On a public page each language is a link to the same page at that language's address (query
 * kept), an ordinary page load that works without JavaScript and that crawlers follow; the click
 * also remembers the choice for the back office and the home page (decision 036). In the back
 * office, whose pages have one address, buttons switch the language in place.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const addresses = useLanguageAddresses();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn(
        'inline-flex items-center rounded-md border bg-background p-0.5 sm:h-9',
        className,
      )}
    >
      {LANGUAGES.map((language) => {
        const name = (
          <>
            {language}
            <span className="sr-only"> {t(`language.${language}`)}</span>
          </>
        );
        return addresses ? (
          <a
            key={language}
            href={addresses[language]}
            hrefLang={language}
            lang={language}
            aria-current={language === active ? 'true' : undefined}
            onClick={() => rememberLanguage(language)}
            className={itemClass}
          >
            {name}
          </a>
        ) : (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === active}
            onClick={() => setLanguage(language)}
            className={itemClass}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}
