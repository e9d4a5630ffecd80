import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { homographLabel } from '@shared/homograph';
import type { WordEntry } from '@shared/schemas/words';
import { FormList } from '@client/components/dictionary/form-list';
import { langTag } from '@client/components/dictionary/lang-tag';
import { SenseList } from '@client/components/dictionary/sense-list';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { AudioButton } from '@client/lib/audio-player';
import { useErrorMessage } from '@client/lib/error-message';
import { useNounClasses } from '@client/lib/use-noun-classes';
import { useSetWordStatus } from '../api/moderation-queries';
import { RejectWordDialog } from './reject-word-dialog';
import { ipaForDisplay } from '@shared/ipa';

/**
 * One submission as the reviewer judges it: the word (kaa₁), language, part of speech and noun
 * class, every sense with its glosses, definitions and examples, the other forms with their
 * recordings, who proposed it and when, why it was rejected before if it was reopened, audio,
 * approve, and reject with an optional reason (a dialog).
 */
export function PendingWordCard({ entry }: { entry: WordEntry }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const setStatus = useSetWordStatus();
  const word = entry.localWord;
  const titleId = `pending-${word.id}`;
  const headword = homographLabel(word.localWord, word.homographNumber);
  const lang = langTag(entry.language.isoCode);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(word.createdAt);
  const audios = [word.audioUrl, word.audioUrl2]
    .map((url, index) => ({ url, recording: index + 1 }))
    .filter((audio): audio is { url: string; recording: number } => !!audio.url);

  const [rejecting, setRejecting] = useState(false);
  const reviewed = (status: 'approved' | 'rejected') => () =>
    toast({
      title: t('moderation.toast.updated'),
      description: t(`moderation.toast.${status}`, { word: headword }),
    });
  const approve = () =>
    setStatus.mutate(
      { id: word.id, status: 'approved' },
      {
        onSuccess: reviewed('approved'),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('moderation.toast.error'),
            description: errorMessage(error),
          }),
      },
    );
  // The dialog waits for the answer, and says a failure itself.
  const reject = (reason: string) =>
    setStatus.mutateAsync(
      { id: word.id, status: 'rejected', reason: reason || undefined },
      { onSuccess: reviewed('rejected') },
    );
  const pendingStatus = setStatus.isPending ? setStatus.variables.status : null;

  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} lang={lang} className="text-lg leading-tight font-semibold break-words">
            {headword}
          </h3>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <Badge variant="secondary">{word.languageName}</Badge>
            {word.pronunciation && (
              <span className="text-muted-foreground">{ipaForDisplay(word.pronunciation)}</span>
            )}
          </div>
          <Grammar entry={entry} />
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
      <div className="grid flex-1 content-start gap-3">
        <SenseList
          senses={entry.senses}
          lang={lang}
          label={t('moderation.sensesLabel', { word: headword })}
        />
        <FormList
          forms={entry.forms}
          lang={lang}
          label={t('moderation.formsLabel', { word: headword })}
        />
      </div>
      {word.rejectionReason && (
        // Rejected once, then put back in the queue: what the reviewer asked for then.
        <p className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm break-words">
          {t('moderation.previousReason', { reason: word.rejectionReason })}
        </p>
      )}
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
          aria-label={t('moderation.rejectLabel', { word: headword })}
          disabled={setStatus.isPending}
          onClick={() => setRejecting(true)}
          className="hover:border-destructive/50 hover:text-destructive"
        >
          {pendingStatus === 'rejected' ? <Spinner /> : <X aria-hidden="true" />}
          {t('moderation.reject')}
        </Button>
        <Button
          aria-label={t('moderation.approveLabel', { word: headword })}
          disabled={setStatus.isPending}
          onClick={approve}
        >
          {pendingStatus === 'approved' ? <Spinner /> : <Check aria-hidden="true" />}
          {t('moderation.approve')}
        </Button>
      </div>
      <RejectWordDialog
        word={headword}
        open={rejecting}
        onClose={() => setRejecting(false)}
        onReject={reject}
      />
    </Card>
  );
}

/** Part of speech and noun class (with its label, once the language's classes are read). */
function Grammar({ entry }: { entry: WordEntry }) {
  const { t } = useTranslation();
  const { partOfSpeech, nounClass, languageId } = entry.localWord;
  const classes = useNounClasses(languageId, { enabled: nounClass !== null });
  if (partOfSpeech === null && nounClass === null) return null;
  const known = classes.data?.find((c) => c.number === nounClass);
  return (
    <p className="text-sm text-muted-foreground">
      {[
        partOfSpeech && t(`partOfSpeech.${partOfSpeech}`),
        nounClass &&
          (known
            ? t('lexicon.nounClassWithLabel', { number: nounClass, label: known.label })
            : t('lexicon.nounClass', { number: nounClass })),
      ]
        .filter(Boolean)
        .join(', ')}
    </p>
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
