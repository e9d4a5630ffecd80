import { useState } from 'react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserCreated } from '@shared/schemas/users';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { useLastDefined } from '@client/lib/use-last-defined';

/**
 * The password the server generated for a new account, shown this once (the API never sends it
 * again), with a copy button and a warning.
 */
export function OneTimePasswordDialog({
  created,
  onClose,
}: {
  created: UserCreated | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const shown = useLastDefined(created);
  const [copied, setCopied] = useState(false);
  const password = shown?.oneTimePassword ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      toast({ title: t('users.oneTimePassword.copied') });
    } catch {
      toast({ variant: 'destructive', title: t('users.oneTimePassword.copyError') });
    }
  };

  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied(false);
        onClose();
      }}
    >
      <DialogContent
        closeLabel={t('users.form.close')}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('users.oneTimePassword.title')}</DialogTitle>
          <DialogDescription>
            {t('users.oneTimePassword.description', { email: shown?.user.email ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="one-time-password">{t('users.oneTimePassword.label')}</Label>
          <div className="flex gap-2">
            <Input
              id="one-time-password"
              readOnly
              value={password}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono"
              spellCheck={false}
            />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {t('users.oneTimePassword.copy')}
            </Button>
          </div>
        </div>
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('users.oneTimePassword.warning')}
        </p>
        <DialogFooter>
          <Button
            type="button"
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            {t('users.oneTimePassword.done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
