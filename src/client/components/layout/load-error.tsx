import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useErrorMessage } from '@client/lib/error-message';

/** A list that could not be read: what failed, why, and a retry button. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Card role="alert" className="border-destructive/50">
      <CardContent className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div>
          <p className="font-medium">{title}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
        </div>
        <Button variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}
