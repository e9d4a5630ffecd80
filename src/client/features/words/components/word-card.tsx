import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntry, WordEntry, WordStatus } from '@shared/schemas/words';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { IconButton } from '@client/components/ui/icon-button';
import { Skeleton } from '@client/components/ui/skeleton';
import { AudioButton } from '@client/lib/audio-player';
import { cn } from '@client/lib/utils';

export type WordLayout = 'list' | 'cards';

/**
 * A row of the list view. Narrow (phones): the word and its buttons side by side, the glosses
 * below; wide (a container of 42rem or more): word, glosses and buttons on one line.
 */
const ROW =
  "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 px-4 py-3 [grid-template-areas:'head_actions'_'gloss_gloss'] @2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10.5rem] @2xl:items-center @2xl:gap-x-4 @2xl:[grid-template-areas:'head_gloss_actions']";

interface WordCardProps {
  entry: WordEntry;
  layout: WordLayout;
  /** Absent when the user may not change this word (a contributor, someone else's word). */
  canManage: boolean;
  onDelete: () => void;
}

/** A status badge for words that are not (yet) public: pending or rejected (spec §4). */
export function WordStatusBadge({ status }: { status: WordStatus }) {
  const { t } = useTranslation();
  if (status === 'approved') return null;
  return (
    <Badge
      variant={status === 'rejected' ? 'destructive' : 'outline'}
      className={cn(status === 'pending' && 'border-primary/50 text-primary')}
    >
      {t(`words.status.${status}`)}
    </Badge>
  );
}

/** The French or English counterpart: the word and its part of speech, or "not given". */
function Gloss({
  code,
  label,
  entry,
}: {
  code: string;
  label: string;
  entry: DictionaryEntry | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-baseline gap-2">
      <dt className="w-6 shrink-0 text-xs font-semibold text-muted-foreground">
        <abbr title={label} className="no-underline">
          {code}
        </abbr>
      </dt>
      <dd className="min-w-0 text-sm">
        {entry ? (
          <>
            <span lang={code.toLowerCase()} className="font-medium break-words">
              {entry.word}
            </span>
            {entry.partOfSpeech && (
              <span className="ml-1.5 text-xs text-muted-foreground italic">
                {entry.partOfSpeech}
              </span>
            )}
          </>
        ) : (
          <span className="text-muted-foreground italic">{t('words.noGloss')}</span>
        )}
      </dd>
    </div>
  );
}

/**
 * One word of the list (spec §2 "Words list"): the local word as written (tone marks and letters
 * such as ɛ ɔ ŋ kept), its IPA, language and status, the French and English glosses, its audio,
 * and the edit and delete buttons. Rows in the list view, cards in the card view.
 */
export function WordCard({ entry, layout, canManage, onDelete }: WordCardProps) {
  const { t } = useTranslation();
  const word = entry.localWord;
  const titleId = `word-${word.id}`;
  const audios = [word.audioUrl, word.audioUrl2]
    .map((url, index) => ({ url, slot: index + 1 }))
    .filter((audio): audio is { url: string; slot: number } => !!audio.url);

  const actions = (
    <div className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
      {audios.map(({ url, slot }) => (
        <AudioButton key={slot} audioKey={`word-${word.id}-${slot}`} url={url} recording={slot} />
      ))}
      {canManage && (
        <>
          <IconButton
            asChild
            label={t('words.editLabel', { word: word.localWord })}
            tooltip={t('words.edit')}
            className="size-9"
          >
            <Link to={`/words/edit/${word.id}`}>
              <Pencil aria-hidden="true" />
            </Link>
          </IconButton>
          <IconButton
            label={t('words.deleteLabel', { word: word.localWord })}
            tooltip={t('words.delete')}
            className="size-9 text-muted-foreground hover:text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </>
      )}
    </div>
  );

  const heading = (
    <div className="grid min-w-0 gap-1">
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
          {word.localWord}
        </h3>
        <WordStatusBadge status={word.status} />
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Badge variant="secondary">{word.languageName}</Badge>
        {word.pronunciation && (
          <span className="text-muted-foreground" title={t('words.pronunciation')}>
            /{word.pronunciation}/
          </span>
        )}
      </div>
    </div>
  );

  const glosses = (
    <dl className="grid min-w-0 content-start gap-1">
      <Gloss code="FR" label={t('words.french')} entry={entry.frenchWord} />
      <Gloss code="EN" label={t('words.english')} entry={entry.englishWord} />
    </dl>
  );

  if (layout === 'cards') {
    return (
      <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-4">
        {heading}
        <div className="flex-1">{glosses}</div>
        {actions}
      </Card>
    );
  }

  return (
    <article aria-labelledby={titleId} className={ROW}>
      <div className="[grid-area:head]">{heading}</div>
      <div className="[grid-area:gloss]">{glosses}</div>
      <div className="self-start [grid-area:actions] @2xl:self-center">{actions}</div>
    </article>
  );
}

/** The shape of a row or card while the page loads. */
export function WordCardSkeleton({ layout }: { layout: WordLayout }) {
  const head = (
    <div className="grid gap-2">
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-5 w-20" />
    </div>
  );
  const gloss = (
    <div className="grid gap-2">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-4 w-32" />
    </div>
  );
  const actions = (
    <div className="flex justify-end gap-1.5">
      <Skeleton className="size-9" />
      <Skeleton className="size-9" />
    </div>
  );
  if (layout === 'cards') {
    return (
      <Card className="grid h-full gap-4 p-4">
        {head}
        {gloss}
        {actions}
      </Card>
    );
  }
  return (
    <div className={ROW}>
      <div className="[grid-area:head]">{head}</div>
      <div className="[grid-area:gloss]">{gloss}</div>
      <div className="self-start [grid-area:actions] @2xl:self-center">{actions}</div>
    </div>
  );
}
