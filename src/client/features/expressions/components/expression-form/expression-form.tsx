import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldError as FormFieldError,
  type FieldErrors,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Expression } from '@shared/schemas/expressions';
import type { Language } from '@shared/schemas/languages';
import { AudioField, usePendingAudio } from '@client/components/audio/audio-field';
import type { AudioSlot } from '@client/components/audio/audio-files';
import { useStoredAudio } from '@client/components/audio/use-stored-audio';
import { DraftNotice } from '@client/components/form/draft-notice';
import { FormActions } from '@client/components/form/form-actions';
import { FormField } from '@client/components/form/form-field';
import { OptionPicker } from '@client/components/form/option-picker';
import { FormSection } from '@client/components/form/form-section';
import {
  useDraftLookup,
  useFormDraft,
  type RestoredDraft,
} from '@client/components/form/use-form-draft';
import { useLeaveGuard } from '@client/components/form/use-leave-guard';
import { LocalityOption, localityChoice } from '@client/components/places/locality-option';
import { SpecialLettersPicker } from '@client/components/special-letters-picker';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import type { DraftAddress } from '@client/lib/form-drafts';
import { useLanguageOptions } from '@client/lib/use-language-options';
import { useLocalityOptions } from '@client/lib/use-locality-options';
import { useSignedInUserId } from '@client/lib/use-signed-in-user-id';
import { useSaveExpression } from '../../api/expressions-queries';
import {
  expressionDraft,
  expressionFormResolver,
  initialValues,
  planAudio,
  serverFieldErrors,
  toFormData,
  type ExpressionDraft,
  type ExpressionFormValues,
} from './expression-form-values';
import { WordPicker } from './word-picker';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

/** The ids of the form's controls (labels, focus on error). */
const IDS = {
  languageId: 'expression-language',
  localityId: 'expression-locality',
  words: 'expression-words',
  expression: 'expression-text',
  localText: 'expression-local-text',
  description: 'expression-description',
  audio: 'expression-audio-upload',
} as const;

/** The fields that can be in error, in the order of the page. */
const FOCUS_ORDER = [
  'languageId',
  'localityId',
  'words',
  'expression',
  'localText',
  'description',
] as const;

// Stable, so the pickers keep their suggestions between renders.
const languageId = (language: Language) => language.id;
const languageName = (language: Language) => language.name;
const languageSearch = (language: Language) => `${language.name} ${language.adminCode ?? ''}`;

interface ExpressionFormProps {
  /** The expression to edit; without it the form creates one. */
  expression?: Expression;
}

/**
 * The expression form, once the user's draft of it (if any) is read: a draft left by an expired
 * session, a reload or a crash fills the form again (decision 033).
 */
export function ExpressionForm(props: ExpressionFormProps) {
  const owner = useSignedInUserId();
  const id = props.expression?.id;
  const address = useMemo<DraftAddress | null>(
    () =>
      owner === null
        ? null
        : { owner, form: id === undefined ? 'expression:new' : `expression:${id}` },
    [owner, id],
  );
  const lookup = useDraftLookup<ExpressionDraft>(address);
  // A moment at most: the form does not show, then fill itself under the user's hands.
  if (!lookup.ready) return null;
  return <ExpressionFormBody {...props} draftAddress={address} restored={lookup.draft} />;
}

/**
 * The expression form: optional language and locality, the linked words (at
 * least one), optional text, local text and description, and one or two recordings. On an edit
 * a stored recording deleted here goes on save (the last one cannot go). Sent as multipart;
 * a failed save keeps everything and puts the server's field errors on their fields. The form
 * keeps a draft while edited, and asks before leaving with unsaved changes.
 */
function ExpressionFormBody({
  expression,
  draftAddress,
  restored,
}: ExpressionFormProps & {
  draftAddress: DraftAddress | null;
  restored: RestoredDraft<ExpressionDraft> | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const save = useSaveExpression();
  const languages = useLanguageOptions();
  const localities = useLocalityOptions();
  const id = expression?.id;
  const editing = id !== undefined;

  const {
    control,
    register,
    setValue,
    setError,
    setFocus,
    handleSubmit,
    getValues,
    reset,
    subscribe,
    formState: { errors, isSubmitting, submitCount, isDirty },
  } = useForm<ExpressionFormValues>({
    resolver: expressionFormResolver,
    defaultValues: initialValues(expression),
    // Focused in the order of the page (onInvalid), not in the order fields registered.
    shouldFocusError: false,
  });

  const stored = useStoredAudio(
    { 1: expression?.audio1Url ?? null, 2: expression?.audio2Url ?? null },
    restored?.content.removedAudio,
  );
  const { existing } = stored;
  const [audioError, setAudioError] = useState<string>();
  const audio = usePendingAudio(restored?.content.audio.filter((draft) => draft.file));
  const plan = planAudio(
    existing,
    new Set(stored.removedSlots.map((slot) => existing[slot]!)),
    audio.pending,
  );

  // The draft: filled in from it once, kept while editing, dropped once saved or discarded. An
  // expression has no version: the time of its last change tells whether it changed since.
  const startVersion = expression?.updatedAt ?? null;
  const [notice, setNotice] = useState(restored);
  useLayoutEffect(() => {
    if (restored) reset(restored.content.values, { keepDefaultValues: true });
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const dirty = isDirty || audio.pending.length > 0 || stored.removed.size > 0;
  const draft = useFormDraft<ExpressionDraft>({
    address: draftAddress,
    version: startVersion,
    restored,
    dirty,
    snapshot: () => expressionDraft(getValues(), audio.pending, stored.removed),
    subscribe: useCallback(
      (callback: () => void) => subscribe({ formState: { values: true }, callback }),
      [subscribe],
    ),
    others: [audio.pending, stored.removed],
  });
  const leaveDialog = useLeaveGuard(dirty, { onLeave: draft.finish });

  /** Starts over from the expression as read (or empty), the draft removed. */
  const discardDraft = () => {
    void draft.discard();
    reset(initialValues(expression));
    audio.clear();
    stored.setRemoved(new Set());
    setAudioError(undefined);
    setNotice(null);
  };

  const chosenLanguageId = useWatch({ control, name: 'languageId' });
  const chosenLanguage =
    chosenLanguageId === null
      ? null
      : {
          id: chosenLanguageId,
          name:
            languages.data?.find((language) => language.id === chosenLanguageId)?.name ??
            (chosenLanguageId === expression?.languageId ? expression.languageName : null) ??
            '',
        };

  const localTextRef = useRef<HTMLTextAreaElement | null>(null);
  const localTextField = register('localText');

  const audioRequiredText = () =>
    t(editing ? 'expressions.form.audioRequiredOnEdit' : 'expressions.form.audioRequired');

  /** Focuses a field once the fields are enabled again (they are disabled while saving). */
  const focusField = (name: (typeof FOCUS_ORDER)[number] | 'audio') =>
    requestAnimationFrame(() => {
      if (name === 'expression' || name === 'localText' || name === 'description') setFocus(name);
      else document.getElementById(IDS[name])?.focus();
    });

  const onValid = async (values: ExpressionFormValues) => {
    setAudioError(undefined);
    // Written first: a save refused because the session has expired leaves it for after signing in.
    void draft.flush();
    try {
      await save.mutateAsync({ id, body: toFormData(values, plan, editing) });
      void draft.finish();
      toast({
        title: editing ? t('expressions.form.toast.updated') : t('expressions.form.toast.created'),
      });
      void navigate('/expressions');
    } catch (error) {
      let focused = false;
      for (const { target, message } of serverFieldErrors(error)) {
        if (target === 'audio') {
          setAudioError(message);
        } else {
          setError(target, { type: 'server', message }, { shouldFocus: false });
          if (!focused) focusField(target);
          focused = true;
        }
      }
      toast({
        variant: 'destructive',
        title: editing
          ? t('expressions.form.toast.updateError')
          : t('expressions.form.toast.createError'),
        description: errorMessage(error),
      });
    }
  };

  /** Focuses the first field in error, in the order of the page (the audio comes last). */
  const onInvalid = (invalid: FieldErrors<ExpressionFormValues>, audioMissing: boolean) => {
    const first = FOCUS_ORDER.find((name) => invalid[name] !== undefined);
    if (first) focusField(first);
    else if (audioMissing) focusField('audio');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // At least one recording, kept or new; checked with the fields, shown with them.
    const audioMissing = plan.final.length === 0;
    setAudioError(audioMissing ? audioRequiredText() : undefined);
    void handleSubmit(
      (values) => (audioMissing ? onInvalid({}, true) : onValid(values)),
      (invalid) => onInvalid(invalid, audioMissing),
    )(event);
  };

  const keepExisting = (slot: AudioSlot, keep: boolean) => {
    setAudioError(undefined);
    stored.setKept(slot, keep);
  };

  const busy = isSubmitting || save.isPending;
  // Fields stay enabled while the form is only being checked, so the first error can take focus.
  const saving = save.isPending;
  return (
    <>
      {notice && (
        <DraftNotice
          savedAt={notice.savedAt}
          staleWarning={
            editing && notice.version !== startVersion
              ? t('expressions.form.draftStale')
              : undefined
          }
          onDiscard={discardDraft}
          disabled={busy}
        />
      )}
      {leaveDialog}
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-6">
        <FormSection
          title={t('expressions.form.sections.place')}
          description={t('expressions.form.sections.placeHint')}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={IDS.languageId}
              label={t('expressions.form.language.label')}
              error={errors.languageId}
            >
              {({ id }) => (
                <Controller
                  control={control}
                  name="languageId"
                  render={({ field }) => (
                    <OptionPicker
                      id={id}
                      options={languages.data}
                      loadFailed={languages.isError}
                      value={field.value}
                      fallbackName={expression?.languageName}
                      onChange={field.onChange}
                      getId={languageId}
                      getName={languageName}
                      getSearchText={languageSearch}
                      renderOption={(language) => (
                        <span className="flex min-w-0 flex-1 items-baseline gap-2">
                          <span className="truncate font-medium">{language.name}</span>{' '}
                          {language.adminCode && (
                            <span className="text-xs text-muted-foreground">
                              {language.adminCode}
                            </span>
                          )}
                        </span>
                      )}
                      placeholder={t('expressions.form.language.placeholder')}
                      listLabel={t('expressions.form.language.listLabel')}
                      clearLabel={t('expressions.form.language.clear')}
                      noResults={t('expressions.form.language.noResults')}
                      loadError={t('expressions.form.language.loadError')}
                      disabled={saving}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField
              id={IDS.localityId}
              label={t('expressions.form.locality.label')}
              error={errors.localityId}
            >
              {({ id }) => (
                <Controller
                  control={control}
                  name="localityId"
                  render={({ field }) => (
                    <OptionPicker
                      id={id}
                      options={localities.data}
                      loadFailed={localities.isError}
                      value={field.value}
                      fallbackName={expression?.localityName}
                      onChange={field.onChange}
                      {...localityChoice}
                      renderOption={(locality) => <LocalityOption locality={locality} />}
                      placeholder={t('expressions.form.locality.placeholder')}
                      listLabel={t('expressions.form.locality.listLabel')}
                      clearLabel={t('expressions.form.locality.clear')}
                      noResults={t('expressions.form.locality.noResults')}
                      loadError={t('expressions.form.locality.loadError')}
                      disabled={saving}
                    />
                  )}
                />
              )}
            </FormField>
          </div>
        </FormSection>

        <FormSection
          title={t('expressions.form.sections.words')}
          description={t('expressions.form.sections.wordsHint')}
        >
          <FormField
            id={IDS.words}
            label={t('expressions.form.words.label')}
            error={errors.words as FormFieldError | undefined}
            announceError
          >
            {(a11y) => (
              <Controller
                control={control}
                name="words"
                render={({ field }) => (
                  <WordPicker
                    id={a11y.id}
                    value={field.value}
                    onChange={field.onChange}
                    language={chosenLanguage}
                    invalid={!!a11y['aria-invalid']}
                    errorId={`${IDS.words}-error`}
                    disabled={saving}
                  />
                )}
              />
            )}
          </FormField>
        </FormSection>

        <FormSection
          title={t('expressions.form.sections.text')}
          description={t('expressions.form.sections.textHint')}
        >
          <FormField
            id={IDS.expression}
            maxLength={TEXT_LIMITS.expression}
            label={t('expressions.form.expression.label')}
            error={errors.expression}
          >
            {(a11y) => (
              <Input
                placeholder={t('expressions.form.expression.placeholder')}
                autoComplete="off"
                spellCheck={false}
                {...a11y}
                {...register('expression')}
              />
            )}
          </FormField>
          <FormField
            id={IDS.localText}
            maxLength={TEXT_LIMITS.expression}
            label={t('expressions.form.localText.label')}
            error={errors.localText}
            addon={
              <SpecialLettersPicker
                target={localTextRef}
                fieldLabel={t('expressions.form.localText.label')}
                onInsert={(value) =>
                  setValue('localText', value, {
                    shouldDirty: true,
                    shouldValidate: submitCount > 0,
                  })
                }
              />
            }
          >
            {(a11y) => (
              <Textarea
                rows={2}
                placeholder={t('expressions.form.localText.placeholder')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="text-lg md:text-base"
                {...a11y}
                {...localTextField}
                ref={(element) => {
                  localTextField.ref(element);
                  localTextRef.current = element;
                }}
              />
            )}
          </FormField>
          <FormField
            id={IDS.description}
            maxLength={TEXT_LIMITS.expressionDescription}
            label={t('expressions.form.description.label')}
            error={errors.description}
          >
            {(a11y) => (
              <Textarea
                rows={3}
                placeholder={t('expressions.form.description.placeholder')}
                {...a11y}
                {...register('description')}
              />
            )}
          </FormField>
        </FormSection>

        <FormSection
          title={t('expressions.form.sections.audio')}
          description={t('expressions.form.sections.audioHint')}
        >
          <AudioField
            existing={stored.items(`expression-${id}`)}
            onKeepChange={keepExisting}
            // An expression keeps at least one recording.
            minFiles={editing ? 1 : 0}
            pending={audio.pending}
            onAdd={(file, seconds) => {
              setAudioError(undefined);
              audio.add(file, seconds);
            }}
            onRemove={audio.remove}
            error={audioError}
            uploadButtonId={IDS.audio}
            disabled={saving}
          />
        </FormSection>

        <FormActions
          cancelTo="/expressions"
          cancelLabel={t('expressions.form.cancel')}
          busy={busy}
          editing={editing}
          labels={{
            create: t('expressions.form.create'),
            creating: t('expressions.form.creating'),
            update: t('expressions.form.update'),
            updating: t('expressions.form.updating'),
          }}
        />
      </form>
    </>
  );
}
