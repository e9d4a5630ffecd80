import { useRef, useState } from 'react';
import { ChevronDown, DatabaseBackup, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { Spinner } from '@client/components/ui/spinner';
import { useBackupDestination, useBackupRunning, useCreateBackup } from '../api/use-create-backup';

/** Navigated to directly; the browser downloads the streamed archive itself. */
export const BACKUP_DOWNLOAD_URL = '/api/backup/download';

/**
 * The dashboard's Backup menu: a full backup to the server's backup storage (S3 when
 * configured) after a confirm prompt, or a local download. Admins only: the caller checks.
 */
export function BackupMenu() {
  const { t } = useTranslation();
  const createBackup = useCreateBackup();
  const running = useBackupRunning();
  // The French prompt says "dans S3"; without S3 the archive stays on the server, and says so.
  const onServer = useBackupDestination().data?.kind === 'local';
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const confirm = () => {
    setConfirming(false);
    createBackup.mutate();
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="outline" aria-busy={running}>
            {running ? <Spinner /> : <DatabaseBackup aria-hidden="true" />}
            {running ? t('backup.pending') : t('backup.menu')}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem disabled={running} onSelect={() => setConfirming(true)}>
            <DatabaseBackup aria-hidden="true" />
            {running ? t('backup.pending') : t('backup.create')}
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            {/* A plain link: the archive may be large, so no fetch() holds it in memory. */}
            <a href={BACKUP_DOWNLOAD_URL} download>
              <Download aria-hidden="true" />
              {t('backup.download')}
            </a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onCloseAutoFocus={(event) => {
          // The menu item that opened the prompt is gone: back to the menu's button.
          event.preventDefault();
          trigger.current?.focus();
        }}
        title={t(onServer ? 'backup.confirm.titleOnServer' : 'backup.confirm.title')}
        description={t('backup.confirm.description')}
        cancelLabel={t('backup.confirm.cancel')}
        confirmLabel={t('backup.confirm.confirm')}
        onConfirm={confirm}
      />
    </>
  );
}
