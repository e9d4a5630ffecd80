import { Outlet } from 'react-router';
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

/**
 * Every back-office route: a spinner while the session loads, the sign-in page in place when
 * signed out (the page shows once signed in), else the shell around the page.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const session = useSession();
  const logout = useLogout();

  if (session.isPending) return <FullPageSpinner />;
  if (session.isError) {
    return (
      <ErrorScreen
        title={t('errors.serverTitle')}
        description={`${t('errors.serverDescription')} ${errorMessage(session.error)}`}
        action={<Button onClick={() => void session.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!session.data) return <SignInScreen />;

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
      <Outlet />
    </AdminShell>
  );
}
