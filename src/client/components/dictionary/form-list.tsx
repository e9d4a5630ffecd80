import { useTranslation } from 'react-i18next';
import type { Form } from '@shared/schemas/lexicon';
import { Badge } from '@client/components/ui/badge';
import { AudioButton } from '@client/lib/audio-player';
import { cn } from '@client/lib/utils';
import { ipaForDisplay } from '@shared/ipa';

/**
 * A word's other forms (plural, variants, dialect forms): the kind, the form as written, its IPA,
 * where a dialect form is heard, and a play button for its recording.
 */
export function FormList({
  forms,
  lang,
  label,
  className,
}: {
  forms: readonly Form[];
  /** The `lang` of the word's language. */
  lang: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (forms.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('grid gap-1.5', className)}>
      {forms.map((form) => (
        <li key={form.id} className="flex min-w-0 items-center gap-2 text-sm">
          <Badge variant="outline">{t(`formKind.${form.kind}`)}</Badge>
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
            <span lang={lang} className="font-medium break-words">
              {form.form}
            </span>
            {form.pronunciation && (
              <span className="text-muted-foreground">{ipaForDisplay(form.pronunciation)}</span>
            )}
            {form.localityName && (
              <span className="text-xs text-muted-foreground">{form.localityName}</span>
            )}
          </span>
          {form.audioUrl && (
            <AudioButton
              audioKey={`form-${form.id}`}
              url={form.audioUrl}
              recording={1}
              numbered={false}
              label={t('dictionary.playWord', { word: form.form })}
              className="shrink-0"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
