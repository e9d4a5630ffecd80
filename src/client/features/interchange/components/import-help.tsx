import { useTranslation } from 'react-i18next';
import type { InterchangeFormat } from '@shared/schemas/interchange';
import { CSV_COLUMNS } from '@shared/schemas/interchange';

/**
 * What a file may hold, for the chosen format: a zip's layout, and for CSV each column with what
 * it holds. Closed until asked for (a native disclosure: keyboard and screen readers know it).
 */
export function ImportHelp({ format }: { format: InterchangeFormat }) {
  const { t } = useTranslation();
  return (
    <details className="rounded-md border bg-muted/30 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">
        {t(`interchange.help.summary.${format}`)}
      </summary>
      <div className="grid gap-3 pt-3 text-muted-foreground">
        <p>{t('interchange.help.zip')}</p>
        {format === 'lift' ? (
          <p>{t('interchange.help.lift')}</p>
        ) : (
          <>
            <p>{t('interchange.help.csv')}</p>
            <table className="w-full text-left">
              <caption className="sr-only">{t('interchange.help.columnsCaption')}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-1 pr-3 font-medium text-foreground">
                    {t('interchange.help.column')}
                  </th>
                  <th scope="col" className="py-1 font-medium text-foreground">
                    {t('interchange.help.holds')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {CSV_COLUMNS.map((column) => (
                  <tr key={column} className="border-b last:border-0 align-top">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      <code className="text-foreground">{column}</code>
                    </th>
                    <td className="py-1">{t(`interchange.help.columns.${column}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </details>
  );
}
