import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WordEntry } from '@shared/schemas/words';
import { GlossList } from '@client/components/dictionary/gloss-row';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { AudioButton } from '@client/lib/audio-player';
import { useErrorMessage } from '@client/lib/error-message';
import { useSetWordStatus } from '../api/moderation-queries';

/** One submission: the word, language, glosses, who proposed it and when, audio, approve/reject. */
export function PendingWordCard({ entry }: { entry: WordEntry }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const setStatus = useSetWordStatus();
  const word = entry.localWord;
  const titleId = `pending-${word.id}`;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(word.createdAt);
  const audios = [word.audioUrl, word.audioUrl2]
    .map((url, index) => ({ url, recording: index + 1 }))
    .filter((audio): audio is { url: string; recording: number } => !!audio.url);

  const review = (status: 'approved' | 'rejected') =>
    setStatus.mutate(
      { id: word.id, status },
      {
        onSuccess: () =>
          toast({
            title: t('moderation.toast.updated'),
            description: t(`moderation.toast.${status}`, { word: word.localWord }),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('moderation.toast.error'),
            description: errorMessage(error),
          }),
      },
    );
  const pendingStatus = setStatus.isPending ? setStatus.variables.status : null;

  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
            {word.localWord}
          </h3>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <Badge variant="secondary">{word.languageName}</Badge>
            {word.pronunciation && (
              <span className="text-muted-foreground">/{word.pronunciation}/</span>
            )}
          </div>
        </div>
        {audios.length > 0 && (
          <div className="flex shrink-0 gap-1.5">
            {audios.map(({ url, recording }) => (
              <AudioButton
                key={recording}
                audioKey={`word-${word.id}-${recording}`}
                url={url}
                recording={recording}
              />
            ))}
          </div>
        )}
      </div>
      <GlossList entry={entry} detail="definition" className="grid flex-1 content-start gap-1.5" />
      <p className="text-xs text-muted-foreground">
        <span className="break-all">
          {word.submitterEmail
            ? t('moderation.submittedBy', { email: word.submitterEmail })
            : t('moderation.unknownSubmitter')}
        </span>{' '}
        <time dateTime={new Date(word.createdAt).toISOString()}>
          {t('moderation.submittedOn', { date })}
        </time>
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          aria-label={t('moderation.rejectLabel', { word: word.localWord })}
          disabled={setStatus.isPending}
          onClick={() => review('rejected')}
          className="hover:border-destructive/50 hover:text-destructive"
        >
          {pendingStatus === 'rejected' ? <Spinner /> : <X aria-hidden="true" />}
          {t('moderation.reject')}
        </Button>
        <Button
          aria-label={t('moderation.approveLabel', { word: word.localWord })}
          disabled={setStatus.isPending}
          onClick={() => review('approved')}
        >
          {pendingStatus === 'approved' ? <Spinner /> : <Check aria-hidden="true" />}
          {t('moderation.approve')}
        </Button>
      </div>
    </Card>
  );
}

export function PendingWordCardSkeleton() {
  return (
    <Card className="grid gap-4 p-4">
      <div className="grid gap-2">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-5 w-20" />
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="h-3 w-48" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    </Card>
  );
}
