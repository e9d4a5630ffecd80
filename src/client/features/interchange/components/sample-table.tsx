import { useTranslation } from 'react-i18next';
import type {
  InterchangeEntry,
  InterchangePreview,
  PreviewSample,
} from '@shared/schemas/interchange';
import { Badge } from '@client/components/ui/badge';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useWarningText } from './warning-text';

/**
 * The file's first entries as they will be saved: headword, grammar, each sense's French and
 * English words, other forms, recordings, and what was read differently from the file. An entry
 * that will be skipped says so, with why.
 */
export function SampleTable({ preview }: { preview: InterchangePreview }) {
  const { t } = useTranslation();
  if (preview.sample.length === 0) return null;
  const columns = [
    'headword',
    'partOfSpeech',
    'nounClass',
    'senses',
    'forms',
    'audio',
    'warnings',
  ] as const;
  return (
    <section aria-labelledby="interchange-sample-title" className="grid gap-2">
      <h3 id="interchange-sample-title" className="text-lg font-semibold">
        {t('interchange.sample.title', { count: preview.sample.length })}
      </h3>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/50">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {t(`interchange.sample.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.sample.map((sample, index) => (
              <SampleRow key={index} sample={sample} lang={preview.headwordLanguage} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SampleRow({ sample, lang }: { sample: PreviewSample; lang: string | null }) {
  const { t } = useTranslation();
  const { entry, warnings } = sample;
  const warningText = useWarningText();
  const warningsCell = (
    <td className="px-3 py-2">
      {warnings.length > 0 && (
        <ul className="grid gap-1">
          {warnings.map((warning, index) => (
            <li key={index}>
              {warningText(warning.code)}
              {warning.detail && (
                <>
                  {' '}
                  <code className="rounded bg-muted px-1">{warning.detail}</code>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </td>
  );
  if (!entry) {
    const name = warnings.find((warning) => warning.entry)?.entry;
    return (
      <tr className="border-t align-top text-muted-foreground">
        <th scope="row" className="px-3 py-2 text-left font-normal">
          {name && (
            <span lang={lang ?? undefined} className="block">
              {name}
            </span>
          )}
          <Badge variant="outline">{t('interchange.sample.skipped')}</Badge>
        </th>
        <td className="px-3 py-2" colSpan={5} />
        {warningsCell}
      </tr>
    );
  }
  return (
    <tr className="border-t align-top">
      <th scope="row" className="px-3 py-2 text-left font-medium">
        <span lang={lang ?? undefined}>{entry.headword}</span>
        {entry.homograph !== null && (
          <sup aria-label={t('interchange.sample.homograph', { n: entry.homograph })}>
            {entry.homograph}
          </sup>
        )}
        {entry.pronunciation && (
          <span className="block font-normal text-muted-foreground">/{entry.pronunciation}/</span>
        )}
      </th>
      <td className="px-3 py-2">
        {entry.partOfSpeech ? t(`partOfSpeech.${entry.partOfSpeech}`) : ''}
        {entry.partOfSpeechOriginal && (
          <span className="block text-muted-foreground">({entry.partOfSpeechOriginal})</span>
        )}
      </td>
      <td className="px-3 py-2 tabular-nums">{entry.nounClass ?? ''}</td>
      <td className="px-3 py-2">
        <Senses entry={entry} />
      </td>
      <td className="px-3 py-2">
        {entry.forms.length > 0 && (
          <ul className="grid gap-1">
            {entry.forms.map((form, index) => (
              <li key={index}>
                <span className="text-muted-foreground">
                  {t('interchange.sample.formLabel', { kind: t(`formKind.${form.kind}`) })}
                </span>{' '}
                <span lang={lang ?? undefined}>{form.form}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <AudioCell entry={entry} />
      {warningsCell}
    </tr>
  );
}

/** Each sense's French and English words, numbered. */
function Senses({ entry }: { entry: InterchangeEntry }) {
  const { t } = useTranslation();
  return (
    <ol className="grid list-decimal gap-1 pl-4">
      {entry.senses.map((sense, index) => (
        <li key={index}>
          {sense.frenchWord && (
            <span className="block">
              <abbr title={t('language.fr')} className="text-muted-foreground no-underline">
                fr
              </abbr>{' '}
              <span lang="fr">{sense.frenchWord}</span>
            </span>
          )}
          {sense.englishWord && (
            <span className="block">
              <abbr title={t('language.en')} className="text-muted-foreground no-underline">
                en
              </abbr>{' '}
              <span lang="en">{sense.englishWord}</span>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** How many recordings the entry names: its own and its forms'. */
function AudioCell({ entry }: { entry: InterchangeEntry }) {
  const formatNumber = useFormatNumber();
  const count = entry.audio.length + entry.forms.filter((form) => form.audio).length;
  return <td className="px-3 py-2 tabular-nums">{formatNumber(count)}</td>;
}
