import { useTranslation } from 'react-i18next';
import { REDACTED, type AuditEntry } from '@shared/schemas/audit';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';

const MAX_VALUE = 60;
const MAX_FIELDS = 6;
const SKELETON_ROWS = 6;

/** An action's or entity's name in the UI's language; a name without a label shows as stored. */
export function useAuditLabel() {
  const { t, i18n } = useTranslation();
  return (group: 'actions' | 'entities', name: string) => {
    const key = `audit.${group}.${name}`;
    return i18n.exists(key) ? (t(key as never) as string) : name;
  };
}

const cut = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text);

/** A field's value as short text: an uploaded file by its name and type, lists and objects as JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && 'name' in value && 'type' in value)
    return cut(`${String(value.name)} (${String(value.type)})`);
  return cut(JSON.stringify(value));
}

function Changes({ changes }: { changes: AuditEntry['changes'] }) {
  const { t } = useTranslation();
  const fields = Object.entries(changes ?? {});
  if (fields.length === 0)
    return <span className="text-muted-foreground">{t('audit.noChanges')}</span>;
  const shown = fields.slice(0, MAX_FIELDS);
  return (
    <ul className="grid gap-0.5 text-xs">
      {shown.map(([field, value]) => (
        <li key={field} className="break-words">
          <span className="font-medium">{field}</span>:{' '}
          {value === REDACTED ? (
            <Badge variant="outline" className="font-normal italic">
              {t('audit.hidden')}
            </Badge>
          ) : (
            <span
              className="text-muted-foreground"
              title={typeof value === 'string' && value.length > MAX_VALUE ? value : undefined}
            >
              {valueText(value)}
            </span>
          )}
        </li>
      ))}
      {fields.length > MAX_FIELDS && (
        <li className="text-muted-foreground">+{fields.length - MAX_FIELDS}</li>
      )}
    </ul>
  );
}

function Who({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { email, deleted } = entry.user;
  if (!email) return <span className="text-muted-foreground italic">{t('audit.anonymous')}</span>;
  return (
    <div className="grid justify-items-start gap-1">
      <span className="break-all">{email}</span>
      {deleted && <Badge variant="secondary">{t('audit.deletedUser')}</Badge>}
      {entry.user.id === null && !deleted && (
        <span className="text-xs text-muted-foreground">{t('audit.attempted')}</span>
      )}
    </div>
  );
}

const failed = (action: string) => action.endsWith('-failed');

/** The entries as a table: when, who, action, what (entity and id) and the fields set. */
export function AuditTable({ entries, stale }: { entries: AuditEntry[]; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const label = useAuditLabel();
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (
    <div
      role="region"
      aria-label={t('audit.listLabel')}
      // Scrollable by keyboard on a narrow screen.
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-md border bg-card transition-opacity',
        stale && 'opacity-60',
      )}
    >
      <table className="w-full min-w-[44rem] text-sm" aria-busy={stale || undefined}>
        <caption className="sr-only">{t('audit.listLabel')}</caption>
        <thead className="border-b bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('audit.columns.at')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('audit.columns.user')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('audit.columns.action')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('audit.columns.entity')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('audit.columns.changes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b align-top last:border-b-0">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                <time dateTime={new Date(entry.at).toISOString()}>{when.format(entry.at)}</time>
              </td>
              <td className="px-3 py-2">
                <Who entry={entry} />
              </td>
              <td className="px-3 py-2">
                <Badge variant={failed(entry.action) ? 'destructive' : 'outline'}>
                  {label('actions', entry.action)}
                </Badge>
              </td>
              <td className="px-3 py-2">
                {label('entities', entry.entity)}
                {entry.entityId && (
                  <span className="text-muted-foreground tabular-nums"> #{entry.entityId}</span>
                )}
              </td>
              <td className="max-w-[22rem] px-3 py-2">
                <Changes changes={entry.changes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AuditTableSkeleton() {
  return (
    <div className="grid gap-2 rounded-md border p-3" aria-busy="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
