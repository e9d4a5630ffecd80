import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LocalityInputSchema, type Locality, type LocalityInput } from '@shared/schemas/places';
import { DialogForm, FormDialog } from '@client/components/form/form-dialog';
import { FormField } from '@client/components/form/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useSaveLocality } from '../api/use-locality-mutations';
import { usePlaceFields } from './place-fields';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

type LocalityOutput = z.output<typeof LocalityInputSchema>;
/**
 * The schema's input type says countryId is a number (its refine narrows it), but the form starts
 * without a country: the schema itself then answers 'localityCountryRequired'.
 */
type LocalityFormValues = Omit<LocalityInput, 'countryId'> & { countryId: number | null };
const localityResolver = zodResolver(LocalityInputSchema) as unknown as Resolver<
  LocalityFormValues,
  unknown,
  LocalityOutput
>;

interface LocalityFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The locality to edit; without it the dialog creates one. */
  locality?: Locality;
  /** The name a new locality starts with (the text typed in the locality picker). */
  defaultName?: string;
  /**
   * Where the dialog is opened: the localities page, or the locality picker of the language
   * form (each has its own failure message).
   */
  context?: 'page' | 'picker';
  onSaved?: (locality: Locality) => void;
  /** Where the focus goes when the dialog closes (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Adds or edits a locality: name, country, region (or a new one) and a description. */
export function LocalityFormDialog({
  open,
  onOpenChange,
  locality,
  defaultName = '',
  context = 'page',
  onSaved,
  onCloseAutoFocus,
}: LocalityFormDialogProps) {
  const { t } = useTranslation();
  const editing = locality !== undefined;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('localities.form.close')}
      onCloseAutoFocus={onCloseAutoFocus}
      title={editing ? t('localities.form.editTitle') : t('localities.form.addTitle')}
      description={
        editing ? t('localities.form.editDescription') : t('localities.form.addDescription')
      }
    >
      <LocalityForm
        locality={locality}
        defaultName={defaultName}
        context={context}
        onSaved={(saved) => {
          onSaved?.(saved);
          onOpenChange(false);
        }}
      />
    </FormDialog>
  );
}

function LocalityForm({
  locality,
  defaultName,
  context,
  onSaved,
}: {
  locality: Locality | undefined;
  defaultName: string;
  context: 'page' | 'picker';
  onSaved: (locality: Locality) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { renderCountryField, renderRegionField } = usePlaceFields();
  const save = useSaveLocality();
  const editing = locality !== undefined;

  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LocalityFormValues, unknown, LocalityOutput>({
    resolver: localityResolver,
    defaultValues: {
      name: locality?.name ?? defaultName,
      countryId: locality?.countryId ?? null,
      regionId: locality?.regionId ?? null,
      description: locality?.description ?? '',
      customRegionName: '',
    },
  });
  const countryId = useWatch({ control, name: 'countryId' });

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: locality?.id, input },
      {
        onSuccess: (saved) => {
          toast(
            editing
              ? {
                  title: t('localities.toast.updated'),
                  description: t('localities.toast.updatedDescription'),
                }
              : {
                  title: t('localities.toast.created'),
                  description: t('localities.toast.createdDescription'),
                },
          );
          onSaved(saved);
        },
        onError: (error) => {
          if (context === 'picker') {
            toast({
              variant: 'destructive',
              title: t('localities.toast.errorTitle'),
              description: (
                <>
                  <span className="block">{t('localities.toast.createError')}</span>
                  <span className="block">{errorMessage(error)}</span>
                </>
              ),
            });
            return;
          }
          toast({
            variant: 'destructive',
            title: editing
              ? t('localities.toast.updateFailed')
              : t('localities.toast.createFailed'),
            description: errorMessage(error),
          });
        },
      },
    ),
  );

  return (
    // In the picker this form is inside the language form (through a portal): DialogForm keeps
    // the submit event from bubbling up to it.
    <DialogForm
      onSubmit={onSubmit}
      cancelLabel={t('localities.form.cancel')}
      submitLabel={editing ? t('localities.form.update') : t('localities.form.create')}
      pendingLabel={editing ? t('localities.form.updating') : t('localities.form.creating')}
      pending={save.isPending}
    >
      <FormField
        id="locality-name"
        maxLength={TEXT_LIMITS.name}
        label={t('localities.form.name')}
        error={errors.name}
      >
        {(a11y) => (
          <Input
            placeholder={t('localities.form.namePlaceholder')}
            autoFocus
            {...a11y}
            {...register('name')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="locality-country"
          label={t('localities.form.country')}
          error={errors.countryId}
        >
          {(a11y) => (
            <Controller
              control={control}
              name="countryId"
              render={({ field }) =>
                renderCountryField({
                  id: a11y.id,
                  value: field.value,
                  onChange: (next) => {
                    // Changing the country resets the region.
                    if (next !== field.value) setValue('regionId', null);
                    field.onChange(next);
                  },
                  invalid: a11y['aria-invalid'],
                  describedBy: a11y['aria-describedby'],
                })
              }
            />
          )}
        </FormField>
        <FormField id="locality-region" label={t('localities.form.region')} error={errors.regionId}>
          {(a11y) => (
            <Controller
              control={control}
              name="regionId"
              render={({ field }) =>
                renderRegionField({
                  id: a11y.id,
                  countryId,
                  value: field.value,
                  onChange: field.onChange,
                  invalid: a11y['aria-invalid'],
                  describedBy: a11y['aria-describedby'],
                })
              }
            />
          )}
        </FormField>
      </div>
      <FormField
        id="locality-custom-region"
        maxLength={TEXT_LIMITS.name}
        label={t('localities.form.customRegion')}
        description={t('localities.form.customRegionHint')}
        error={errors.customRegionName}
      >
        {(a11y) => (
          <Input
            placeholder={t('localities.form.customRegionPlaceholder')}
            {...a11y}
            {...register('customRegionName')}
          />
        )}
      </FormField>
      <FormField
        id="locality-description"
        maxLength={TEXT_LIMITS.placeDescription}
        label={t('localities.form.description')}
        error={errors.description}
      >
        {(a11y) => <Textarea rows={3} {...a11y} {...register('description')} />}
      </FormField>
    </DialogForm>
  );
}
