import { useTranslation } from 'react-i18next';
import { INTERCHANGE_WARNINGS, type InterchangeWarning } from '@shared/schemas/interchange';
import { Badge } from '@client/components/ui/badge';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useWarningText } from './warning-text';

/**
 * Every warning of the file, grouped by what it says (one sentence per kind), each group closed
 * until opened, listing the entries it concerns with the file's own text. When the file had more
 * warnings than the preview lists, says how many more (the import's report has them all).
 */
export function WarningsList({
  warnings,
  total,
}: {
  warnings: readonly InterchangeWarning[];
  total: number;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const warningText = useWarningText();
  const groups = INTERCHANGE_WARNINGS.map((code) => ({
    code,
    items: warnings.filter((warning) => warning.code === code),
  })).filter((group) => group.items.length > 0);
  const count = Math.max(total, warnings.length);
  const more = count - warnings.length;

  return (
    <section aria-labelledby="interchange-warnings-title" className="grid gap-2">
      <h3 id="interchange-warnings-title" className="text-lg font-semibold">
        {t('interchange.warningsList.title', { count, formatted: formatNumber(count) })}
      </h3>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('interchange.warningsList.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {groups.map(({ code, items }) => (
            <li key={code}>
              <details className="rounded-md border px-3 py-2 text-sm">
                <summary className="cursor-pointer">
                  <span className="font-medium">{warningText(code)}</span>{' '}
                  <Badge variant="secondary" className="tabular-nums">
                    {t('interchange.warningsList.entries', {
                      count: items.length,
                      formatted: formatNumber(items.length),
                    })}
                  </Badge>
                </summary>
                <ul className="grid gap-1 pt-2 pl-4">
                  {items.map((warning, index) => (
                    <li key={index} className="list-disc">
                      {warning.entry ?? t('interchange.warningsList.noEntry')}
                      {warning.detail && (
                        <>
                          {' — '}
                          <code className="rounded bg-muted px-1">{warning.detail}</code>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('interchange.warningsList.more', { count: more, formatted: formatNumber(more) })}
        </p>
      )}
    </section>
  );
}
