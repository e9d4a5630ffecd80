import { useTranslation } from 'react-i18next';
import { BrandMark } from '@client/components/layout/brand-mark';
import { PreferencesBar } from '@client/components/layout/preferences-bar';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { siteName } from '@client/lib/site';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useStartSession } from '../api/use-login';
import { SignInForm } from './sign-in-form';

/**
 * The full-page sign-in: a centred card, language and theme switches.
 * Signing in starts the session; whoever shows this screen decides where a signed-in user goes.
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const startSession = useStartSession();
  useDocumentTitle(t('auth.signIn.title'));

  return (
    <div className="relative flex min-h-svh flex-col items-center justify-center bg-muted/50 px-4 py-16 dark:bg-background">
      <PreferencesBar className="absolute top-4 right-4" />
      <main className="w-full max-w-sm">
        <Card className="shadow-lg">
          <CardHeader className="items-center gap-2 text-center">
            <BrandMark className="mb-2 size-12 rounded-xl [&>svg]:size-6" />
            <CardTitle asChild>
              <h1>{siteName}</h1>
            </CardTitle>
            <p className="text-sm font-medium tracking-wide text-primary uppercase">
              {t('auth.signIn.subtitle')}
            </p>
            <CardDescription className="text-balance">{t('site.tagline')}</CardDescription>
          </CardHeader>
          <CardContent>
            <SignInForm onSignedIn={startSession} />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
