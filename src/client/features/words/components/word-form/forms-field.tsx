import { useEffect, useRef } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS, MAX_FORMS, type FormKind } from '@shared/schemas/lexicon';
import { AudioField, newPendingAudio } from '@client/components/audio/audio-field';
import type { PendingAudio } from '@client/components/audio/audio-files';
import { FormField } from '@client/components/form/form-field';
import { OptionPicker } from '@client/components/form/option-picker';
import { LocalityOption, localityChoice } from '@client/components/places/locality-option';
import { SpecialLettersPicker } from '@client/components/special-letters-picker';
import { Button } from '@client/components/ui/button';
import { FieldDescription } from '@client/components/ui/field';
import { IconButton } from '@client/components/ui/icon-button';
import { Input } from '@client/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { useFormErrorText } from '@client/lib/field-error';
import { useLocalityOptions } from '@client/lib/use-locality-options';
import { useWordAlphabet } from './use-word-alphabet';
import { emptyForm, type WordFormValues } from './word-form-values';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

const formId = (n: number, part: string) => `word-form-${n}-${part}`;
export const ADD_FORM_ID = 'word-forms-add';

const release = (audio: PendingAudio | null | undefined) => {
  if (audio) URL.revokeObjectURL(audio.url);
};

/**
 * The word's other forms (plural, variants, dialect forms...): up to 20, each with its kind,
 * text, pronunciation, one recording and, for a dialect form, the locality it is said in.
 */
export function FormsField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<WordFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'forms' });
  const full = fields.length >= MAX_FORMS;

  // Previews not sent are released on leaving the form.
  useEffect(() => () => getValues('forms')?.forEach((form) => release(form.newAudio)), [getValues]);

  return (
    <div className="grid gap-4">
      {fields.length > 0 && (
        <ol className="grid gap-4" aria-label={t('wordForm.forms.listLabel')}>
          {fields.map((field, index) => (
            <li key={field.id}>
              <FormItem
                index={index}
                disabled={disabled}
                onRemove={() => {
                  release(getValues(`forms.${index}.newAudio`));
                  remove(index);
                  requestAnimationFrame(() => document.getElementById(ADD_FORM_ID)?.focus());
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="grid justify-items-start gap-1">
        <Button
          id={ADD_FORM_ID}
          variant="outline"
          disabled={full}
          onClick={() => append(emptyForm(), { focusName: `forms.${fields.length}.form` })}
        >
          <Plus aria-hidden="true" />
          {t('wordForm.forms.add')}
        </Button>
        {full && <FieldDescription>{t('wordForm.forms.max', { max: MAX_FORMS })}</FieldDescription>}
      </div>
    </div>
  );
}

function FormItem({
  index,
  disabled,
  onRemove,
}: {
  index: number;
  disabled?: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<WordFormValues>();
  const n = index + 1;
  const [kind, text, storedId, audioUrl, keepAudio, newAudio, fallbackLocality] = useWatch({
    control,
    name: [
      `forms.${index}.kind`,
      `forms.${index}.form`,
      `forms.${index}.formId`,
      `forms.${index}.audioUrl`,
      `forms.${index}.keepAudio`,
      `forms.${index}.newAudio`,
      `forms.${index}.localityName`,
    ],
  });
  const formErrors = errors.forms?.[index];
  const alphabet = useWordAlphabet();
  const formRef = useRef<HTMLInputElement | null>(null);
  const pronunciationRef = useRef<HTMLInputElement | null>(null);
  const formField = register(`forms.${index}.form`);
  const pronunciationField = register(`forms.${index}.pronunciation`);

  return (
    <div
      role="group"
      aria-labelledby={formId(n, 'heading')}
      className="grid gap-4 rounded-lg border p-3 sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={formId(n, 'heading')} className="font-medium">
          {t('wordForm.forms.heading', { n })}
        </h3>
        <IconButton
          label={t('wordForm.forms.remove', { n })}
          tooltip={t('wordForm.forms.removeShort')}
          className="-my-1 size-9 text-muted-foreground hover:text-destructive"
          disabled={disabled}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </IconButton>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={formId(n, 'form')}
          maxLength={TEXT_LIMITS.name}
          label={t('wordForm.forms.form')}
          error={errorText(
            formErrors?.form,
            { n },
            { name: t('wordForm.forms.form'), max: TEXT_LIMITS.name },
          )}
          addon={
            <SpecialLettersPicker
              target={formRef}
              languageLetters={alphabet?.letters}
              fieldLabel={t('wordForm.forms.heading', { n })}
              onInsert={(value) => setValue(`forms.${index}.form`, value, { shouldDirty: true })}
            />
          }
        >
          {(a11y) => (
            <Input
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...a11y}
              {...formField}
              ref={(element) => {
                formField.ref(element);
                formRef.current = element;
              }}
            />
          )}
        </FormField>
        <FormField id={formId(n, 'kind')} label={t('wordForm.forms.kind')}>
          {(a11y) => (
            <Controller
              control={control}
              name={`forms.${index}.kind`}
              render={({ field }) => (
                <Select
                  value={field.value}
                  onValueChange={(value) => {
                    field.onChange(value as FormKind);
                    // Only a dialect form names a locality.
                    if (value !== 'dialect') setValue(`forms.${index}.localityId`, null);
                  }}
                  disabled={disabled}
                >
                  <SelectTrigger {...a11y} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {FORM_KINDS.map((value) => (
                      <SelectItem key={value} value={value}>
                        {t(`wordForm.forms.kinds.${value}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField
          id={formId(n, 'pronunciation')}
          maxLength={TEXT_LIMITS.pronunciation}
          label={t('wordForm.forms.pronunciation')}
          error={formErrors?.pronunciation}
          addon={
            <SpecialLettersPicker
              variant="ipa"
              target={pronunciationRef}
              fieldLabel={`${t('wordForm.forms.heading', { n })} · ${t('wordForm.forms.pronunciation')}`}
              onInsert={(value) =>
                setValue(`forms.${index}.pronunciation`, value, { shouldDirty: true })
              }
            />
          }
        >
          {(a11y) => (
            <Input
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
        {kind === 'dialect' && (
          <LocalityField index={index} fallbackName={fallbackLocality} disabled={disabled} />
        )}
      </div>

      <div className="grid gap-2">
        <h4 className="text-sm font-medium">{t('wordForm.forms.recording')}</h4>
        <AudioField
          maxFiles={1}
          existing={
            audioUrl
              ? [
                  {
                    slot: 1,
                    url: audioUrl,
                    audioKey: `word-form-${storedId}`,
                    playLabel: t('wordForm.forms.play', { form: text }),
                    kept: keepAudio,
                  },
                ]
              : []
          }
          // Deleted, the stored recording goes on save, or is replaced by a new one.
          onKeepChange={(_slot, kept) =>
            setValue(`forms.${index}.keepAudio`, kept, { shouldDirty: true })
          }
          pending={newAudio ? [newAudio] : []}
          onAdd={(file, seconds) =>
            setValue(`forms.${index}.newAudio`, newPendingAudio(file, seconds), {
              shouldDirty: true,
            })
          }
          onRemove={() => {
            release(newAudio);
            setValue(`forms.${index}.newAudio`, null, { shouldDirty: true });
          }}
          disabled={disabled}
        />
        {audioUrl && <FieldDescription>{t('wordForm.forms.recordingKept')}</FieldDescription>}
      </div>
    </div>
  );
}

/** A dialect form's locality, among the localities (read when first needed). */
function LocalityField({
  index,
  fallbackName,
  disabled,
}: {
  index: number;
  fallbackName: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<WordFormValues>();
  const localities = useLocalityOptions();
  return (
    <FormField id={formId(index + 1, 'locality')} label={t('wordForm.forms.locality.label')}>
      {({ id }) => (
        <Controller
          control={control}
          name={`forms.${index}.localityId`}
          render={({ field }) => (
            <OptionPicker
              id={id}
              options={localities.data}
              loadFailed={localities.isError}
              value={field.value}
              fallbackName={fallbackName}
              onChange={field.onChange}
              {...localityChoice}
              renderOption={(locality) => <LocalityOption locality={locality} />}
              placeholder={t('wordForm.forms.locality.placeholder')}
              listLabel={t('wordForm.forms.locality.listLabel')}
              clearLabel={t('wordForm.forms.locality.clear')}
              noResults={t('wordForm.forms.locality.noResults')}
              loadError={t('wordForm.forms.locality.loadError')}
              disabled={disabled}
            />
          )}
        />
      )}
    </FormField>
  );
}
