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
import { DialogForm, FormDialog } from '@client/components/form/form-dialog';
import { FormField } from '@client/components/form/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import {
  DATA_LICENSE_IDS,
  DATA_LICENSES,
  DEFAULT_DATA_LICENSE,
  dataLicense,
} from '@shared/schemas/licenses';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useSaveLanguage } from '../api/use-language-mutations';
import { useLocalityPicker } from './locality-picker-slot';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

interface LanguageFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The language to edit (the form starts from it); without it the dialog adds one. */
  language?: Language;
  /** Admins choose the data licence and attribution; others see them, and send neither. */
  canSetLicence: boolean;
}

/**
 * 'Ajouter une langue' / 'Modifier la langue': name, optional admin code, localities.
 * The form lives only while the dialog is open, so the add dialog always starts empty (cancel and
 * success clear it) and the edit dialog starts from the language.
 */
export function LanguageFormDialog({
  open,
  onOpenChange,
  language,
  canSetLicence,
}: LanguageFormDialogProps) {
  const { t } = useTranslation();
  const editing = language !== undefined;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('languages.form.close')}
      title={editing ? t('languages.form.editTitle') : t('languages.form.addTitle')}
      description={
        editing ? t('languages.form.editDescription') : t('languages.form.addDescription')
      }
    >
      <LanguageForm
        language={language}
        canSetLicence={canSetLicence}
        onSaved={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function LanguageForm({
  language,
  canSetLicence,
  onSaved,
}: {
  language?: Language;
  canSetLicence: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
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
      license: (DATA_LICENSE_IDS as string[]).includes(language?.license ?? '')
        ? (language!.license as LanguageInput['license'])
        : DEFAULT_DATA_LICENSE,
      attribution: language?.attribution ?? '',
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

  const onSubmit = handleSubmit(({ license, attribution, ...rest }) =>
    save.mutate(
      // Only an admin's form sends the licence: others' keep the stored one.
      { id: language?.id, input: canSetLicence ? { ...rest, license, attribution } : rest },
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
  return (
    <DialogForm
      onSubmit={onSubmit}
      cancelLabel={t('languages.form.cancel')}
      submitLabel={editing ? t('languages.form.update') : t('languages.form.create')}
      pendingLabel={editing ? t('languages.form.updating') : t('languages.form.creating')}
      pending={save.isPending}
    >
      <FormField
        id="language-name"
        maxLength={TEXT_LIMITS.name}
        label={t('languages.form.name')}
        error={errors.name}
      >
        {(a11y) => (
          <Input
            placeholder={t('languages.form.namePlaceholder')}
            autoFocus
            {...a11y}
            {...register('name')}
          />
        )}
      </FormField>
      <FormField
        id="language-admin-code"
        label={t('languages.form.adminCode')}
        description={t('languages.form.adminCodeHint', { max: ADMIN_CODE_MAX_LENGTH })}
        error={errors.adminCode}
      >
        {(a11y) => (
          <Input
            placeholder={t('languages.form.adminCodePlaceholder')}
            maxLength={ADMIN_CODE_MAX_LENGTH}
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono uppercase placeholder:normal-case"
            {...a11y}
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
        )}
      </FormField>
      <FormField
        id="language-iso-code"
        label={t('languages.form.isoCode')}
        description={t('languages.form.isoCodeHint')}
        error={errors.isoCode}
      >
        {(a11y) => (
          <Input
            placeholder={t('languages.form.isoCodePlaceholder')}
            maxLength={35}
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
            {...a11y}
            {...register('isoCode')}
          />
        )}
      </FormField>
      {canSetLicence ? (
        <>
          <FormField
            id="language-license"
            label={t('languages.form.license')}
            description={t('languages.form.licenseHint')}
            error={errors.license}
          >
            {(a11y) => (
              <NativeSelect {...a11y} {...register('license')}>
                {DATA_LICENSE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {id} — {DATA_LICENSES[id].name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id="language-attribution"
            maxLength={TEXT_LIMITS.attribution}
            label={t('languages.form.attribution')}
            description={t('languages.form.attributionHint')}
            error={errors.attribution}
          >
            {(a11y) => <Input {...a11y} {...register('attribution')} />}
          </FormField>
        </>
      ) : (
        language && (
          <div className="grid gap-1 text-sm">
            <p className="font-medium">{t('languages.form.license')}</p>
            <p>
              {language.license} — {dataLicense(language.license).name}
            </p>
            {language.attribution && (
              <p>{t('languages.form.attributionValue', { attribution: language.attribution })}</p>
            )}
            <p className="text-muted-foreground">{t('languages.form.licenseAdminOnly')}</p>
          </div>
        )
      )}
      <FormField
        id="language-localities"
        label={t('languages.form.localities')}
        error={errors.localityIds as FormFieldError | undefined}
      >
        {({ id }) => renderLocalityPicker({ id, value: localities, onChange: chooseLocalities })}
      </FormField>
    </DialogForm>
  );
}
