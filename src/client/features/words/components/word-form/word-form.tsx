import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Controller, FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '@shared/schemas/languages';
import { wordKey, type WordEntry, type WordInput } from '@shared/schemas/words';
import { AudioField, usePendingAudio } from '@client/components/audio/audio-field';
import { useStoredAudio } from '@client/components/audio/use-stored-audio';
import { FormActions } from '@client/components/form/form-actions';
import { FormField } from '@client/components/form/form-field';
import { FormSection } from '@client/components/form/form-section';
import { SpecialLettersPicker } from '@client/components/special-letters-picker';
import { FieldDescription } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useFormErrorText } from '@client/lib/field-error';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { fetchDuplicate, useDuplicateCheck, useSaveWord } from '../../api/word-form-api';
import { useDeleteWordAudio } from '../../api/words-queries';
import { DictionaryField, searchInputId } from './dictionary-field';
import { ExamplesField } from './examples-field';
import {
  assignSlots,
  initialValues,
  serverFieldErrors,
  sideIsEmpty,
  toFormData,
  wordFormResolver,
  type WordFormValues,
} from './word-form-values';

/** The duplicate check waits for 300 ms without typing, like the searches. */
const DUPLICATE_DEBOUNCE_MS = 300;

/** The fields that can be in error, in the order of the page. */
const FOCUS_ORDER = [
  'languageId',
  'localWord',
  'pronunciation',
  'frenchWord',
  'englishWord',
  'examples',
  'notes',
] as const;

const toId = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

interface WordFormProps {
  /** The word to edit; without it the form creates one. */
  entry?: WordEntry;
  languages: readonly Language[];
}

/**
 * The word form: language, local word, pronunciation, recordings, French and
 * English counterparts, examples and notes. Checked by the shared WordInputSchema; a duplicate in
 * the language is shown while typing and blocks saving (checked again on submit); without an
 * English word a warning shows but saving proceeds. Sent as multipart; a failed save keeps
 * everything typed and puts the server's field errors on their fields.
 */
export function WordForm({ entry, languages }: WordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const errorText = useFormErrorText();
  const save = useSaveWord();
  const deleteAudio = useDeleteWordAudio();
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
    formState: { errors, isSubmitting, submitCount },
  } = methods;

  const stored = useStoredAudio({
    id: wordId,
    initial: { 1: entry?.localWord.audioUrl ?? null, 2: entry?.localWord.audioUrl2 ?? null },
    deleteAudio,
    afterDelete: (current, slot) => ({ ...current, [slot]: null }),
  });
  const [audioServerError, setAudioServerError] = useState<string>();
  const audio = usePendingAudio();

  // The duplicate warning (a language has each word once), asked as the user types.
  const [languageId, localWord] = useWatch({ control, name: ['languageId', 'localWord'] });
  const debouncedWord = useDebouncedValue(localWord, DUPLICATE_DEBOUNCE_MS);
  const duplicateCheck = useDuplicateCheck({
    languageId: toId(languageId),
    localWord: debouncedWord,
    excludeId: wordId,
  });
  const duplicate =
    duplicateCheck.data?.exists === true &&
    toId(languageId) !== undefined &&
    wordKey(localWord) !== '';

  // No English word is a warning, shown once the French one is there (or on saving).
  const sides = useWatch({
    control,
    name: ['frenchMode', 'frenchPick', 'frenchWord', 'englishMode', 'englishPick', 'englishWord'],
  });
  const [frenchMode, frenchPick, frenchWord, englishMode, englishPick, englishWord] = sides;
  const sideValues = { frenchMode, frenchPick, frenchWord, englishMode, englishPick, englishWord };
  const noEnglish =
    sideIsEmpty(sideValues, 'english') && (!sideIsEmpty(sideValues, 'french') || submitCount > 0);

  const localWordRef = useRef<HTMLInputElement | null>(null);
  const pronunciationRef = useRef<HTMLInputElement | null>(null);
  const localWordField = register('localWord');
  const pronunciationField = register('pronunciation');

  const onValid = async (input: WordInput) => {
    setAudioServerError(undefined);
    let exists = false;
    try {
      exists = await fetchDuplicate(queryClient, {
        languageId: input.languageId,
        localWord: input.localWord,
        excludeId: wordId,
      });
    } catch {
      // The save itself refuses a duplicate (409) if the check could not be asked.
    }
    if (exists) {
      setError('localWord', { type: 'duplicate', message: 'wordDuplicate' }, { shouldFocus: true });
      return;
    }

    const body = toFormData(getValues(), assignSlots(stored.existing, audio.pending));
    try {
      const saved = await save.mutateAsync({ id: wordId, body });
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
    const exampleIndex = invalid.examples?.findIndex?.((example) => example !== undefined) ?? -1;
    const first = FOCUS_ORDER.find((name) =>
      name === 'examples' ? exampleIndex >= 0 : invalid[name] !== undefined,
    );
    if (first === 'examples') {
      setFocus(`examples.${exampleIndex}.text`);
    } else if (
      (first === 'frenchWord' || first === 'englishWord') &&
      getValues(first === 'frenchWord' ? 'frenchMode' : 'englishMode') === 'search'
    ) {
      // A search field, not a registered input.
      document
        .getElementById(searchInputId(first === 'frenchWord' ? 'french' : 'english'))
        ?.focus();
    } else if (first) {
      setFocus(first);
    }
  };

  const busy = isSubmitting || save.isPending;
  const localWordError = errorText(errors.localWord);

  return (
    <FormProvider {...methods}>
      <form
        onSubmit={handleSubmit(onValid, onInvalid)}
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
                      // A duplicate is one in a language: another language needs a new answer.
                      if (
                        errors.localWord?.type === 'duplicate' ||
                        errors.localWord?.type === 'server'
                      ) {
                        clearErrors('localWord');
                      }
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

          <FormField
            id="word-local"
            label={t('wordForm.localWord.label')}
            error={localWordError}
            addon={
              <>
                {!localWordError && duplicate && (
                  <p
                    id="word-local-duplicate"
                    role="status"
                    className="flex items-start gap-2 text-sm font-medium text-destructive"
                  >
                    <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    {t('wordForm.localWord.duplicate')}
                  </p>
                )}
                <SpecialLettersPicker
                  target={localWordRef}
                  fieldLabel={t('wordForm.localWord.label')}
                  onInsert={(value) =>
                    setValue('localWord', value, {
                      shouldDirty: true,
                      shouldValidate: submitCount > 0,
                    })
                  }
                />
              </>
            }
          >
            {(a11y) => (
              <Input
                placeholder={t('wordForm.localWord.placeholder')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="text-lg md:text-base"
                {...a11y}
                // A word already in the dictionary is flagged before any submit.
                aria-invalid={a11y['aria-invalid'] || (duplicate ? true : undefined)}
                aria-describedby={
                  a11y['aria-describedby'] ?? (duplicate ? 'word-local-duplicate' : undefined)
                }
                {...localWordField}
                ref={(element) => {
                  localWordField.ref(element);
                  localWordRef.current = element;
                }}
              />
            )}
          </FormField>

          <FormField
            id="word-pronunciation"
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
        </FormSection>

        <FormSection title={t('wordForm.sections.audio')}>
          <AudioField
            existing={stored.items(`word-${wordId}`)}
            onDeleteExisting={stored.deleteStored}
            deletingSlot={stored.deletingSlot}
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
          title={t('wordForm.sections.translations')}
          description={t('wordForm.sections.translationsHint')}
        >
          <DictionaryField side="french" error={errorText(errors.frenchWord)} />
          <DictionaryField
            side="english"
            error={errorText(errors.englishWord)}
            warning={noEnglish ? t('wordForm.english.missing') : undefined}
          />
        </FormSection>

        <FormSection title={t('wordForm.sections.examples')}>
          <ExamplesField />
        </FormSection>

        <FormSection title={t('wordForm.sections.notes')}>
          <FormField
            id="word-notes"
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
        {duplicate && (
          <FieldDescription className="text-center sm:text-right">
            {t('wordForm.localWord.duplicateBlocks')}
          </FieldDescription>
        )}
      </form>
    </FormProvider>
  );
}
