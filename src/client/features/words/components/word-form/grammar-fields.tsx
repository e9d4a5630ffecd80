import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARTS_OF_SPEECH, type NounClass, type PartOfSpeech } from '@shared/schemas/lexicon';
import { FormField } from '@client/components/form/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { useNounClasses } from '../../api/word-form-api';
import type { WordFormValues } from './word-form-values';

/** The select's value for "not specified" (a Select item cannot have an empty value). */
const NONE = 'none';

const toId = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The word's part of speech (optional) and, for a noun, its noun class among those its language
 * defines (optional; not offered when the language defines none). Another part of speech or
 * another language clears the class.
 */
export function GrammarFields() {
  const { t } = useTranslation();
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<WordFormValues>();
  const [languageId, partOfSpeech] = useWatch({ control, name: ['languageId', 'partOfSpeech'] });
  const noun = partOfSpeech === 'noun';
  const nounClasses = useNounClasses(noun ? toId(languageId) : undefined);
  const classes = noun ? nounClasses.data : undefined;
  const noClasses = classes?.length === 0;

  useEffect(() => {
    // A language without noun classes: nothing to keep.
    if (noClasses) setValue('nounClass', '');
  }, [noClasses, setValue]);

  const classLabel = (nounClass: NounClass) =>
    nounClass.pluralNumber === null
      ? t('wordForm.nounClass.option', { number: nounClass.number, label: nounClass.label })
      : t('wordForm.nounClass.optionWithPlural', {
          number: nounClass.number,
          label: nounClass.label,
          plural: nounClass.pluralNumber,
        });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="word-part-of-speech" label={t('wordForm.partOfSpeech.label')}>
        {(a11y) => (
          <Controller
            control={control}
            name="partOfSpeech"
            render={({ field }) => (
              <Select
                value={field.value || NONE}
                onValueChange={(value) => {
                  field.onChange(value === NONE ? '' : (value as PartOfSpeech));
                  if (value !== 'noun') setValue('nounClass', '');
                }}
              >
                <SelectTrigger {...a11y} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>{t('wordForm.partOfSpeech.none')}</SelectItem>
                  {PARTS_OF_SPEECH.map((value) => (
                    <SelectItem key={value} value={value}>
                      {t(`wordForm.partOfSpeech.values.${value}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>

      {classes && classes.length > 0 && (
        <FormField
          id="word-noun-class"
          label={t('wordForm.nounClass.label')}
          error={errors.nounClass}
        >
          {(a11y) => (
            <Controller
              control={control}
              name="nounClass"
              render={({ field }) => (
                <Select
                  value={field.value || NONE}
                  onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
                >
                  <SelectTrigger {...a11y} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NONE}>{t('wordForm.nounClass.none')}</SelectItem>
                    {classes.map((nounClass) => (
                      <SelectItem key={nounClass.number} value={nounClass.number}>
                        {classLabel(nounClass)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
