import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RegionInputSchema, type RegionInput } from '@shared/schemas/places';
import { DialogForm, FormDialog } from '@client/components/form/form-dialog';
import { FormField } from '@client/components/form/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import type { NamedCountry } from '../api/use-countries';
import { useCreateRegion } from '../api/use-region-mutations';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

interface AddRegionDialogProps {
  country: NamedCountry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a region to the chosen country; the name is required, here as on the server. */
export function AddRegionDialog({ country, open, onOpenChange }: AddRegionDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('places.addRegion.close')}
      title={t('places.addRegion.title')}
      description={t('places.addRegion.description', { country: country.label })}
    >
      <AddRegionForm country={country} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AddRegionForm({ country, onDone }: { country: NamedCountry; onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const createRegion = useCreateRegion();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof RegionInputSchema>, unknown, RegionInput>({
    resolver: zodResolver(RegionInputSchema),
    defaultValues: { name: '', countryId: country.id },
  });

  const onSubmit = handleSubmit((input) =>
    createRegion.mutate(input, {
      onSuccess: (region) => {
        toast({
          title: t('places.toast.success'),
          description: t('places.toast.regionCreated', { name: region.name }),
        });
        onDone();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('places.toast.createRegionFailed'),
          description: errorMessage(error),
        }),
    }),
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      cancelLabel={t('places.addRegion.cancel')}
      submitLabel={t('places.addRegion.create')}
      pendingLabel={t('places.addRegion.creating')}
      pending={createRegion.isPending}
    >
      <FormField
        id="region-name"
        maxLength={TEXT_LIMITS.name}
        label={t('places.addRegion.name')}
        error={errors.name}
      >
        {(a11y) => (
          <Input
            placeholder={t('places.addRegion.namePlaceholder')}
            autoFocus
            {...a11y}
            {...register('name')}
          />
        )}
      </FormField>
    </DialogForm>
  );
}
