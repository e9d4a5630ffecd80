import { createContext, useContext, type ReactNode } from 'react';
import type { Locality } from '@shared/schemas/places';

export interface LocalityPickerSlotProps {
  /** The text field's id, for its <label>. */
  id: string;
  value: readonly Locality[];
  onChange: (localities: Locality[]) => void;
}

export type RenderLocalityPicker = (props: LocalityPickerSlotProps) => ReactNode;

/**
 * The locality picker of the language form. Localities are another feature, and features do not
 * import each other: the app puts the real picker here.
 */
const LocalityPickerContext = createContext<RenderLocalityPicker | null>(null);

export function LocalityPickerProvider({
  value,
  children,
}: {
  value: RenderLocalityPicker;
  children: ReactNode;
}) {
  return <LocalityPickerContext value={value}>{children}</LocalityPickerContext>;
}

export function useLocalityPicker() {
  const picker = useContext(LocalityPickerContext);
  if (!picker) throw new Error('useLocalityPicker must be used within a LocalityPickerProvider.');
  return picker;
}
