import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_EXAMPLES_PER_SENSE } from '@shared/schemas/lexicon';
import { FormField } from '@client/components/form/form-field';
import { Button } from '@client/components/ui/button';
import { FieldDescription, FieldError } from '@client/components/ui/field';
import { IconButton } from '@client/components/ui/icon-button';
import { Input } from '@client/components/ui/input';
import { useFieldError } from '@client/lib/field-error';
import { emptyExample, type WordFormValues } from './word-form-values';

/**
 * A sense's example sentences: the text in the language with its French and English
 * translations, as many as needed, each removable; rows left without text are not saved. A new
 * row takes the focus.
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

  return (
    <div className="grid gap-3">
      <FieldDescription>{t('wordForm.examples.hint')}</FieldDescription>
      {fields.length > 0 && (
        <ol className="grid gap-3" aria-label={t('wordForm.examples.listLabel', { sense })}>
          {fields.map((field, index) => {
            const rowErrors = exampleErrors?.[index];
            const errorText =
              fieldError(rowErrors?.text) ??
              fieldError(rowErrors?.french) ??
              fieldError(rowErrors?.english);
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
                <FormField id={id('text')} label={t('wordForm.examples.text')}>
                  {(a11y) => (
                    <Input
                      placeholder={t('wordForm.examples.textPlaceholder')}
                      {...a11y}
                      // The row's one error, under the fields, is most often about the text.
                      aria-invalid={!!errorText || undefined}
                      {...register(`${name}.${index}.text`)}
                    />
                  )}
                </FormField>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField id={id('french')} label={t('wordForm.examples.french')}>
                    {(a11y) => (
                      <Input
                        placeholder={t('wordForm.examples.frenchPlaceholder')}
                        {...a11y}
                        {...register(`${name}.${index}.french`)}
                      />
                    )}
                  </FormField>
                  <FormField id={id('english')} label={t('wordForm.examples.english')}>
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
