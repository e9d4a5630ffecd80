import { BookA, Languages, MessageSquareQuote } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@shared/roles';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { useSession } from '@client/features/auth/api/use-session';
import { BackupMenu } from '@client/features/backup/components/backup-menu';
import { siteName } from '@client/lib/site';

/**
 * The dashboard's welcome: where to start, quick links to the main lists, and for
 * admins the Backup menu.
 */
export function WelcomeCard() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <Card role="region" aria-labelledby="welcome-title">
      <CardHeader>
        <CardTitle asChild className="text-xl">
          <h2 id="welcome-title">{t('dashboard.welcome.title', { siteName })}</h2>
        </CardTitle>
        <CardDescription className="max-w-prose">{t('dashboard.welcome.advice')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/languages">
            <Languages aria-hidden="true" />
            {t('dashboard.welcome.languages')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/words">
            <BookA aria-hidden="true" />
            {t('dashboard.welcome.words')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/expressions">
            <MessageSquareQuote aria-hidden="true" />
            {t('dashboard.welcome.expressions')}
          </Link>
        </Button>
        {canAccess(user?.role, 'backup') && <BackupMenu />}
      </CardContent>
    </Card>
  );
}
