import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  alphabetProblem,
  compareSpellings,
  parseLetter,
  toAlphabet,
  type Alphabet,
  type AlphabetProblem,
} from '@shared/alphabet';
import type { AlphabetView } from '@shared/schemas/alphabets';
import type { Language } from '@shared/schemas/languages';
import type { PaginatedWords } from '@shared/schemas/words';
import { ConfirmDialog, ConfirmSubject } from '@client/components/confirm-dialog';
import { DialogForm, FormDialog } from '@client/components/form/form-dialog';
import { FormField } from '@client/components/form/form-field';
import { LoadError } from '@client/components/layout/load-error';
import { SpecialLettersPicker } from '@client/components/special-letters-picker';
import { Button } from '@client/components/ui/button';
import { FieldDescription } from '@client/components/ui/field';
import { Progress } from '@client/components/ui/progress';
import { Skeleton } from '@client/components/ui/skeleton';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { invalidateWordOrder, useAlphabet } from '@client/lib/use-alphabet';
import { useFormatNumber } from '@client/lib/use-format-number';
import { usePagedQuery } from '@client/lib/use-paged-query';
import { isRecomputing, useRemoveAlphabet, useSaveAlphabet } from '../api/use-language-mutations';

/** How many of the language's words the order preview shows (its first page). */
const PREVIEW_WORDS = 20;

/** The letters as typed: separated by spaces, in order. */
export const splitLetters = (text: string) => text.split(/\s+/u).filter(Boolean);

/** The variants as typed, one a line, `ŋ' = ng'`; `badLine` is the first line that is not. */
export function readVariants(text: string): {
  variants: { form: string; sortsAs: string }[];
  badLine: number | null;
} {
  const variants: { form: string; sortsAs: string }[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const parts = line.split('=');
    if (parts.length !== 2) return { variants, badLine: index + 1 };
    variants.push({ form: parts[0]!.trim(), sortsAs: parts[1]!.trim() });
  }
  return { variants, badLine: null };
}

const variantsText = (view: AlphabetView) =>
  view.variants.map((v) => `${v.form} = ${v.sortsAs}`).join('\n');

/**
 * 'Alphabet': a language's letters in dictionary order, whether tones count when sorting, and
 * variants that sort as a letter. Checked as the server checks it while typing (after a first
 * try), with the letters shown as chips and a few of the language's words in the order they
 * would take. A large language's words are reordered by a job whose progress shows here.
 */
export function AlphabetDialog({
  language,
  open,
  onOpenChange,
}: {
  language: Language | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('languages.alphabet.close')}
      title={t('languages.alphabet.title')}
      description={t('languages.alphabet.description', { name: language?.name ?? '' })}
      className="sm:max-w-2xl"
    >
      {language && <AlphabetLoader language={language} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function AlphabetLoader({ language, onDone }: { language: Language; onDone: () => void }) {
  const { t } = useTranslation();
  // Read again while a recompute runs, so its progress and its end show.
  const alphabet = useAlphabet(language.id, { poll: true });
  if (alphabet.isError) {
    return (
      <LoadError
        title={t('languages.alphabet.loadError')}
        error={alphabet.error}
        onRetry={() => void alphabet.refetch()}
      />
    );
  }
  if (!alphabet.data) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  return <AlphabetForm language={language} view={alphabet.data} onDone={onDone} />;
}

function AlphabetForm({
  language,
  view,
  onDone,
}: {
  language: Language;
  /** The alphabet as last read (the form starts from the first one). */
  view: AlphabetView;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const save = useSaveAlphabet(language.id);
  const remove = useRemoveAlphabet(language.id);
  const [lettersText, setLettersText] = useState(() => view.letters.join(' '));
  const [ignoreTones, setIgnoreTones] = useState(() => (view.defined ? view.ignoreTones : true));
  const [variantLines, setVariantLines] = useState(() => variantsText(view));
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const lettersRef = useRef<HTMLTextAreaElement | null>(null);
  const variantsRef = useRef<HTMLTextAreaElement | null>(null);

  const letters = useMemo(() => splitLetters(lettersText), [lettersText]);
  const { variants, badLine } = useMemo(() => readVariants(variantLines), [variantLines]);
  const lettersProblem = alphabetProblem(letters);
  const variantsProblem = lettersProblem ? null : alphabetProblem(letters, variants);
  const problemText = (problem: AlphabetProblem) =>
    t(`api.${problem.key}`, 'params' in problem ? problem.params : undefined);
  const lettersError = lettersProblem && problemText(lettersProblem);
  const variantsError =
    badLine !== null
      ? t('languages.alphabet.variantLine', { n: badLine })
      : variantsProblem && problemText(variantsProblem);
  const draft = useMemo(
    () => (lettersError || variantsError ? null : toAlphabet({ letters, ignoreTones, variants })),
    [letters, ignoreTones, variants, lettersError, variantsError],
  );

  // The end of a recompute, this one's or one already running when the dialog opened.
  const recompute = view.recompute;
  const awaited = useRef(recompute !== null);
  const closeWhenDone = useRef(false);
  const recomputed = useEffectEvent(() => {
    toast({
      title: t('languages.alphabet.recomputed'),
      description: t('languages.alphabet.recomputedDescription', { name: language.name }),
    });
    void invalidateWordOrder(queryClient);
    if (closeWhenDone.current) onDone();
  });
  useEffect(() => {
    if (recompute) awaited.current = true;
    else if (awaited.current) {
      awaited.current = false;
      recomputed();
    }
  }, [recompute]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerError(null);
    if (lettersError) return lettersRef.current?.focus();
    if (variantsError) return variantsRef.current?.focus();
    save.mutate(
      { letters, ignoreTones, variants },
      {
        onSuccess: (saved) => {
          if (isRecomputing(saved)) {
            closeWhenDone.current = true;
            return;
          }
          toast({
            title: t('languages.alphabet.saved'),
            description: t('languages.alphabet.savedDescription', { name: language.name }),
          });
          onDone();
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };

  const removeAlphabet = async () => {
    const answer = await remove.mutateAsync();
    setConfirmRemove(false);
    if (answer && 'defined' in answer && isRecomputing(answer)) {
      closeWhenDone.current = true;
      return;
    }
    toast({
      title: t('languages.alphabet.removed'),
      description: t('languages.alphabet.removedDescription', { name: language.name }),
    });
    onDone();
  };

  return (
    <DialogForm
      onSubmit={onSubmit}
      cancelLabel={t('languages.alphabet.cancel')}
      submitLabel={t('languages.alphabet.save')}
      pendingLabel={
        recompute ? t('languages.alphabet.recomputingShort') : t('languages.alphabet.saving')
      }
      pending={save.isPending || recompute !== null}
    >
      {!view.defined && (
        <p className="text-sm text-muted-foreground">{t('languages.alphabet.none')}</p>
      )}
      <FormField
        id="alphabet-letters"
        label={t('languages.alphabet.letters')}
        description={t('languages.alphabet.lettersHint')}
        error={tried ? lettersError : null}
        announceError
        addon={
          <SpecialLettersPicker
            target={lettersRef}
            fieldLabel={t('languages.alphabet.letters')}
            onInsert={setLettersText}
          />
        }
      >
        {(a11y) => (
          <Textarea
            ref={lettersRef}
            rows={3}
            placeholder={t('languages.alphabet.lettersPlaceholder')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            lang={language.isoCode ?? undefined}
            value={lettersText}
            onChange={(event) => setLettersText(event.target.value)}
            {...a11y}
          />
        )}
      </FormField>

      <LetterChips letters={letters} lang={language.isoCode ?? undefined} />

      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-primary"
            checked={ignoreTones}
            onChange={(event) => setIgnoreTones(event.target.checked)}
            aria-describedby="alphabet-tones-hint"
          />
          {t('languages.alphabet.ignoreTones')}
        </label>
        <FieldDescription id="alphabet-tones-hint" className="pl-6">
          {t('languages.alphabet.ignoreTonesHint')}
        </FieldDescription>
      </div>

      <FormField
        id="alphabet-variants"
        label={t('languages.alphabet.variants')}
        description={t('languages.alphabet.variantsHint')}
        error={tried ? variantsError : null}
        announceError
      >
        {(a11y) => (
          <Textarea
            ref={variantsRef}
            rows={2}
            placeholder={t('languages.alphabet.variantsPlaceholder')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            lang={language.isoCode ?? undefined}
            value={variantLines}
            onChange={(event) => setVariantLines(event.target.value)}
            {...a11y}
          />
        )}
      </FormField>

      <OrderPreview language={language} alphabet={draft} />

      {recompute && <RecomputeProgress done={recompute.done} total={recompute.total} />}

      {serverError && (
        <div
          role="alert"
          className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
        >
          <p className="font-medium">{t('languages.alphabet.saveError')}</p>
          <p>{serverError}</p>
        </div>
      )}

      {view.defined && (
        <div>
          <Button
            variant="ghost"
            className="text-muted-foreground hover:text-destructive"
            disabled={recompute !== null}
            onClick={() => setConfirmRemove(true)}
          >
            <Trash2 aria-hidden="true" />
            {t('languages.alphabet.remove')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title={t('languages.alphabet.removeTitle')}
        description={t('languages.alphabet.removeDescription', { name: language.name })}
        cancelLabel={t('languages.alphabet.cancel')}
        confirmLabel={t('languages.alphabet.removeConfirm')}
        pendingLabel={t('languages.alphabet.removing')}
        destructive
        onConfirm={removeAlphabet}
        errorTitle={t('languages.alphabet.removeError')}
      >
        <ConfirmSubject>{language.name}</ConfirmSubject>
      </ConfirmDialog>
    </DialogForm>
  );
}

/** The letters as typed, each as its capital and lower case, in order. */
function LetterChips({ letters, lang }: { letters: string[]; lang: string | undefined }) {
  const { t } = useTranslation();
  if (letters.length === 0) return null;
  return (
    <ol
      aria-label={t('languages.alphabet.preview')}
      lang={lang}
      className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto"
    >
      {letters.map((entry, index) => {
        const { lower, upper } = parseLetter(entry);
        return (
          <li
            // The same letter twice is shown twice (and refused): the position tells them apart.
            key={`${index}-${entry}`}
            className="inline-flex items-baseline gap-1 rounded-md border bg-muted/50 px-2 py-0.5 text-sm"
          >
            <span className="font-semibold">{upper}</span>
            {lower !== upper && (
              <>
                {' '}
                <span>{lower}</span>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The first words of the language (as they are listed now), in the order the alphabet being
 * typed would give them; nothing while it has a problem.
 */
function OrderPreview({ language, alphabet }: { language: Language; alphabet: Alphabet | null }) {
  const { t } = useTranslation();
  const words = usePagedQuery<PaginatedWords>('/api/words', {
    page: 1,
    limit: PREVIEW_WORDS,
    search: '',
    filters: { languageId: String(language.id) },
  });
  const spellings = useMemo(
    () => [...new Set(words.data?.data.map((entry) => entry.localWord.localWord) ?? [])],
    [words.data],
  );
  const ordered = useMemo(
    () => (alphabet ? [...spellings].sort((a, b) => compareSpellings(alphabet, a, b)) : []),
    [alphabet, spellings],
  );
  if (!alphabet || ordered.length < 2) return null;
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium">{t('languages.alphabet.wordsPreview')}</p>
      <ol
        aria-label={t('languages.alphabet.wordsPreview')}
        lang={language.isoCode ?? undefined}
        className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground"
      >
        {ordered.map((word) => (
          <li key={word}>{word}</li>
        ))}
      </ol>
    </div>
  );
}

/** The recompute of the words' order: a bar, done of total, and that closing does not stop it. */
function RecomputeProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const text =
    total > 0
      ? t('languages.alphabet.recomputing', {
          done: formatNumber(done),
          total: formatNumber(total),
        })
      : t('languages.alphabet.recomputingStarted');
  return (
    <div className="grid gap-2 rounded-md border p-3" role="status">
      <p className="text-sm font-medium">{text}</p>
      <Progress
        value={total > 0 ? done / total : undefined}
        valueText={text}
        aria-label={t('languages.alphabet.recomputingLabel')}
      />
      <p className="text-sm text-muted-foreground">{t('languages.alphabet.recomputingHint')}</p>
    </div>
  );
}
