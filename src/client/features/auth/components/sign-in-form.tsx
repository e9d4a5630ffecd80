import { useEffect, useState } from 'react';
import { useForm, type FieldError as FormFieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  LoginSchema,
  PASSWORD_MAX_LENGTH,
  type Login,
  type SessionUser,
} from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Field, FieldError, FieldLabel } from '@client/components/ui/field';
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
      <Field>
        <FieldLabel htmlFor="sign-in-email">{t('auth.signIn.email')}</FieldLabel>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          placeholder={t('auth.signIn.emailPlaceholder')}
          aria-invalid={emailMessage ? true : undefined}
          aria-describedby={emailMessage ? 'sign-in-email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="sign-in-email-error">{emailMessage}</FieldError>
      </Field>
      <Field>
        <FieldLabel htmlFor="sign-in-password">{t('auth.signIn.password')}</FieldLabel>
        <Input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={passwordMessage ? true : undefined}
          aria-describedby={passwordMessage ? 'sign-in-password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="sign-in-password-error">{passwordMessage}</FieldError>
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner />}
        {busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
