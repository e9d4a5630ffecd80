import { useEffect, useRef } from 'react';
import { KeyRound } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminShell } from '@client/components/layout/admin-shell';
import { ErrorScreen } from '@client/components/layout/error-screen';
import { FullPageSpinner } from '@client/components/layout/full-page-spinner';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useLogout } from '@client/features/auth/api/use-logout';
import { useSession } from '@client/features/auth/api/use-session';
import { SignInScreen } from '@client/features/auth/components/sign-in-screen';
import { useErrorMessage } from '@client/lib/error-message';
import { matchPage, PAGES } from '@shared/pages';

/**
 * The session is read again at each move between back-office pages, so an account suspended or
 * deleted meanwhile (its sessions ended on the server) lands on the sign-in page at its next step,
 * even when the page it goes to reads only public data.
 */
function useSessionCheckOnNavigation(refetch: () => unknown) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    void refetch();
  }, [pathname, refetch]);
}

/**
 * Every back-office route: a spinner while the session loads, the sign-in page in place when
 * signed out (the page shows once signed in), else the shell around the page. A user whose
 * password an admin chose is kept on /change-password until they choose their own.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const session = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  useSessionCheckOnNavigation(session.refetch);

  if (session.isPending) return <FullPageSpinner />;
  // A failed background check keeps the page on screen; only a first read that fails stops here.
  if (session.isError && !session.data) {
    return (
      <ErrorScreen
        title={t('errors.serverTitle')}
        description={`${t('errors.serverDescription')} ${errorMessage(session.error)}`}
        action={<Button onClick={() => void session.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!session.data) return <SignInScreen />;
  const mustChangePassword = session.data.mustChangePassword;
  if (mustChangePassword && matchPage(pathname)?.id !== 'changePassword') {
    return <Navigate to={PAGES.changePassword.path} replace />;
  }

  const signOut = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('auth.signOut.errorTitle'),
          description: errorMessage(error),
        }),
    });

  return (
    <AdminShell user={session.data} onSignOut={signOut} signingOut={logout.isPending}>
      {mustChangePassword && (
        <div
          role="status"
          className="mx-auto mb-6 flex max-w-xl items-start gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 px-4 py-3 text-sm"
        >
          <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">{t('users.forcedChange.title')}</p>
            <p>{t('users.forcedChange.description')}</p>
          </div>
        </div>
      )}
      <Outlet />
    </AdminShell>
  );
}
