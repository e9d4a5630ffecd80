import { useForm, type FieldError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ChangePasswordFormSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ChangePasswordForm as ChangePasswordValues,
} from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { PAGES } from '@shared/pages';
import { ApiError } from '@client/lib/api-client';
import { useErrorMessage } from '@client/lib/error-message';
import { useChangePassword } from '../api/use-change-password';
import { PasswordField } from './password-field';

const WRONG_PASSWORD = 'WRONG_PASSWORD';
const PASSWORD_UNCHANGED = 'PASSWORD_UNCHANGED';

/**
 * The signed-in user's password change: a working form, not a not-available notice. `forced`: the
 * password was an admin's choice, and the back office waited for this change; once it is done the
 * user goes on to the dashboard.
 */
export function ChangePasswordForm({ email, forced = false }: { email: string; forced?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof ChangePasswordFormSchema>, unknown, ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          toast({
            title: t('auth.changePassword.successTitle'),
            description: t('auth.changePassword.successDescription'),
          });
          if (forced) void navigate(PAGES.dashboard.path, { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === WRONG_PASSWORD) {
            setError('currentPassword', { type: WRONG_PASSWORD }, { shouldFocus: true });
            return;
          }
          if (error instanceof ApiError && error.code === PASSWORD_UNCHANGED) {
            setError('newPassword', { type: PASSWORD_UNCHANGED }, { shouldFocus: true });
            return;
          }
          toast({
            variant: 'destructive',
            title: t('auth.changePassword.errorTitle'),
            description: errorMessage(error),
          });
        },
      },
    ),
  );

  const tooLong = (error: FieldError | undefined) =>
    error?.type === 'too_big' ? t('auth.changePassword.tooLong', { max: PASSWORD_MAX_LENGTH }) : '';

  const currentError = errors.currentPassword;
  const currentMessage =
    currentError &&
    (currentError.type === WRONG_PASSWORD
      ? t('errors.codes.WRONG_PASSWORD')
      : tooLong(currentError) || t('auth.changePassword.currentRequired'));
  const newError = errors.newPassword;
  const newMessage =
    newError &&
    (newError.type === PASSWORD_UNCHANGED || newError.message === 'sameAsCurrent'
      ? t('auth.changePassword.sameAsCurrent')
      : tooLong(newError) || t('auth.changePassword.tooShort', { min: PASSWORD_MIN_LENGTH }));
  const confirmMessage = errors.confirmPassword && t('auth.changePassword.mismatch');

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        id="current-password"
        label={t('auth.changePassword.current')}
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={currentMessage}
      />
      <PasswordField
        id="new-password"
        label={t('auth.changePassword.new')}
        autoComplete="new-password"
        registration={register('newPassword')}
        hint={t('auth.changePassword.newHint', { min: PASSWORD_MIN_LENGTH })}
        error={newMessage}
      />
      <PasswordField
        id="confirm-password"
        label={t('auth.changePassword.confirm')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={confirmMessage}
      />
      <Button type="submit" className="justify-self-start" disabled={changePassword.isPending}>
        {changePassword.isPending && <Spinner />}
        {changePassword.isPending
          ? t('auth.changePassword.submitting')
          : t('auth.changePassword.submit')}
      </Button>
    </form>
  );
}
