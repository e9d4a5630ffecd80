import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/schemas/auth';
import { FormField } from '@client/components/form/form-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { useErrorMessage } from '@client/lib/error-message';
import { useLoginTwoFactor } from '../api/use-login';

interface TwoFactorStepProps {
  /** The code was right: the session exists. */
  onSignedIn: (user: SessionUser) => void;
  /** Back to e-mail and password (also when the challenge has expired). */
  onBack: () => void;
  /** The sign-in has succeeded and the page is about to move on. */
  done: boolean;
}

/** The second step of sign-in: the app's 6-digit code, or one of the recovery codes. */
export function TwoFactorStep({ onSignedIn, onBack, done }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const verify = useLoginTwoFactor();
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const inputId = useId();
  const introId = `${inputId}-intro`;

  const switchMode = () => {
    setMode(mode === 'app' ? 'recovery' : 'app');
    setValue('');
    setInvalid(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.replace(/\s/g, '');
    if (mode === 'app' && !/^\d{6}$/.test(typed)) {
      setInvalid(t('auth.twoFactor.codeInvalid'));
      return;
    }
    if (mode === 'recovery' && !typed) {
      setInvalid(t('auth.twoFactor.recoveryRequired'));
      return;
    }
    setInvalid(null);
    verify.mutate(mode === 'app' ? { code: typed } : { recoveryCode: typed }, {
      onSuccess: onSignedIn,
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('auth.signIn.errorTitle'),
          description: errorMessage(error),
        });
        if (error instanceof ApiError && error.code === 'SIGN_IN_EXPIRED') onBack();
        else setValue('');
      },
    });
  };

  const busy = verify.isPending || done;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-1 text-center">
        <h2 className="text-base font-semibold">{t('auth.twoFactor.stepTitle')}</h2>
        <p id={introId} className="text-sm text-muted-foreground">
          {mode === 'app' ? t('auth.twoFactor.codeIntro') : t('auth.twoFactor.recoveryIntro')}
        </p>
      </div>
      <FormField
        id={inputId}
        label={mode === 'app' ? t('auth.twoFactor.codeLabel') : t('auth.twoFactor.recoveryLabel')}
        description={mode === 'recovery' ? t('auth.twoFactor.recoveryHint') : undefined}
        error={invalid}
      >
        {(a11y) => {
          // The intro above says what to type: it describes the field too.
          const described = {
            ...a11y,
            'aria-describedby': [introId, a11y['aria-describedby']].filter(Boolean).join(' '),
          };
          return mode === 'app' ? (
            <Input
              key="app"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              autoFocus
              className="text-center font-mono text-lg tracking-[0.4em]"
              value={value}
              onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
              {...described}
            />
          ) : (
            <Input
              key="recovery"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              autoFocus
              className="font-mono"
              placeholder="xxxx-xxxx-xxxx"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              {...described}
            />
          );
        }}
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner />}
        {busy ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
      </Button>
      <div className="flex flex-col items-center gap-1">
        <Button type="button" variant="link" size="sm" onClick={switchMode} disabled={busy}>
          {mode === 'app' ? t('auth.twoFactor.useRecovery') : t('auth.twoFactor.useApp')}
        </Button>
        <Button type="button" variant="link" size="sm" onClick={onBack} disabled={busy}>
          {t('auth.twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
