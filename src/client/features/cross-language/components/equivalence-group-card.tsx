import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EquivalenceGroup } from '@shared/schemas/dictionary';
import { dictionaryWordPath } from '@shared/pages';
import { langTag } from '@client/components/dictionary/lang-tag';
import { ListItemFrame, ListItemSkeleton } from '@client/components/list/list-item-frame';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import type { ListView } from '@client/lib/use-paged-list';
import { useFormatNumber } from '@client/lib/use-format-number';

/** A group's key: its French and English entries. */
export const groupKey = (group: EquivalenceGroup) =>
  `${group.french?.id ?? 'none'}-${group.english?.id ?? 'none'}`;

/**
 * One group: its French/English pair, how many languages its local
 * words span, the local words each in its own language, and links to the pair's dictionary pages.
 */
export function EquivalenceGroupCard({ group, view }: { group: EquivalenceGroup; view: ListView }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const titleId = `group-${groupKey(group)}`;
  const none = (
    <span className="font-normal text-muted-foreground italic">{t('crossLanguage.none')}</span>
  );

  const head = (
    <div className="grid min-w-0 gap-1.5">
      <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
        {group.french ? <span lang="fr">{group.french.word}</span> : none}
        <span className="font-normal whitespace-pre text-muted-foreground">{' / '}</span>
        {group.english ? <span lang="en">{group.english.word}</span> : none}
      </h3>
      <div>
        <Badge variant="secondary">
          {t('crossLanguage.languagesCount', {
            count: group.languagesCount,
            formatted: formatNumber(group.languagesCount),
          })}
        </Badge>
      </div>
    </div>
  );

  const body = (
    <ul aria-label={t('crossLanguage.localWords')} className="flex min-w-0 flex-wrap gap-1.5">
      {group.localWords.map((local) => (
        <li key={local.id} className="max-w-full">
          <Badge variant="outline" className="max-w-full text-sm font-normal">
            <span lang={langTag(local.languageIsoCode)} className="truncate font-medium">
              {local.word}
            </span>
            <span className="text-muted-foreground">· {local.language}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );

  const links = (
    <div className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
      {group.french && (
        <Button asChild variant="outline" size="sm">
          {/* The visible code starts the name, which says where it leads (WCAG 2.5.3). */}
          <Link to={dictionaryWordPath('french', group.french.id)}>
            <abbr title={t('crossLanguage.french')} className="no-underline">
              FR
            </abbr>
            <span className="sr-only">
              {t('crossLanguage.openFrench', { word: group.french.word })}
            </span>
          </Link>
        </Button>
      )}
      {group.english && (
        <Button asChild variant="outline" size="sm">
          {/* The visible code starts the name, which says where it leads (WCAG 2.5.3). */}
          <Link to={dictionaryWordPath('english', group.english.id)}>
            <abbr title={t('crossLanguage.english')} className="no-underline">
              EN
            </abbr>
            <span className="sr-only">
              {t('crossLanguage.openEnglish', { word: group.english.word })}
            </span>
          </Link>
        </Button>
      )}
    </div>
  );

  return (
    <ListItemFrame view={view} titleId={titleId} head={head} body={body} actions={links} wide />
  );
}

export function EquivalenceGroupSkeleton({ view }: { view: ListView }) {
  return (
    <ListItemSkeleton
      view={view}
      wide
      widths={{ head: ['w-40 max-w-full', 'w-16'], body: ['w-48 max-w-full', 'w-32'] }}
    />
  );
}
