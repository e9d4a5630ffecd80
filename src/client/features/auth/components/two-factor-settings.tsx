import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetupResponse } from '@shared/schemas/two-factor';
import { FormField } from '@client/components/form/form-field';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { useErrorMessage } from '@client/lib/error-message';
import { siteName } from '@client/lib/site';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/use-two-factor';

/**
 * The "Security" section of /change-password: turn two-factor sign-in on (QR code, key, a code to
 * confirm, then the recovery codes shown once), or renew the recovery codes, or turn it off.
 */
export function TwoFactorSettings({ email }: { email: string }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'disable' | 'regenerate' | null>(null);

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} email={email} onDone={() => setCodes(null)} />;
  } else if (status.isPending) {
    body = <Skeleton className="h-10 w-64" />;
  } else if (setup) {
    body = (
      <Enrolment
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  } else if (status.data?.enabled) {
    body = asking ? (
      <PasswordConfirm
        action={asking}
        onCancel={() => setAsking(null)}
        onDone={(recoveryCodes) => {
          setAsking(null);
          if (recoveryCodes) setCodes(recoveryCodes);
        }}
      />
    ) : (
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {t('auth.twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setAsking('regenerate')}>
            {t('auth.twoFactor.regenerate')}
          </Button>
          <Button variant="destructive" onClick={() => setAsking('disable')}>
            {t('auth.twoFactor.turnOff')}
          </Button>
        </div>
      </div>
    );
  } else {
    body = <StartEnrolment onStarted={setSetup} />;
  }

  const enabled = status.data?.enabled ?? false;
  return (
    <section aria-labelledby="security-title" className="grid gap-4">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="security-title" className="text-lg font-semibold">
            {t('auth.twoFactor.sectionTitle')}
          </h2>
          {!status.isPending && (
            <Badge variant={enabled ? 'default' : 'secondary'}>
              {enabled ? t('auth.twoFactor.statusOn') : t('auth.twoFactor.statusOff')}
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{t('auth.twoFactor.sectionIntro')}</p>
      </div>
      {body}
    </section>
  );
}

function StartEnrolment({ onStarted }: { onStarted: (setup: TwoFactorSetupResponse) => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const start = useTwoFactorSetup();
  return (
    <Button
      className="justify-self-start"
      disabled={start.isPending}
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: onStarted,
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t('auth.changePassword.errorTitle'),
              description: errorMessage(error),
            }),
        })
      }
    >
      {start.isPending && <Spinner />}
      {t('auth.twoFactor.turnOn')}
    </Button>
  );
}

/** The QR code from our own server, shown as an image: its markup never enters the page. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Enrolment({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetupResponse;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // Grouped by four, as apps show keys; spaces are ignored when it is typed in.
  const grouped = setup.secret.replace(/(.{4})(?=.)/g, '$1 ');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('auth.twoFactor.codeInvalid'));
      return;
    }
    setError(null);
    enable.mutate(
      { code },
      {
        onSuccess: ({ recoveryCodes }) => {
          toast({ title: t('auth.twoFactor.enabledToast') });
          onEnabled(recoveryCodes);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'INVALID_TWO_FACTOR_CODE') {
            setError(errorMessage(err));
            setCode('');
            return;
          }
          toast({
            variant: 'destructive',
            title: t('auth.changePassword.errorTitle'),
            description: errorMessage(err),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 text-sm">
        <div className="grid gap-3">
          <span>{t('auth.twoFactor.scan')}</span>
          <img
            src={svgDataUrl(setup.qrSvg)}
            alt={t('auth.twoFactor.qrAlt', { siteName })}
            width={200}
            height={200}
            className="size-48 rounded-md border bg-white p-1 sm:size-52"
          />
          <span>{t('auth.twoFactor.manual')}</span>
          <code
            data-testid="two-factor-key"
            className="justify-self-start rounded bg-muted px-2 py-1 font-mono text-sm break-all select-all"
          >
            {grouped}
          </code>
        </div>
        <div className="grid gap-2">
          <FormField id={id} label={t('auth.twoFactor.confirmLabel')} error={error}>
            {(a11y) => (
              <Input
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                className="max-w-40 text-center font-mono text-lg tracking-[0.3em]"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                {...a11y}
              />
            )}
          </FormField>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending && <Spinner />}
          {t('auth.twoFactor.confirm')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={enable.isPending}>
          {t('auth.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}

function PasswordConfirm({
  action,
  onCancel,
  onDone,
}: {
  action: 'disable' | 'regenerate';
  onCancel: () => void;
  onDone: (codes?: string[]) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const pending = disable.isPending || regenerate.isPending;

  const onError = (err: Error) => {
    if (err instanceof ApiError && err.code === 'WRONG_PASSWORD') {
      setError(errorMessage(err));
      return;
    }
    toast({
      variant: 'destructive',
      title: t('auth.changePassword.errorTitle'),
      description: errorMessage(err),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('auth.changePassword.currentRequired'));
      return;
    }
    setError(null);
    if (action === 'disable') {
      disable.mutate(
        { password },
        {
          onSuccess: () => {
            toast({ title: t('auth.twoFactor.disabledToast') });
            onDone();
          },
          onError,
        },
      );
    } else {
      regenerate.mutate(
        { password },
        { onSuccess: ({ recoveryCodes }) => onDone(recoveryCodes), onError },
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm">
        {action === 'disable'
          ? t('auth.twoFactor.turnOffIntro')
          : t('auth.twoFactor.regenerateIntro')}
      </p>
      <FormField id={id} label={t('auth.changePassword.current')} error={error}>
        {(a11y) => (
          <Input
            type="password"
            autoComplete="current-password"
            autoFocus
            className="max-w-sm"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={action === 'disable' ? 'destructive' : 'default'}
          disabled={pending}
        >
          {pending && <Spinner />}
          {action === 'disable' ? t('auth.twoFactor.turnOff') : t('auth.twoFactor.regenerate')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t('auth.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const text = `${t('auth.twoFactor.fileHeading', { siteName, email })}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('auth.twoFactor.copied') });
    } catch {
      toast({ variant: 'destructive', title: t('auth.twoFactor.copyFailed') });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="grid gap-4">
      <h3 className="font-medium">{t('auth.twoFactor.codesTitle')}</h3>
      <p
        role="alert"
        className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
      >
        {t('auth.twoFactor.codesWarning')}
      </p>
      <ul
        aria-label={t('auth.twoFactor.codesTitle')}
        className="grid grid-cols-1 gap-1 rounded-md bg-muted p-3 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {t('auth.twoFactor.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          {t('auth.twoFactor.download')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('auth.twoFactor.savedThem')}
        </Button>
      </div>
    </div>
  );
}
