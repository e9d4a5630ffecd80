import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Language } from '@shared/schemas/languages';
import {
  MAX_NOUN_CLASSES,
  NOUN_CLASS_NUMBER,
  NounClassInputSchema,
  type NounClass,
} from '@shared/schemas/lexicon';
import { DialogForm, FormDialog } from '@client/components/form/form-dialog';
import { FormField, type FormFieldControl } from '@client/components/form/form-field';
import { LoadError } from '@client/components/layout/load-error';
import { Button } from '@client/components/ui/button';
import { IconButton } from '@client/components/ui/icon-button';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useNounClasses } from '@client/lib/use-noun-classes';
import { useSaveNounClasses } from '../api/use-language-mutations';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

/**
 * The rows (no plural class is ''), checked as the API checks each class; repeated numbers and
 * plurals outside the list are the server's to refuse.
 */
const RowsSchema = z.object({
  classes: z
    .array(
      NounClassInputSchema.extend({
        pluralNumber: z.union([
          z.literal('').transform(() => null),
          NounClassInputSchema.shape.pluralNumber,
        ]),
      }),
    )
    .max(MAX_NOUN_CLASSES, { error: 'tooManyNounClasses' }),
});

type Rows = z.input<typeof RowsSchema>;

/**
 * 'Classes nominales': a language's noun classes as an ordered list of number, label and plural
 * class, rows added, removed and moved; saved as a whole. The server's refusals (a class still
 * used by words, a number twice) show in the dialog.
 */
export function NounClassesDialog({
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
      closeLabel={t('languages.nounClasses.close')}
      title={t('languages.nounClasses.title')}
      description={t('languages.nounClasses.description', { name: language?.name ?? '' })}
      className="sm:max-w-2xl"
    >
      {language && <NounClassesLoader language={language} onSaved={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function NounClassesLoader({ language, onSaved }: { language: Language; onSaved: () => void }) {
  const { t } = useTranslation();
  const classes = useNounClasses(language.id);
  if (classes.isError) {
    return (
      <LoadError
        title={t('languages.nounClasses.loadError')}
        error={classes.error}
        onRetry={() => void classes.refetch()}
      />
    );
  }
  if (!classes.data) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  return <NounClassesForm language={language} initial={classes.data} onSaved={onSaved} />;
}

function NounClassesForm({
  language,
  initial,
  onSaved,
}: {
  language: Language;
  initial: NounClass[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveNounClasses(language.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<Rows, unknown, z.output<typeof RowsSchema>>({
    resolver: zodResolver(RowsSchema),
    defaultValues: {
      classes: initial.map((c) => ({ ...c, pluralNumber: c.pluralNumber ?? '' })),
    },
  });
  const rows = useFieldArray({ control, name: 'classes' });

  const removeRow = (index: number) => {
    // A plural pointing at the removed class would point at nothing.
    const removed = getValues(`classes.${index}.number`);
    getValues('classes').forEach((row, i) => {
      if (i !== index && removed !== '' && row.pluralNumber === removed) {
        setValue(`classes.${i}.pluralNumber`, '');
      }
    });
    rows.remove(index);
  };

  const onSubmit = handleSubmit(({ classes }) => {
    setServerError(null);
    save.mutate(classes, {
      onSuccess: () => {
        toast({
          title: t('languages.nounClasses.saved'),
          description: t('languages.nounClasses.savedDescription', { name: language.name }),
        });
        onSaved();
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  });

  const count = rows.fields.length;
  return (
    <DialogForm
      onSubmit={onSubmit}
      cancelLabel={t('languages.nounClasses.cancel')}
      submitLabel={t('languages.nounClasses.save')}
      pendingLabel={t('languages.nounClasses.saving')}
      pending={save.isPending}
    >
      {count === 0 ? (
        <p className="text-sm text-muted-foreground italic">{t('languages.nounClasses.empty')}</p>
      ) : (
        <ol
          aria-label={t('languages.nounClasses.listLabel')}
          className="grid max-h-[55vh] gap-2 overflow-y-auto p-0.5"
        >
          {rows.fields.map((field, index) => {
            const n = index + 1;
            const rowErrors = errors.classes?.[index];
            const id = `noun-class-${field.id}`;
            return (
              <li key={field.id}>
                <fieldset className="grid grid-cols-[5rem_1fr_9rem_auto] items-start gap-2">
                  <legend className="sr-only">{t('languages.nounClasses.row', { n })}</legend>
                  <FormField
                    id={`${id}-number`}
                    label={t('languages.nounClasses.number')}
                    labelHidden={index > 0}
                    error={rowErrors?.number}
                  >
                    {(a11y) => (
                      <Input
                        placeholder={t('languages.nounClasses.numberPlaceholder')}
                        autoComplete="off"
                        spellCheck={false}
                        className="font-mono"
                        {...a11y}
                        {...register(`classes.${index}.number`)}
                      />
                    )}
                  </FormField>
                  <FormField
                    id={`${id}-label`}
                    maxLength={TEXT_LIMITS.nounClassLabel}
                    label={t('languages.nounClasses.label')}
                    labelHidden={index > 0}
                    error={rowErrors?.label}
                  >
                    {(a11y) => (
                      <Input
                        placeholder={t('languages.nounClasses.labelPlaceholder')}
                        autoComplete="off"
                        {...a11y}
                        {...register(`classes.${index}.label`)}
                      />
                    )}
                  </FormField>
                  <FormField
                    id={`${id}-plural`}
                    label={t('languages.nounClasses.plural')}
                    labelHidden={index > 0}
                    error={rowErrors?.pluralNumber}
                  >
                    {(a11y) => (
                      <PluralSelect
                        control={control}
                        register={register}
                        index={index}
                        a11y={a11y}
                      />
                    )}
                  </FormField>
                  <div className={index === 0 ? 'flex pt-[1.375rem]' : 'flex'}>
                    <IconButton
                      label={t('languages.nounClasses.moveUp', { n })}
                      className="size-10"
                      disabled={index === 0}
                      onClick={() => rows.move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={t('languages.nounClasses.moveDown', { n })}
                      className="size-10"
                      disabled={index === count - 1}
                      onClick={() => rows.move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={t('languages.nounClasses.remove', { n })}
                      className="size-10 text-muted-foreground hover:text-destructive"
                      onClick={() => removeRow(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button
          variant="outline"
          disabled={count >= MAX_NOUN_CLASSES}
          onClick={() => rows.append({ number: '', label: '', pluralNumber: '' })}
        >
          <Plus aria-hidden="true" />
          {t('languages.nounClasses.add')}
        </Button>
      </div>
      {serverError && (
        <div
          role="alert"
          className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
        >
          <p className="font-medium">{t('languages.nounClasses.saveError')}</p>
          <p>{serverError}</p>
        </div>
      )}
    </DialogForm>
  );
}

/**
 * The plural class of row `index`: none, or one of the other rows' numbers (and the current
 * choice, even if its row was renumbered since, so what is sent is what is shown).
 */
function PluralSelect({
  control,
  register,
  index,
  a11y,
}: {
  control: Control<Rows, unknown, z.output<typeof RowsSchema>>;
  register: UseFormRegister<Rows>;
  index: number;
  a11y: FormFieldControl;
}) {
  const { t } = useTranslation();
  const classes = useWatch({ control, name: 'classes' });
  const current = classes[index]?.pluralNumber;
  const numbers = [
    ...new Set([
      ...classes
        .filter((row, i) => i !== index && NOUN_CLASS_NUMBER.test(row.number))
        .map((row) => row.number),
      ...(current ? [current] : []),
    ]),
  ];
  return (
    <NativeSelect {...a11y} {...register(`classes.${index}.pluralNumber`)}>
      <option value="">{t('languages.nounClasses.noPlural')}</option>
      {numbers.map((number) => (
        <option key={number} value={number}>
          {number}
        </option>
      ))}
    </NativeSelect>
  );
}
