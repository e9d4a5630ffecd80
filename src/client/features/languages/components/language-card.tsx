import { ArrowDownAZ, Download, FileUp, ListOrdered, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@shared/schemas/languages';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { Flag } from '@client/components/ui/flag';
import { IconButton } from '@client/components/ui/icon-button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCountryName } from '@client/lib/country-name';

interface LanguageCardProps {
  language: Language;
  /** Absent for roles that may only read. */
  onEdit?: () => void;
  onDelete?: () => void;
  /**
   * Why the delete button is disabled (an editor before a language with words or expressions):
   * shown on hover and focus, and read with the button.
   */
  deleteDisabledReason?: string;
  /** Opens the noun classes editor; absent, as edit and delete, for roles that may only read. */
  onNounClasses?: () => void;
  /** Opens the alphabet editor; absent, as the noun classes, for roles that may only read. */
  onAlphabet?: () => void;
  /** The import page with this language chosen; absent for roles that may not import. */
  importPath?: string;
  /** Opens its export (every word, any status): admins and editors. */
  onExport?: () => void;
}

/**
 * One language: name, code, the localities where it is spoken; its export, alphabet and noun
 * classes, edit and delete.
 */
export function LanguageCard({
  language,
  onEdit,
  onDelete,
  deleteDisabledReason,
  onNounClasses,
  onAlphabet,
  importPath,
  onExport,
}: LanguageCardProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const titleId = `language-${language.id}`;
  return (
    <Card className="flex h-full flex-col" aria-labelledby={titleId} role="article">
      <CardHeader className="flex-row items-start justify-between gap-2 p-5 pb-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="truncate text-lg leading-tight font-semibold">
            {language.name}
          </h3>
          {language.adminCode && (
            <p className="text-sm text-muted-foreground">
              {t('languages.code', { code: language.adminCode })}
            </p>
          )}
        </div>
        {(onEdit || onDelete || onNounClasses || onAlphabet || importPath || onExport) && (
          <div className="-mt-1 -mr-2 flex shrink-0">
            {importPath && (
              <IconButton
                asChild
                label={t('languages.importLabel', { name: language.name })}
                tooltip={t('languages.import')}
                className="size-9"
              >
                <Link to={importPath}>
                  <FileUp aria-hidden="true" />
                </Link>
              </IconButton>
            )}
            {onExport && (
              <IconButton
                label={t('languages.exportLabel', { name: language.name })}
                tooltip={t('languages.export.open')}
                className="size-9"
                onClick={onExport}
              >
                <Download aria-hidden="true" />
              </IconButton>
            )}
            {onAlphabet && (
              <IconButton
                label={t('languages.alphabetLabel', { name: language.name })}
                tooltip={t('languages.alphabet.open')}
                className="size-9"
                onClick={onAlphabet}
              >
                <ArrowDownAZ aria-hidden="true" />
              </IconButton>
            )}
            {onNounClasses && (
              <IconButton
                label={t('languages.nounClassesLabel', { name: language.name })}
                tooltip={t('languages.nounClasses.open')}
                className="size-9"
                onClick={onNounClasses}
              >
                <ListOrdered aria-hidden="true" />
              </IconButton>
            )}
            {onEdit && (
              <IconButton
                label={t('languages.editLabel', { name: language.name })}
                tooltip={t('languages.edit')}
                className="size-9"
                onClick={onEdit}
              >
                <Pencil aria-hidden="true" />
              </IconButton>
            )}
            {onDelete && deleteDisabledReason && (
              // aria-disabled rather than disabled: it stays focusable, so the reason is reachable
              // by keyboard too.
              <IconButton
                label={t('languages.deleteLabel', { name: language.name })}
                tooltip={deleteDisabledReason}
                aria-disabled="true"
                aria-describedby={`${titleId}-delete-reason`}
                className="size-9 cursor-not-allowed text-muted-foreground opacity-50"
              >
                <Trash2 aria-hidden="true" />
                <span id={`${titleId}-delete-reason`} className="sr-only">
                  {deleteDisabledReason}
                </span>
              </IconButton>
            )}
            {onDelete && !deleteDisabledReason && (
              <IconButton
                label={t('languages.deleteLabel', { name: language.name })}
                tooltip={t('languages.delete')}
                className="size-9 text-muted-foreground hover:text-destructive"
                onClick={onDelete}
              >
                <Trash2 aria-hidden="true" />
              </IconButton>
            )}
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-2 p-5 pt-0">
        <p className="text-sm font-medium">{t('languages.spokenIn')}</p>
        {language.localities.length === 0 ? (
          <p className="text-sm text-muted-foreground italic">{t('languages.noLocality')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('languages.spokenIn')}>
            {language.localities.map((locality) => {
              const country = countryName(locality.countryName, locality.countryNameFr);
              return (
                <li key={locality.id} className="max-w-full">
                  <Badge
                    variant="secondary"
                    className="text-sm"
                    title={locality.regionName ? `${locality.regionName}, ${country}` : country}
                  >
                    <Flag src={locality.countryFlag} alt={country} />
                    <span className="truncate">{locality.name}</span>
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The shape of a card while the list loads (three of them). */
export function LanguageCardSkeleton() {
  return (
    <Card className="grid gap-4 p-5">
      <div className="grid gap-2">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-1/4" />
      </div>
      <Skeleton className="h-4 w-24" />
      <div className="flex gap-2">
        <Skeleton className="h-6 w-20" />
        <Skeleton className="h-6 w-24" />
      </div>
    </Card>
  );
}
