import { useRef } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AlphabetLetter } from '@shared/alphabet';
import { MAX_EXAMPLES_PER_SENSE } from '@shared/schemas/lexicon';
import { FormField } from '@client/components/form/form-field';
import { SpecialLettersPicker } from '@client/components/special-letters-picker';
import { Button } from '@client/components/ui/button';
import { FieldDescription, FieldError } from '@client/components/ui/field';
import { IconButton } from '@client/components/ui/icon-button';
import { Input } from '@client/components/ui/input';
import { useFieldError } from '@client/lib/field-error';
import { useWordAlphabet } from './use-word-alphabet';
import { emptyExample, type WordFormValues } from './word-form-values';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

/**
 * A sense's example sentences: the text in the language with its French and English
 * translations, as many as needed, each removable; rows left without text are not saved. A new
 * row takes the focus. The text has the letters picker, the language's own letters first.
 */
export function ExamplesField({ senseIndex }: { senseIndex: number }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<WordFormValues>();
  const name = `senses.${senseIndex}.examples` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const sense = senseIndex + 1;
  const exampleErrors = errors.senses?.[senseIndex]?.examples;
  const alphabet = useWordAlphabet();

  return (
    <div className="grid gap-3">
      <FieldDescription>{t('wordForm.examples.hint')}</FieldDescription>
      {fields.length > 0 && (
        <ol className="grid gap-3" aria-label={t('wordForm.examples.listLabel', { sense })}>
          {fields.map((field, index) => {
            const rowErrors = exampleErrors?.[index];
            const limit = (label: string) => ({ name: label, max: TEXT_LIMITS.example });
            const errorText =
              fieldError(rowErrors?.text, undefined, limit(t('wordForm.examples.text'))) ??
              fieldError(rowErrors?.french, undefined, limit(t('wordForm.examples.french'))) ??
              fieldError(rowErrors?.english, undefined, limit(t('wordForm.examples.english')));
            const id = (part: string) => `word-sense-${sense}-example-${index + 1}-${part}`;
            return (
              <li key={field.id} className="grid gap-3 rounded-md border p-3 sm:p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium">
                    {t('wordForm.examples.item', { n: index + 1 })}
                  </span>
                  <IconButton
                    label={t('wordForm.examples.remove', { n: index + 1, sense })}
                    tooltip={t('wordForm.examples.removeShort')}
                    className="-my-1 size-9 text-muted-foreground hover:text-destructive"
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </div>
                <ExampleText
                  id={id('text')}
                  senseIndex={senseIndex}
                  index={index}
                  invalid={!!errorText}
                  languageLetters={alphabet?.letters}
                />
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField
                    id={id('french')}
                    maxLength={TEXT_LIMITS.example}
                    label={t('wordForm.examples.french')}
                  >
                    {(a11y) => (
                      <Input
                        placeholder={t('wordForm.examples.frenchPlaceholder')}
                        {...a11y}
                        {...register(`${name}.${index}.french`)}
                      />
                    )}
                  </FormField>
                  <FormField
                    id={id('english')}
                    maxLength={TEXT_LIMITS.example}
                    label={t('wordForm.examples.english')}
                  >
                    {(a11y) => (
                      <Input
                        placeholder={t('wordForm.examples.englishPlaceholder')}
                        {...a11y}
                        {...register(`${name}.${index}.english`)}
                      />
                    )}
                  </FormField>
                </div>
                <FieldError>{errorText}</FieldError>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={fields.length >= MAX_EXAMPLES_PER_SENSE}
        onClick={() => append(emptyExample(), { focusName: `${name}.${fields.length}.text` })}
      >
        <Plus aria-hidden="true" />
        {t('wordForm.examples.add')}
      </Button>
    </div>
  );
}

/** An example's text in the language, with the letters picker. */
function ExampleText({
  id,
  senseIndex,
  index,
  invalid,
  languageLetters,
}: {
  id: string;
  senseIndex: number;
  index: number;
  invalid: boolean;
  languageLetters: readonly AlphabetLetter[] | undefined;
}) {
  const { t } = useTranslation();
  const { register, setValue } = useFormContext<WordFormValues>();
  const name = `senses.${senseIndex}.examples.${index}.text` as const;
  const field = register(name);
  const ref = useRef<HTMLInputElement | null>(null);
  const label = t('wordForm.examples.text');
  return (
    <FormField
      id={id}
      label={label}
      maxLength={TEXT_LIMITS.example}
      addon={
        <SpecialLettersPicker
          target={ref}
          languageLetters={languageLetters}
          fieldLabel={`${t('wordForm.examples.listLabel', { sense: senseIndex + 1 })} · ${t('wordForm.examples.item', { n: index + 1 })}`}
          onInsert={(value) => setValue(name, value, { shouldDirty: true })}
        />
      }
    >
      {(a11y) => (
        <Input
          placeholder={t('wordForm.examples.textPlaceholder')}
          {...a11y}
          // The row's one error, under the fields, is most often about the text.
          aria-invalid={invalid || undefined}
          {...field}
          ref={(element) => {
            field.ref(element);
            ref.current = element;
          }}
        />
      )}
    </FormField>
  );
}
