import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LocalityInputSchema, type Locality, type LocalityInput } from '@shared/schemas/places';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field, FieldDescription, FieldError, FieldLabel } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useFieldError } from '@client/lib/field-error';
import { useSaveLocality } from '../api/use-locality-mutations';
import { usePlaceFields } from './place-fields';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('localities.form.close')}
        onPointerDownOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>
            {editing ? t('localities.form.editTitle') : t('localities.form.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {editing ? t('localities.form.editDescription') : t('localities.form.addDescription')}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts from the locality (or blank). */}
        <LocalityForm
          locality={locality}
          defaultName={defaultName}
          context={context}
          onSaved={(saved) => {
            onSaved?.(saved);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
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
  const fieldError = useFieldError();
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

  const nameError = fieldError(errors.name);
  const countryError = fieldError(errors.countryId);
  const regionError = fieldError(errors.regionId);
  const customRegionError = fieldError(errors.customRegionName);
  const descriptionError = fieldError(errors.description);
  return (
    <form
      onSubmit={(event) => {
        // In the picker this form is inside the language form (through a portal): React would
        // bubble the submit event up to it.
        event.stopPropagation();
        void onSubmit(event);
      }}
      noValidate
      className="grid gap-4"
    >
      <Field>
        <FieldLabel htmlFor="locality-name">{t('localities.form.name')}</FieldLabel>
        <Input
          id="locality-name"
          placeholder={t('localities.form.namePlaceholder')}
          aria-invalid={!!nameError}
          aria-describedby={nameError ? 'locality-name-error' : undefined}
          autoFocus
          {...register('name')}
        />
        <FieldError id="locality-name-error">{nameError}</FieldError>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field>
          <FieldLabel htmlFor="locality-country">{t('localities.form.country')}</FieldLabel>
          <Controller
            control={control}
            name="countryId"
            render={({ field }) =>
              renderCountryField({
                id: 'locality-country',
                value: field.value,
                onChange: (next) => {
                  // Changing the country resets the region.
                  if (next !== field.value) setValue('regionId', null);
                  field.onChange(next);
                },
                invalid: !!countryError,
                describedBy: countryError ? 'locality-country-error' : undefined,
              })
            }
          />
          <FieldError id="locality-country-error">{countryError}</FieldError>
        </Field>
        <Field>
          <FieldLabel htmlFor="locality-region">{t('localities.form.region')}</FieldLabel>
          <Controller
            control={control}
            name="regionId"
            render={({ field }) =>
              renderRegionField({
                id: 'locality-region',
                countryId,
                value: field.value,
                onChange: field.onChange,
                invalid: !!regionError,
              })
            }
          />
          <FieldError>{regionError}</FieldError>
        </Field>
      </div>
      <Field>
        <FieldLabel htmlFor="locality-custom-region">
          {t('localities.form.customRegion')}
        </FieldLabel>
        <Input
          id="locality-custom-region"
          placeholder={t('localities.form.customRegionPlaceholder')}
          aria-invalid={!!customRegionError}
          aria-describedby="locality-custom-region-hint"
          {...register('customRegionName')}
        />
        <FieldDescription id="locality-custom-region-hint">
          {t('localities.form.customRegionHint')}
        </FieldDescription>
        <FieldError>{customRegionError}</FieldError>
      </Field>
      <Field>
        <FieldLabel htmlFor="locality-description">{t('localities.form.description')}</FieldLabel>
        <Textarea
          id="locality-description"
          rows={3}
          aria-invalid={!!descriptionError}
          {...register('description')}
        />
        <FieldError>{descriptionError}</FieldError>
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('localities.form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending
            ? editing
              ? t('localities.form.updating')
              : t('localities.form.creating')
            : editing
              ? t('localities.form.update')
              : t('localities.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
