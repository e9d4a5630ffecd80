import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  useForm,
  type Control,
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useFieldError } from '@client/lib/field-error';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('users.form.close')}
        onPointerDownOutside={(event) => event.preventDefault()}
        className="max-h-[90dvh] overflow-y-auto"
      >
        <DialogHeader>
          <DialogTitle>
            {editing ? t('users.form.editTitle') : t('users.form.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {editing ? t('users.form.editDescription') : t('users.form.addDescription')}
          </DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}

function AddUserForm({ onCreated }: { onCreated: (created: UserCreated) => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField error={fieldError(errors.email)} registration={register('email')} autoFocus />
      <RoleField control={control} name="role" />
      <NameField registration={register('name')} error={fieldError(errors.name)} />
      <PasswordInput
        registration={register('password')}
        error={fieldError(errors.password)}
        hint={t('users.form.passwordAddHint')}
      />
      <FormFooter pending={create.isPending} editing={false} />
    </form>
  );
}

function EditUserForm({ user, self, onSaved }: { user: User; self: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorToast = useUserErrorToast();
  const update = useUpdateUser();
  // The rules the server applies, shown: these accounts keep their e-mail, role or status.
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
    const input: UserUpdateInput = {
      role: values.role,
      status: values.status,
      twoFactorEnabled: values.twoFactorEnabled,
    };
    // The superadmin's e-mail is not sent; the name only when filled; a blank password is kept.
    if (!user.isSuperadmin && values.email !== undefined) input.email = values.email;
    if (values.name) input.name = values.name;
    if (values.password) input.password = values.password;
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField
        error={fieldError(errors.email)}
        // Disabled fields are left out of the values: the superadmin's e-mail is never sent.
        registration={register('email', { disabled: user.isSuperadmin })}
        hint={user.isSuperadmin ? t('users.form.superadminEmailHint') : undefined}
      />
      <NameField registration={register('name')} error={fieldError(errors.name)} />
      <PasswordInput
        registration={register('password')}
        error={fieldError(errors.password)}
        hint={t('users.form.passwordEditHint')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RoleField control={control} name="role" disabled={locked} />
        <Field>
          <FieldLabel htmlFor="user-status">{t('users.form.status')}</FieldLabel>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={locked}>
                <SelectTrigger id="user-status">
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
        </Field>
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
              disabled={!user.twoFactorEnabled}
              describedBy="user-two-factor-hint"
            />
          </div>
        )}
      />
      <FormFooter pending={update.isPending} editing />
    </form>
  );
}

function EmailField({
  registration,
  error,
  hint,
  autoFocus,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const describedBy = [hint && 'user-email-hint', error && 'user-email-error']
    .filter(Boolean)
    .join(' ');
  return (
    <Field>
      <FieldLabel htmlFor="user-email">{t('users.form.email')}</FieldLabel>
      <Input
        id="user-email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX_LENGTH}
        placeholder={t('users.form.emailPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoFocus={autoFocus}
        {...registration}
      />
      {hint && <FieldDescription id="user-email-hint">{hint}</FieldDescription>}
      <FieldError id="user-email-error">{error}</FieldError>
    </Field>
  );
}

function NameField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field>
      <FieldLabel htmlFor="user-name">{t('users.form.name')}</FieldLabel>
      <Input
        id="user-name"
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        placeholder={t('users.form.namePlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'user-name-error' : undefined}
        {...registration}
      />
      <FieldError id="user-name-error">{error}</FieldError>
    </Field>
  );
}

function PasswordInput({
  registration,
  error,
  hint,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  hint: string;
}) {
  const { t } = useTranslation();
  return (
    <Field>
      <FieldLabel htmlFor="user-password">{t('users.form.password')}</FieldLabel>
      <Input
        id="user-password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'user-password-hint user-password-error' : 'user-password-hint'}
        {...registration}
      />
      <FieldDescription id="user-password-hint">{hint}</FieldDescription>
      <FieldError id="user-password-error">{error}</FieldError>
    </Field>
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
    <Field>
      <FieldLabel htmlFor="user-role">{t('users.form.role')}</FieldLabel>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value as string} onValueChange={field.onChange} disabled={disabled}>
            <SelectTrigger id="user-role">
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
    </Field>
  );
}

function FormFooter({ pending, editing }: { pending: boolean; editing: boolean }) {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{t('users.form.cancel')}</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {pending
          ? editing
            ? t('users.form.updating')
            : t('users.form.creating')
          : editing
            ? t('users.form.update')
            : t('users.form.create')}
      </Button>
    </DialogFooter>
  );
}
