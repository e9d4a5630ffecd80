import type { FormEvent, ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  useForm,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLES, USER_STATUSES } from '@shared/roles';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@shared/schemas/auth';
import {
  NAME_MAX_LENGTH,
  UserCreateSchema,
  UserUpdateSchema,
  type User,
  type UserCreate,
  type UserCreated,
  type UserCreateInput,
  type UserUpdate,
  type UserUpdateInput,
} from '@shared/schemas/users';
import { DialogForm, FormDialog } from '@client/components/form/form-dialog';
import { FormField } from '@client/components/form/form-field';
import { FieldDescription, FieldLabel } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { toast } from '@client/components/ui/use-toast';
import { useCreateUser, useUpdateUser } from '../api/use-users';
import { TwoFactorSwitch } from './two-factor-switch';
import { useUserErrorToast } from './use-user-error-toast';

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to edit; without it the dialog adds one. */
  user?: User;
  /** The signed-in admin's id: their own role and status are not theirs to lower. */
  selfId?: number;
  /** After a creation: the server's answer, with the one-time password when it made one. */
  onCreated: (created: UserCreated) => void;
}

/** 'Ajouter un utilisateur' / 'Modifier l'utilisateur': e-mail and role required. */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
  selfId,
  onCreated,
}: UserFormDialogProps) {
  const { t } = useTranslation();
  const editing = user !== undefined;
  const close = () => onOpenChange(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('users.form.close')}
      className="max-h-[90dvh] overflow-y-auto"
      title={editing ? t('users.form.editTitle') : t('users.form.addTitle')}
      description={
        !editing
          ? t('users.form.addDescription')
          : user.id === selfId
            ? t('users.form.ownCredentialsHint')
            : user.isSuperadmin
              ? t('users.form.superadminCredentialsHint')
              : t('users.form.editDescription')
      }
    >
      {editing ? (
        <EditUserForm user={user} self={user.id === selfId} onSaved={close} />
      ) : (
        <AddUserForm
          onCreated={(created) => {
            close();
            onCreated(created);
          }}
        />
      )}
    </FormDialog>
  );
}

function AddUserForm({ onCreated }: { onCreated: (created: UserCreated) => void }) {
  const { t } = useTranslation();
  const errorToast = useUserErrorToast();
  const create = useCreateUser();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UserCreateInput, unknown, UserCreate>({
    resolver: zodResolver(UserCreateSchema),
    defaultValues: { email: '', name: '', password: '', role: 'editor' },
  });

  const onSubmit = handleSubmit(({ email, name, password, role }) =>
    create.mutate(
      // Name and password only when filled; the server generates a password otherwise.
      { email, role, ...(name ? { name } : {}), ...(password ? { password } : {}) },
      {
        onSuccess: (created) => {
          toast({
            title: t('users.toast.created'),
            description: t('users.toast.createdDescription', { email: created.user.email }),
          });
          onCreated(created);
        },
        onError: (error) => errorToast(error, t('users.toast.createError')),
      },
    ),
  );

  return (
    <UserDialogForm onSubmit={onSubmit} pending={create.isPending} editing={false}>
      <EmailField error={errors.email} registration={register('email')} autoFocus />
      <RoleField control={control} name="role" />
      <NameField registration={register('name')} error={errors.name} />
      <PasswordInput
        registration={register('password')}
        error={errors.password}
        hint={t('users.form.passwordAddHint')}
      />
    </UserDialogForm>
  );
}

function EditUserForm({ user, self, onSaved }: { user: User; self: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorToast = useUserErrorToast();
  const update = useUpdateUser();
  // The rules the server applies, shown: these accounts keep their role and status, and their
  // password and second factor are changed on the account's own pages (the dialog says where).
  const locked = user.isSuperadmin || self;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UserUpdateInput, unknown, UserUpdate>({
    resolver: zodResolver(UserUpdateSchema),
    defaultValues: {
      email: user.email,
      name: user.name ?? '',
      password: '',
      role: user.role,
      status: user.status,
      twoFactorEnabled: user.twoFactorEnabled,
    },
  });

  const onSubmit = handleSubmit((values) => {
    const input: UserUpdateInput = { role: values.role, status: values.status };
    // The superadmin's e-mail is not sent; the name only when filled; a blank password is kept.
    if (!user.isSuperadmin && values.email !== undefined) input.email = values.email;
    if (values.name) input.name = values.name;
    if (!locked) {
      input.twoFactorEnabled = values.twoFactorEnabled;
      if (values.password) input.password = values.password;
    }
    update.mutate(
      { id: user.id, input },
      {
        onSuccess: (saved) => {
          toast({
            title: t('users.toast.updated'),
            description: t('users.toast.updatedDescription', { email: saved.email }),
          });
          onSaved();
        },
        onError: (error) => errorToast(error, t('users.toast.updateError')),
      },
    );
  });

  return (
    <UserDialogForm onSubmit={onSubmit} pending={update.isPending} editing>
      <EmailField
        error={errors.email}
        // Disabled fields are left out of the values: the superadmin's e-mail is never sent.
        registration={register('email', { disabled: user.isSuperadmin })}
        hint={user.isSuperadmin ? t('users.form.superadminEmailHint') : undefined}
      />
      <NameField registration={register('name')} error={errors.name} />
      {!locked && (
        <PasswordInput
          registration={register('password')}
          error={errors.password}
          hint={t('users.form.passwordEditHint')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <RoleField control={control} name="role" disabled={locked} />
        <FormField id="user-status" label={t('users.form.status')}>
          {(a11y) => (
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={locked}>
                  <SelectTrigger {...a11y}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {USER_STATUSES.map((status) => (
                      <SelectItem key={status} value={status}>
                        {t(`users.statuses.${status}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      </div>
      <Controller
        control={control}
        name="twoFactorEnabled"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-md border p-3">
            <div className="grid gap-1">
              <FieldLabel htmlFor="user-two-factor">{t('users.form.twoFactor')}</FieldLabel>
              <FieldDescription id="user-two-factor-hint">
                {user.twoFactorEnabled
                  ? t('users.form.twoFactorOnHint')
                  : t('users.form.twoFactorOffHint')}
              </FieldDescription>
            </div>
            <TwoFactorSwitch
              id="user-two-factor"
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              // Only the user can turn it on (enrolment needs their authenticator app).
              disabled={locked || !user.twoFactorEnabled}
              describedBy="user-two-factor-hint"
            />
          </div>
        )}
      />
    </UserDialogForm>
  );
}

function EmailField({
  registration,
  error,
  hint,
  autoFocus,
}: {
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      id="user-email"
      maxLength={EMAIL_MAX_LENGTH}
      label={t('users.form.email')}
      description={hint}
      error={error}
    >
      {(a11y) => (
        <Input
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          placeholder={t('users.form.emailPlaceholder')}
          autoFocus={autoFocus}
          {...a11y}
          {...registration}
        />
      )}
    </FormField>
  );
}

function NameField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      id="user-name"
      maxLength={NAME_MAX_LENGTH}
      label={t('users.form.name')}
      error={error}
    >
      {(a11y) => (
        <Input
          autoComplete="off"
          placeholder={t('users.form.namePlaceholder')}
          {...a11y}
          {...registration}
        />
      )}
    </FormField>
  );
}

function PasswordInput({
  registration,
  error,
  hint,
}: {
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField id="user-password" label={t('users.form.password')} description={hint} error={error}>
      {(a11y) => (
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...a11y}
          {...registration}
        />
      )}
    </FormField>
  );
}

function RoleField<T extends FieldValues>({
  control,
  name,
  disabled,
}: {
  control: Control<T>;
  name: Path<T>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField id="user-role" label={t('users.form.role')}>
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              value={field.value as string}
              onValueChange={field.onChange}
              disabled={disabled}
            >
              <SelectTrigger {...a11y}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ROLES.map((role) => (
                  <SelectItem key={role} value={role}>
                    {t(`roles.${role}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}

/** The users' dialog form, with its Cancel and submit texts. */
function UserDialogForm({
  onSubmit,
  pending,
  editing,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  pending: boolean;
  editing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DialogForm
      onSubmit={onSubmit}
      cancelLabel={t('users.form.cancel')}
      submitLabel={editing ? t('users.form.update') : t('users.form.create')}
      pendingLabel={editing ? t('users.form.updating') : t('users.form.creating')}
      pending={pending}
    >
      {children}
    </DialogForm>
  );
}
