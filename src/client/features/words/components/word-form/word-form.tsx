import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import {
  Controller,
  FormProvider,
  get,
  useForm,
  type FieldErrors,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '@shared/schemas/languages';
import type { DictionarySide, WordEntry, WordInput } from '@shared/schemas/words';
import { AudioField, newPendingAudio, usePendingAudio } from '@client/components/audio/audio-field';
import { useStoredAudio } from '@client/components/audio/use-stored-audio';
import { DraftNotice } from '@client/components/form/draft-notice';
import { FormActions } from '@client/components/form/form-actions';
import { FormField } from '@client/components/form/form-field';
import { FormSection } from '@client/components/form/form-section';
import {
  useDraftLookup,
  useFormDraft,
  type RestoredDraft,
} from '@client/components/form/use-form-draft';
import { useLeaveGuard } from '@client/components/form/use-leave-guard';
import { SpecialLettersPicker } from '@client/components/special-letters-picker';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { useErrorMessage } from '@client/lib/error-message';
import type { DraftAddress } from '@client/lib/form-drafts';
import { useSignedInUserId } from '@client/lib/use-signed-in-user-id';
import { useSaveWord } from '../../api/word-form-api';
import { sideId } from './dictionary-field';
import { FormsField } from './forms-field';
import { GrammarFields } from './grammar-fields';
import {
  DuplicateOnSaveHint,
  LocalWordField,
  duplicateKey,
  type RefusedDuplicate,
} from './local-word-field';
import { nextHomographNumber, sameSpelledIn, type SameSpelled } from './homograph';
import { SensesField } from './senses-field';
import {
  initialValues,
  planSlots,
  serverFieldErrors,
  toFormData,
  valuesOfDraft,
  wordDraft,
  wordFormResolver,
  type WordDraft,
  type WordFormValues,
} from './word-form-values';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

/** The fields that can be in error, in the order of the page. */
function focusOrder(values: WordFormValues): string[] {
  return [
    'languageId',
    'localWord',
    'pronunciation',
    'partOfSpeech',
    'nounClass',
    ...values.senses.flatMap((sense, i) => [
      `senses.${i}.frenchWord`,
      `senses.${i}.englishWord`,
      `senses.${i}.frenchDefinition`,
      `senses.${i}.englishDefinition`,
      `senses.${i}.semanticDomain`,
      ...sense.examples.flatMap((_, j) =>
        ['text', 'french', 'english'].map((part) => `senses.${i}.examples.${j}.${part}`),
      ),
    ]),
    ...values.forms.flatMap((_, i) => [`forms.${i}.form`, `forms.${i}.pronunciation`]),
    'notes',
  ];
}

interface WordFormProps {
  /** The word to edit; without it the form creates one. */
  entry?: WordEntry;
  languages: readonly Language[];
  /** Reads the word again and starts the form over from it (offered after a stale edit). */
  onReload?: () => Promise<unknown>;
}

/**
 * The word form, once the user's draft of it (if any) is read: a draft left by an expired
 * session, a reload or a crash fills the form again (decision 033).
 */
export function WordForm(props: WordFormProps) {
  const owner = useSignedInUserId();
  const wordId = props.entry?.localWord.id;
  const address = useMemo<DraftAddress | null>(
    () =>
      owner === null ? null : { owner, form: wordId === undefined ? 'word:new' : `word:${wordId}` },
    [owner, wordId],
  );
  const lookup = useDraftLookup<WordDraft>(address);
  // A moment at most: the form does not show, then fill itself under the user's hands.
  if (!lookup.ready) return null;
  return <WordFormBody {...props} draftAddress={address} restored={lookup.draft} />;
}

/**
 * The word form, a lexical entry: language, local word, pronunciation, part of speech and noun
 * class, recordings, its senses (French and English words, definitions, domain, examples), its
 * other forms and notes. Checked by the shared WordInputSchema and the senses' and forms' rules; a
 * duplicate in the language is shown while typing. Saving one anyway is refused by the server,
 * which names the same-spelled entries: the form then offers to add a sense to one of them or to
 * create a homograph. An edit sends the version it started from, so a save over someone else's
 * newer edit is refused. Sent as multipart; a failed save keeps everything typed and puts the
 * server's field errors on their fields.
 */
function WordFormBody({
  entry,
  languages,
  onReload,
  draftAddress,
  restored,
}: WordFormProps & {
  draftAddress: DraftAddress | null;
  restored: RestoredDraft<WordDraft> | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const save = useSaveWord();
  const wordId = entry?.localWord.id;
  const editing = wordId !== undefined;

  const methods = useForm<WordFormValues, unknown, WordInput>({
    resolver: wordFormResolver,
    defaultValues: initialValues(entry),
    // Focused in the order of the page (onInvalid), not in the order fields registered.
    shouldFocusError: false,
  });
  const {
    control,
    register,
    setValue,
    setError,
    setFocus,
    clearErrors,
    getValues,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitting, isDirty },
  } = methods;

  const stored = useStoredAudio(
    { 1: entry?.localWord.audioUrl ?? null, 2: entry?.localWord.audioUrl2 ?? null },
    restored?.content.removedAudio,
  );
  const [audioServerError, setAudioServerError] = useState<string>();
  const audio = usePendingAudio(restored?.content.audio.filter((draft) => draft.file));
  // The server's refusals that need more than a field error: another edit won; a duplicate.
  const [conflict, setConflict] = useState<{ message: string; stale: boolean } | null>(null);
  const [reloading, setReloading] = useState(false);
  // The version this form was filled from (a restored draft's: a draft of an older version must
  // not pass for an edit of the current one). A refetch of the entry does not change it.
  const startVersion = entry?.localWord.version;
  const [version, setVersion] = useState(
    editing && restored?.version != null ? restored.version : startVersion,
  );
  const [refusedDuplicate, setRefusedDuplicate] = useState<RefusedDuplicate | null>(null);

  // The draft: filled in from it once, kept while editing, dropped once saved or discarded.
  const [notice, setNotice] = useState(restored);
  useLayoutEffect(() => {
    if (restored) {
      reset(
        valuesOfDraft(restored.content, ({ file, seconds }) => newPendingAudio(file, seconds)),
        {
          keepDefaultValues: true,
        },
      );
    }
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const dirty = isDirty || audio.pending.length > 0 || stored.removed.size > 0;
  const draft = useFormDraft<WordDraft>({
    address: draftAddress,
    version: version ?? null,
    restored,
    dirty,
    snapshot: () => wordDraft(getValues(), audio.pending, stored.removed),
    subscribe: useCallback(
      (callback: () => void) => subscribe({ formState: { values: true }, callback }),
      [subscribe],
    ),
    others: [audio.pending, stored.removed],
  });
  const leaveDialog = useLeaveGuard(dirty, { onLeave: draft.finish });

  /** Starts over from the word as read (or empty), the draft removed. */
  const discardDraft = () => {
    void draft.discard();
    getValues().forms.forEach((form) => form.newAudio && URL.revokeObjectURL(form.newAudio.url));
    reset(initialValues(entry));
    audio.clear();
    stored.setRemoved(new Set());
    setVersion(startVersion);
    setNotice(null);
    setConflict(null);
  };

  const pronunciationRef = useRef<HTMLInputElement | null>(null);
  const pronunciationField = register('pronunciation');

  /** Sends the form; `homographNumber` asks for a homograph of a same-spelled entry. */
  const saveWord = async (homographNumber?: number) => {
    setAudioServerError(undefined);
    setConflict(null);
    const values = getValues();
    const body = toFormData(values, {
      ...planSlots(stored.existing, stored.removed, audio.pending),
      version,
      homographNumber,
    });
    // Written first: a save refused because the session has expired leaves it for after signing in.
    void draft.flush();
    try {
      const saved = await save.mutateAsync({ id: wordId, body });
      void draft.finish();
      toast({
        title: t('wordForm.toast.success'),
        description: editing
          ? t('wordForm.toast.updated', { word: saved.localWord.localWord })
          : saved.localWord.status === 'pending'
            ? t('wordForm.toast.createdPending', { word: saved.localWord.localWord })
            : t('wordForm.toast.created', { word: saved.localWord.localWord }),
      });
      void navigate('/words');
    } catch (error) {
      const existing = sameSpelledIn(error);
      setRefusedDuplicate(
        existing ? { key: duplicateKey(values.languageId, values.localWord), existing } : null,
      );
      if (
        error instanceof ApiError &&
        (error.code === 'CONFLICT' || error.code === 'STALE_VERSION')
      ) {
        setConflict({ message: errorMessage(error), stale: error.code === 'STALE_VERSION' });
      }
      const fields = serverFieldErrors(error);
      let focused = false;
      for (const { target, message } of fields) {
        if (target === 'audio') {
          setAudioServerError(message);
        } else {
          setError(target, { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
      }
      toast({
        variant: 'destructive',
        title: editing ? t('wordForm.toast.updateError') : t('wordForm.toast.createError'),
        description: errorMessage(error),
      });
    }
  };

  /** Focuses the first field in error, in the order of the page. */
  const onInvalid = (invalid: FieldErrors<WordFormValues>) => {
    const values = getValues();
    const first = focusOrder(values).find((name) => get(invalid, name) !== undefined);
    if (!first) return;
    const side = /^senses\.(\d+)\.(french|english)Word$/.exec(first);
    if (side) {
      const index = Number(side[1]);
      const name = side[2] as DictionarySide;
      if (values.senses[index]?.[`${name}Mode`] === 'search') {
        // A search field, not a registered input.
        document.getElementById(sideId(index, name, 'search'))?.focus();
        return;
      }
    }
    setFocus(first as Path<WordFormValues>);
  };

  /** Saves again, as a homograph numbered after the same-spelled entries. */
  const createHomograph = (existing: readonly SameSpelled[]) =>
    void handleSubmit(() => saveWord(nextHomographNumber(existing)), onInvalid)();

  const busy = isSubmitting || save.isPending;

  return (
    <FormProvider {...methods}>
      {notice && (
        <DraftNotice
          savedAt={notice.savedAt}
          staleWarning={
            editing && notice.version !== startVersion ? t('wordForm.draftStale') : undefined
          }
          onDiscard={discardDraft}
          disabled={busy}
        />
      )}
      {leaveDialog}
      <form
        onSubmit={handleSubmit(() => saveWord(), onInvalid)}
        noValidate
        aria-busy={busy}
        className="grid gap-6"
      >
        <FormSection
          title={t('wordForm.sections.word')}
          description={t('wordForm.sections.wordHint')}
        >
          <FormField
            id="word-language"
            label={t('wordForm.language.label')}
            error={errors.languageId}
          >
            {(a11y) => (
              <Controller
                control={control}
                name="languageId"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      // Noun classes are a language's own.
                      setValue('nounClass', '');
                      // A duplicate is one in a language: another language needs a new answer.
                      if (errors.localWord?.type === 'server') clearErrors('localWord');
                    }}
                    disabled={languages.length === 0}
                  >
                    <SelectTrigger {...a11y} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue
                        placeholder={
                          languages.length === 0
                            ? t('wordForm.language.none')
                            : t('wordForm.language.placeholder')
                        }
                      />
                    </SelectTrigger>
                    <SelectContent>
                      {languages.map((language) => (
                        <SelectItem key={language.id} value={String(language.id)}>
                          {language.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>

          <LocalWordField
            entry={entry}
            refused={refusedDuplicate}
            busy={busy}
            onHomograph={createHomograph}
          />

          <FormField
            id="word-pronunciation"
            maxLength={TEXT_LIMITS.pronunciation}
            label={t('wordForm.pronunciation.label')}
            error={errors.pronunciation}
            addon={
              <SpecialLettersPicker
                variant="ipa"
                target={pronunciationRef}
                fieldLabel={t('wordForm.pronunciation.label')}
                onInsert={(value) => setValue('pronunciation', value, { shouldDirty: true })}
              />
            }
          >
            {(a11y) => (
              <Input
                placeholder={t('wordForm.pronunciation.placeholder')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                {...a11y}
                {...pronunciationField}
                ref={(element) => {
                  pronunciationField.ref(element);
                  pronunciationRef.current = element;
                }}
              />
            )}
          </FormField>

          <GrammarFields />
        </FormSection>

        <FormSection title={t('wordForm.sections.audio')}>
          <AudioField
            existing={stored.items(`word-${wordId}`)}
            onKeepChange={(slot, kept) => {
              setAudioServerError(undefined);
              stored.setKept(slot, kept);
            }}
            pending={audio.pending}
            onAdd={(file, seconds) => {
              setAudioServerError(undefined);
              audio.add(file, seconds);
            }}
            onRemove={audio.remove}
            error={audioServerError}
            disabled={busy}
          />
        </FormSection>

        <FormSection
          title={t('wordForm.sections.senses')}
          description={t('wordForm.sections.sensesHint')}
        >
          <SensesField />
        </FormSection>

        <FormSection
          title={t('wordForm.sections.forms')}
          description={t('wordForm.sections.formsHint')}
        >
          <FormsField disabled={busy} />
        </FormSection>

        <FormSection title={t('wordForm.sections.notes')}>
          <FormField
            id="word-notes"
            maxLength={TEXT_LIMITS.longText}
            label={t('wordForm.notes.label')}
            labelHidden
            error={errors.notes}
          >
            {(a11y) => (
              <Textarea
                rows={4}
                placeholder={t('wordForm.notes.placeholder')}
                {...a11y}
                {...register('notes')}
              />
            )}
          </FormField>
        </FormSection>

        {conflict && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid justify-items-start gap-2">
              <p>
                <span className="font-medium">{t('wordForm.conflict.title')}</span>{' '}
                {conflict.message}
              </p>
              {conflict.stale && onReload && (
                <>
                  <p className="text-muted-foreground">{t('wordForm.conflict.reloadHint')}</p>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={reloading}
                    onClick={() => {
                      setReloading(true);
                      // The draft goes first: the form starting over must not find it again.
                      void draft
                        .discard()
                        .then(onReload)
                        .finally(() => setReloading(false));
                    }}
                  >
                    {reloading ? <Spinner /> : <RotateCcw aria-hidden="true" />}
                    {t('wordForm.conflict.reload')}
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
        <FormActions
          cancelTo="/words"
          cancelLabel={t('wordForm.cancel')}
          busy={busy}
          editing={editing}
          labels={{
            create: t('wordForm.create'),
            creating: t('wordForm.creating'),
            update: t('wordForm.update'),
            updating: t('wordForm.updating'),
          }}
        />
        <DuplicateOnSaveHint entry={entry} />
      </form>
    </FormProvider>
  );
}
