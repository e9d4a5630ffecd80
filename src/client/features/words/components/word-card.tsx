import { TriangleAlert, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { homographLabel } from '@shared/homograph';
import type { WordEntry, WordStatus } from '@shared/schemas/words';
import { ListItemActions } from '@client/components/list/list-item-actions';
import { ListItemFrame, ListItemSkeleton } from '@client/components/list/list-item-frame';
import type { ListView } from '@client/lib/use-paged-list';
import { GlossList } from '@client/components/dictionary/gloss-row';
import { MatchNote } from '@client/components/dictionary/match-note';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useReopenWord } from '../api/words-queries';
import { cn } from '@client/lib/utils';
import { ipaForDisplay } from '@shared/ipa';

export type WordLayout = ListView;

interface WordCardProps {
  entry: WordEntry;
  layout: WordLayout;
  /** Absent when the user may not change this word (a contributor, someone else's word). */
  canManage: boolean;
  /** A moderator on a rejected word: it may go back to the moderation queue. */
  canReopen?: boolean;
  onDelete: () => void;
}

/** A status badge for words that are not (yet) public: pending or rejected. */
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

/**
 * A warning for a word spelled with characters outside its language's alphabet, naming them (an
 * import to clean up, or a letter the alphabet lacks).
 */
export function OutsideAlphabetBadge({ characters }: { characters: readonly string[] }) {
  const { t } = useTranslation();
  if (characters.length === 0) return null;
  const chars = characters.join(' ');
  return (
    <Badge
      variant="outline"
      className="border-amber-600/50 font-normal text-amber-800 dark:border-amber-400/50 dark:text-amber-300"
      title={t('words.outsideAlphabetTitle', { chars })}
    >
      <TriangleAlert aria-hidden="true" />
      {t('words.outsideAlphabet', { chars })}
    </Badge>
  );
}

/**
 * One word of the list: the local word as written (tone marks and letters
 * such as ɛ ɔ ŋ kept) with its homograph number (kaa₁), its IPA, language, part of speech, number
 * of senses and status, a warning when it is spelled outside its alphabet, the first sense's French and English glosses, its audio, and the edit and
 * delete buttons. Rows in the list view, cards in the card view.
 */
export function WordCard({ entry, layout, canManage, canReopen = false, onDelete }: WordCardProps) {
  const { t } = useTranslation();
  const word = entry.localWord;
  const titleId = `word-${word.id}`;
  const headword = homographLabel(word.localWord, word.homographNumber);
  const senseCount = entry.senses.length;

  const actions = (
    <ListItemActions
      audioKey={`word-${word.id}`}
      audioUrls={[word.audioUrl, word.audioUrl2]}
      manage={
        canManage
          ? {
              editTo: `/words/edit/${word.id}`,
              editLabel: t('words.editLabel', { word: headword }),
              editTooltip: t('words.edit'),
              deleteLabel: t('words.deleteLabel', { word: headword }),
              deleteTooltip: t('words.delete'),
              onDelete,
            }
          : undefined
      }
    />
  );

  const heading = (
    <div className="grid min-w-0 gap-1">
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
          {headword}
        </h3>
        <WordStatusBadge status={word.status} />
        <OutsideAlphabetBadge characters={word.outsideAlphabet} />
        {entry.match?.by === 'approximate' && (
          <Badge variant="outline" className="font-normal text-muted-foreground">
            {t('words.approximate')}
          </Badge>
        )}
      </div>
      <MatchNote match={entry.match} word={headword} lang={entry.language.isoCode ?? undefined} />
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Badge variant="secondary">{word.languageName}</Badge>
        {word.pronunciation && (
          <span className="text-muted-foreground" title={t('words.pronunciation')}>
            {ipaForDisplay(word.pronunciation)}
          </span>
        )}
        {word.partOfSpeech && (
          <span className="text-muted-foreground italic" title={t('words.partOfSpeech')}>
            {t(`partOfSpeech.${word.partOfSpeech}`)}
          </span>
        )}
        {senseCount > 1 && (
          <span className="text-muted-foreground">
            {t('words.senseCount', { count: senseCount })}
          </span>
        )}
      </div>
      {/* The API gives the reason to staff and to the word's submitter only. */}
      {word.status !== 'approved' && word.rejectionReason && (
        <p className="text-sm break-words text-destructive">
          {t('words.rejectionReason', { reason: word.rejectionReason })}
        </p>
      )}
      {canReopen && word.status === 'rejected' && <ReopenButton id={word.id} word={headword} />}
    </div>
  );

  const glosses = (
    <GlossList entry={entry} detail="partOfSpeech" className="grid min-w-0 content-start gap-1" />
  );

  return (
    <ListItemFrame
      view={layout}
      titleId={titleId}
      head={heading}
      body={glosses}
      actions={actions}
    />
  );
}

/** Puts a rejected word back in the moderation queue, and says so. */
function ReopenButton({ id, word }: { id: number; word: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const reopen = useReopenWord();
  return (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-start"
      aria-label={t('words.reopenLabel', { word })}
      disabled={reopen.isPending}
      onClick={() =>
        reopen.mutate(id, {
          onSuccess: () =>
            toast({
              title: t('moderation.toast.updated'),
              description: t('words.reopened', { word }),
            }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t('words.reopenError'),
              description: errorMessage(error),
            }),
        })
      }
    >
      {reopen.isPending ? <Spinner /> : <Undo2 aria-hidden="true" />}
      {t('words.reopen')}
    </Button>
  );
}

/** The shape of a row or card while the page loads. */
export function WordCardSkeleton({ layout }: { layout: WordLayout }) {
  return (
    <ListItemSkeleton view={layout} widths={{ head: ['w-32', 'w-20'], body: ['w-40', 'w-32'] }} />
  );
}
