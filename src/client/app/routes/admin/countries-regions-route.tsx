import { CountriesRegionsPage } from '@client/features/places/components/countries-regions-page';
import { useCanEditReferenceData } from './use-can-edit-reference-data';

/** /countries-regions */
export function CountriesRegionsRoute() {
  return <CountriesRegionsPage canEdit={useCanEditReferenceData()} />;
}
