import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADMIN_CODE_MAX_LENGTH,
  LanguageInputSchema,
  type Language,
  type LanguageInput,
} from '@shared/schemas/languages';
import type { Locality } from '@shared/schemas/places';
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
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useFieldError } from '@client/lib/field-error';
import { useSaveLanguage } from '../api/use-language-mutations';
import { useLocalityPicker } from './locality-picker-slot';

interface LanguageFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The language to edit (the form starts from it); without it the dialog adds one. */
  language?: Language;
}

/**
 * 'Ajouter une langue' / 'Modifier la langue': name, optional admin code, localities.
 * The form lives only while the dialog is open, so the add dialog always starts empty (cancel and
 * success clear it) and the edit dialog starts from the language.
 */
export function LanguageFormDialog({ open, onOpenChange, language }: LanguageFormDialogProps) {
  const { t } = useTranslation();
  const editing = language !== undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('languages.form.close')}
        // A stray click outside must not throw away what was typed.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>
            {editing ? t('languages.form.editTitle') : t('languages.form.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {editing ? t('languages.form.editDescription') : t('languages.form.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <LanguageForm language={language} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function LanguageForm({ language, onSaved }: { language?: Language; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const renderLocalityPicker = useLocalityPicker();
  const save = useSaveLanguage();
  const editing = language !== undefined;
  const [localities, setLocalities] = useState<Locality[]>(language?.localities ?? []);

  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LanguageInput, unknown, z.output<typeof LanguageInputSchema>>({
    resolver: zodResolver(LanguageInputSchema),
    defaultValues: {
      name: language?.name ?? '',
      adminCode: language?.adminCode ?? '',
      isoCode: language?.isoCode ?? '',
      localityIds: language?.localities.map((locality) => locality.id) ?? [],
    },
  });

  const chooseLocalities = (next: Locality[]) => {
    setLocalities(next);
    setValue(
      'localityIds',
      next.map((locality) => locality.id),
      { shouldDirty: true },
    );
  };

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: language?.id, input },
      {
        onSuccess: (saved) => {
          toast(
            editing
              ? {
                  title: t('languages.toast.updated'),
                  description: t('languages.toast.updatedDescription', { name: saved.name }),
                }
              : {
                  title: t('languages.toast.created'),
                  description: t('languages.toast.createdDescription', { name: saved.name }),
                },
          );
          onSaved();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: editing ? t('languages.toast.updateError') : t('languages.toast.createError'),
            description: errorMessage(error),
          }),
      },
    ),
  );

  const adminCode = register('adminCode');
  const nameError = fieldError(errors.name);
  const adminCodeError = fieldError(errors.adminCode);
  const isoCodeError = fieldError(errors.isoCode);
  const localitiesError = fieldError(errors.localityIds as FormFieldError | undefined);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field>
        <FieldLabel htmlFor="language-name">{t('languages.form.name')}</FieldLabel>
        <Input
          id="language-name"
          placeholder={t('languages.form.namePlaceholder')}
          aria-invalid={!!nameError}
          aria-describedby={nameError ? 'language-name-error' : undefined}
          autoFocus
          {...register('name')}
        />
        <FieldError id="language-name-error">{nameError}</FieldError>
      </Field>
      <Field>
        <FieldLabel htmlFor="language-admin-code">{t('languages.form.adminCode')}</FieldLabel>
        <Input
          id="language-admin-code"
          placeholder={t('languages.form.adminCodePlaceholder')}
          maxLength={ADMIN_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase placeholder:normal-case"
          aria-invalid={!!adminCodeError}
          aria-describedby="language-admin-code-hint"
          {...adminCode}
          onChange={(event) => {
            // The admin code turns upper case as it is typed, keeping the caret where it was.
            const input = event.target;
            const { selectionStart, selectionEnd } = input;
            input.value = input.value.toUpperCase();
            input.setSelectionRange(selectionStart, selectionEnd);
            void adminCode.onChange(event);
          }}
        />
        <FieldDescription id="language-admin-code-hint">
          {t('languages.form.adminCodeHint', { max: ADMIN_CODE_MAX_LENGTH })}
        </FieldDescription>
        <FieldError>{adminCodeError}</FieldError>
      </Field>
      <Field>
        <FieldLabel htmlFor="language-iso-code">{t('languages.form.isoCode')}</FieldLabel>
        <Input
          id="language-iso-code"
          placeholder={t('languages.form.isoCodePlaceholder')}
          maxLength={35}
          autoCapitalize="none"
          spellCheck={false}
          className="font-mono"
          aria-invalid={!!isoCodeError}
          aria-describedby="language-iso-code-hint"
          {...register('isoCode')}
        />
        <FieldDescription id="language-iso-code-hint">
          {t('languages.form.isoCodeHint')}
        </FieldDescription>
        <FieldError>{isoCodeError}</FieldError>
      </Field>
      <Field>
        <FieldLabel htmlFor="language-localities">{t('languages.form.localities')}</FieldLabel>
        {renderLocalityPicker({
          id: 'language-localities',
          value: localities,
          onChange: chooseLocalities,
        })}
        <FieldError>{localitiesError}</FieldError>
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('languages.form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending
            ? editing
              ? t('languages.form.updating')
              : t('languages.form.creating')
            : editing
              ? t('languages.form.update')
              : t('languages.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
