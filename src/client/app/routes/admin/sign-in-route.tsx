import { Navigate } from 'react-router';
import { FullPageSpinner } from '@client/components/layout/full-page-spinner';
import { useSession } from '@client/features/auth/api/use-session';
import { SignInScreen } from '@client/features/auth/components/sign-in-screen';
import { PAGES } from '@shared/pages';

/** The hidden sign-in path: signed-in users (and users who just signed in) go to the dashboard. */
export function SignInRoute() {
  const session = useSession();
  if (session.isPending) return <FullPageSpinner />;
  if (session.data) return <Navigate to={PAGES.dashboard.path} replace />;
  return <SignInScreen />;
}
