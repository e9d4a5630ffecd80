import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RegionInputSchema, type RegionInput } from '@shared/schemas/places';
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
import { Field, FieldError, FieldLabel } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useFieldError } from '@client/lib/field-error';
import type { NamedCountry } from '../api/use-countries';
import { useCreateRegion } from '../api/use-region-mutations';

interface AddRegionDialogProps {
  country: NamedCountry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a region to the chosen country; the name is required, here as on the server. */
export function AddRegionDialog({ country, open, onOpenChange }: AddRegionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('places.addRegion.close')}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('places.addRegion.title')}</DialogTitle>
          <DialogDescription>
            {t('places.addRegion.description', { country: country.label })}
          </DialogDescription>
        </DialogHeader>
        <AddRegionForm country={country} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddRegionForm({ country, onDone }: { country: NamedCountry; onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
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

  const nameError = fieldError(errors.name);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field>
        <FieldLabel htmlFor="region-name">{t('places.addRegion.name')}</FieldLabel>
        <Input
          id="region-name"
          placeholder={t('places.addRegion.namePlaceholder')}
          aria-invalid={!!nameError}
          aria-describedby={nameError ? 'region-name-error' : undefined}
          autoFocus
          {...register('name')}
        />
        <FieldError id="region-name-error">{nameError}</FieldError>
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('places.addRegion.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={createRegion.isPending}>
          {createRegion.isPending && <Spinner />}
          {createRegion.isPending ? t('places.addRegion.creating') : t('places.addRegion.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
