import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_EXAMPLES } from '@shared/schemas/words';
import { FormField } from '@client/components/form/form-field';
import { Button } from '@client/components/ui/button';
import { FieldDescription, FieldError } from '@client/components/ui/field';
import { IconButton } from '@client/components/ui/icon-button';
import { Input } from '@client/components/ui/input';
import { useFieldError } from '@client/lib/field-error';
import type { WordFormValues } from './word-form-values';

/**
 * Example sentences: text and translation, as many as needed, each removable; rows
 * left without text are not saved. A new row takes the focus.
 */
export function ExamplesField() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<WordFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'examples' });

  return (
    <div className="grid gap-3">
      <FieldDescription>{t('wordForm.examples.hint')}</FieldDescription>
      {fields.length > 0 && (
        <ol className="grid gap-3" aria-label={t('wordForm.examples.listLabel')}>
          {fields.map((field, index) => {
            const errorText =
              fieldError(errors.examples?.[index]?.text) ??
              fieldError(errors.examples?.[index]?.translation);
            return (
              <li key={field.id} className="grid gap-3 rounded-md border p-3 sm:p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium">
                    {t('wordForm.examples.item', { n: index + 1 })}
                  </span>
                  <IconButton
                    label={t('wordForm.examples.remove', { n: index + 1 })}
                    tooltip={t('wordForm.examples.removeShort')}
                    className="-my-1 size-9 text-muted-foreground hover:text-destructive"
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField id={`word-example-${index}-text`} label={t('wordForm.examples.text')}>
                    {(a11y) => (
                      <Input
                        placeholder={t('wordForm.examples.textPlaceholder')}
                        {...a11y}
                        // The row's one error, under both fields, is about the text.
                        aria-invalid={!!errorText || undefined}
                        {...register(`examples.${index}.text`)}
                      />
                    )}
                  </FormField>
                  <FormField
                    id={`word-example-${index}-translation`}
                    label={t('wordForm.examples.translation')}
                  >
                    {(a11y) => (
                      <Input
                        placeholder={t('wordForm.examples.translationPlaceholder')}
                        {...a11y}
                        {...register(`examples.${index}.translation`)}
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
        disabled={fields.length >= MAX_EXAMPLES}
        onClick={() =>
          append({ text: '', translation: '' }, { focusName: `examples.${fields.length}.text` })
        }
      >
        <Plus aria-hidden="true" />
        {t('wordForm.examples.add')}
      </Button>
    </div>
  );
}
