import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

export interface CountryFieldProps {
  id: string;
  value: number | null | undefined;
  onChange: (countryId: number) => void;
  invalid?: boolean;
  describedBy?: string;
}

export interface RegionFieldProps {
  id: string;
  countryId: number | null | undefined;
  value: number | null | undefined;
  onChange: (regionId: number | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The country and region fields of the locality form. Countries and regions belong to another
 * feature, and features do not import each other: the app puts the real fields here.
 */
export interface PlaceFields {
  renderCountryField: (props: CountryFieldProps) => ReactElement;
  renderRegionField: (props: RegionFieldProps) => ReactElement;
}

const PlaceFieldsContext = createContext<PlaceFields | null>(null);

export function PlaceFieldsProvider({
  value,
  children,
}: {
  value: PlaceFields;
  children: ReactNode;
}) {
  return <PlaceFieldsContext value={value}>{children}</PlaceFieldsContext>;
}

export function usePlaceFields() {
  const fields = useContext(PlaceFieldsContext);
  if (!fields) throw new Error('usePlaceFields must be used within a PlaceFieldsProvider.');
  return fields;
}
