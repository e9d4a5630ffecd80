import { useEffect, useState } from 'react';
import { useForm, type FieldError as FormFieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LoginSchema,
  PASSWORD_MAX_LENGTH,
  type Login,
  type SessionUser,
} from '@shared/schemas/auth';
import { FormField } from '@client/components/form/form-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { siteName } from '@client/lib/site';
import { useLogin } from '../api/use-login';
import { TwoFactorStep } from './two-factor-step';

/** The welcome toast shows for this long before the app moves on. */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;

interface SignInFormProps {
  /** Called 500 ms after a successful sign-in, with the signed-in user. */
  onSignedIn: (user: SessionUser) => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const login = useLogin();
  const [signedIn, setSignedIn] = useState<SessionUser | null>(null);
  /** The password was right and the account asks for a second factor. */
  const [secondStep, setSecondStep] = useState(false);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<z.input<typeof LoginSchema>, unknown, Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    if (!signedIn) return;
    const timeout = setTimeout(() => onSignedIn(signedIn), SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timeout);
  }, [signedIn, onSignedIn]);

  const succeed = (user: SessionUser) => {
    toast({
      title: t('auth.signIn.successTitle'),
      description: t('auth.signIn.successDescription', { siteName }),
    });
    setSignedIn(user);
  };

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (user) => {
        if (user) succeed(user);
        else setSecondStep(true);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('auth.signIn.errorTitle'),
          description: errorMessage(error),
        });
      },
    }),
  );

  const passwordError = (error: FormFieldError | undefined) =>
    error &&
    (error.type === 'too_big'
      ? t('auth.changePassword.tooLong', { max: PASSWORD_MAX_LENGTH })
      : t('auth.signIn.passwordRequired'));

  const busy = login.isPending || signedIn !== null;
  const emailMessage = errors.email && t('auth.signIn.emailInvalid');
  const passwordMessage = passwordError(errors.password);

  if (secondStep) {
    return (
      <TwoFactorStep
        onSignedIn={succeed}
        done={signedIn !== null}
        onBack={() => {
          resetField('password');
          setSecondStep(false);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="sign-in-email"
        maxLength={EMAIL_MAX_LENGTH}
        label={t('auth.signIn.email')}
        error={emailMessage}
      >
        {(a11y) => (
          <Input
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            placeholder={t('auth.signIn.emailPlaceholder')}
            {...a11y}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField id="sign-in-password" label={t('auth.signIn.password')} error={passwordMessage}>
        {(a11y) => (
          <Input
            type="password"
            autoComplete="current-password"
            {...a11y}
            {...register('password')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner />}
        {busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
