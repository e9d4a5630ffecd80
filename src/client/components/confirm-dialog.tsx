import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { cn } from '@client/lib/utils';

export interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape, or a failed action: the caller clears what the dialog was about. */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** What is confirmed (the item's name, the lists it takes with it), under the description. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs (e.g. 'Suppression...'). */
  pendingLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  /**
   * Keeps the confirm button disabled, until what the dialog asks for is given (a typed name) or
   * while what it must show is loading; the dialog says why.
   */
  confirmDisabled?: boolean;
  /**
   * Runs on confirm. While the promise it returns is pending both buttons are disabled and the
   * confirm button spins; the action closes the dialog itself when it is done (or keeps it open for
   * a further step). A rejection is told in a destructive toast titled `errorTitle`, then the dialog
   * closes.
   */
  onConfirm: () => Promise<unknown> | void;
  /** The failure toast's title; a function where it depends on the error. */
  errorTitle?: string | ((error: unknown) => string);
  /** Where focus goes when the dialog closes (by default, back to what had it before). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A question before an action: title, description, Cancel and a confirm button. Cancel comes first
 * in the focus order, so Enter on opening never confirms by accident.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  destructive = false,
  confirmDisabled = false,
  onConfirm,
  errorTitle,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const errorMessage = useErrorMessage();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    const running = onConfirm();
    if (!running) return;
    setPending(true);
    try {
      await running;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: typeof errorTitle === 'function' ? errorTitle(error) : errorTitle,
        description: errorMessage(error),
      });
      onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={() => void confirm()}
            disabled={pending || confirmDisabled}
          >
            {pending && <Spinner />}
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The name of what a confirm dialog is about, in a box under its description. */
export function ConfirmSubject({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={cn('rounded-md border bg-muted/50 px-3 py-2 text-sm font-medium', className)}>
      {children}
    </p>
  );
}
