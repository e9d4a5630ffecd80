import { useState } from 'react';

/**
 * The value, or the last non-null one it had: lets a dialog keep showing what it was about while
 * its closing animation plays after the value is cleared.
 */
export function useLastDefined<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
