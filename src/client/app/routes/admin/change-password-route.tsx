import { useTranslation } from 'react-i18next';
import { PageHeader } from '@client/components/layout/page-header';
import { Card, CardContent } from '@client/components/ui/card';
import { useSession } from '@client/features/auth/api/use-session';
import { ChangePasswordForm } from '@client/features/auth/components/change-password-form';
import { TwoFactorSettings } from '@client/features/auth/components/two-factor-settings';

/** /change-password: the signed-in user's own password, and below it two-factor sign-in. */
export function ChangePasswordRoute() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <PageHeader
        title={t('auth.changePassword.title')}
        description={t('auth.changePassword.subtitle')}
      />
      <Card>
        <CardContent className="p-6">
          <ChangePasswordForm
            email={user?.email ?? ''}
            forced={user?.mustChangePassword ?? false}
          />
        </CardContent>
      </Card>
      {/* Two-factor waits for a password of the user's own: whoever knows the temporary one
          must not be able to tie the account to their own device. */}
      {user && !user.mustChangePassword && (
        <Card>
          <CardContent className="p-6">
            <TwoFactorSettings email={user.email} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
