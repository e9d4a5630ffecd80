import type { ReactNode } from 'react';
import type { FieldError as FormError } from 'react-hook-form';
import { Field, FieldDescription, FieldError, FieldLabel } from '@client/components/ui/field';
import { useFormErrorText } from '@client/lib/field-error';

/** What the control of a FormField spreads onto itself, so its label, hint and error belong to it. */
export interface FormFieldControl {
  id: string;
  'aria-invalid': true | undefined;
  /** The hint's and the error's ids, when they show. */
  'aria-describedby': string | undefined;
  /** With `maxLength` on the field: the characters the input takes (TEXT_LIMITS). */
  maxLength?: number;
}

export interface FormFieldProps {
  /** The control's id; the hint and the error take `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Hides the label from sight, not from screen readers (where a section heading says it). */
  labelHidden?: boolean;
  description?: ReactNode;
  /**
   * A react-hook-form error (its shared-schema key or the server's words, translated here), or a
   * text already translated.
   */
  error?: FormError | string | null;
  /** Announces the error as it appears, for a control whose own changes do not say it. */
  announceError?: boolean;
  /**
   * How many characters the field holds (from TEXT_LIMITS, as the shared schema): given to the
   * control as its maxLength, and named with the field in a too-long message.
   */
  maxLength?: number;
  /** The field's name in that message, where the label is not plain text or says more. */
  fieldName?: string;
  /** The control: an Input, Textarea, Select trigger or picker, given its id and aria wiring. */
  children: (control: FormFieldControl) => ReactNode;
  /** Under the error: a letters picker, a warning. */
  addon?: ReactNode;
  className?: string;
}

/**
 * A form control with its label, optional hint and error: the label names the control, the hint
 * and the error describe it, and an error marks it invalid.
 */
export function FormField({
  id,
  label,
  labelHidden,
  description,
  error,
  announceError,
  maxLength,
  fieldName,
  children,
  addon,
  className,
}: FormFieldProps) {
  const errorText = useFormErrorText();
  const name = fieldName ?? (typeof label === 'string' ? label : undefined);
  const limit = maxLength !== undefined && name ? { name, max: maxLength } : undefined;
  const message =
    typeof error === 'string' || !error ? error || undefined : errorText(error, undefined, limit);
  const hintId = description ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const errorElement = <FieldError id={errorId}>{message}</FieldError>;
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id} className={labelHidden ? 'sr-only' : undefined}>
        {label}
      </FieldLabel>
      {children({
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        ...(maxLength === undefined ? {} : { maxLength }),
      })}
      {description && <FieldDescription id={hintId}>{description}</FieldDescription>}
      {announceError ? <div aria-live="polite">{errorElement}</div> : errorElement}
      {addon}
    </Field>
  );
}
