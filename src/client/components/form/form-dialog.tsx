import type { FormEvent, ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The accessible name of the close button (the X). */
  closeLabel: string;
  /** Where focus goes when the dialog closes (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  className?: string;
  /**
   * The form, a DialogForm. Mounted only while the dialog is open, so every opening starts from
   * its default values.
   */
  children: ReactNode;
}

/**
 * An add or edit dialog around a form: title, description and a close button. A stray click
 * outside does not close it, so nothing typed is thrown away; Escape, the X and Cancel do.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  onCloseAutoFocus,
  className,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={closeLabel}
        onPointerDownOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
        className={className}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form of a FormDialog: its fields, then Cancel (closes the dialog) and submit, which spins and
 * shows `pendingLabel` while saving.
 */
export function DialogForm({
  onSubmit,
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending,
  className,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        // A dialog opened from within another form (through a portal) would otherwise submit that
        // one too: React bubbles events along the component tree, not the DOM.
        event.stopPropagation();
        void onSubmit(event);
      }}
      noValidate
      className={cn('grid gap-4', className)}
    >
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{cancelLabel}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
