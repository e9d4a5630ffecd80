import { useTranslation } from 'react-i18next';
import type { Form } from '@shared/schemas/lexicon';
import { AudioButton } from '@client/lib/audio-player';
import { ipaForDisplay } from '@shared/ipa';

/** A word's other forms, each named by its kind: "Pluriel : watu", its IPA and its recording. */
export function WordForms({
  forms,
  lang,
  titleId,
  SubHeading,
}: {
  forms: Form[];
  lang: string;
  titleId: string;
  SubHeading: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  if (forms.length === 0) return null;
  return (
    <section aria-labelledby={`${titleId}-forms`} className="grid gap-3">
      <SubHeading id={`${titleId}-forms`} className="text-lg font-semibold">
        {t('wordPage.forms')}
      </SubHeading>
      <ul className="grid gap-2">
        {forms.map((form) => (
          <li
            key={form.id}
            className="flex items-center justify-between gap-3 rounded-lg border px-4 py-3"
          >
            <p className="min-w-0 break-words">
              <span className="text-muted-foreground">
                {form.kind === 'dialect' && form.localityName
                  ? t('wordPage.dialectOf', { place: form.localityName })
                  : t(`wordPage.formKind.${form.kind}`)}
              </span>{' '}
              <span lang={lang} className="font-medium">
                {form.form}
              </span>
              {form.pronunciation && (
                <span className="ml-2 font-mono text-sm text-muted-foreground">
                  <span className="sr-only">{t('dictionary.pronunciation')} : </span>
                  {ipaForDisplay(form.pronunciation)}
                </span>
              )}
            </p>
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
    </section>
  );
}
