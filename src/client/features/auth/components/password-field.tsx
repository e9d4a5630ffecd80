import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@client/components/form/form-field';
import { Input } from '@client/components/ui/input';

interface PasswordFieldProps {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
  /** Already translated. */
  error?: string;
  hint?: string;
}

/** A labelled password input whose hint and error are announced with it. */
export function PasswordField({
  id,
  label,
  autoComplete,
  registration,
  error,
  hint,
}: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} description={hint} error={error}>
      {(a11y) => <Input type="password" autoComplete={autoComplete} {...a11y} {...registration} />}
    </FormField>
  );
}
