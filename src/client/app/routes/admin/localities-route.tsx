import { LocalitiesPage } from '@client/features/localities/components/localities-page';
import { PlaceFieldsProvider } from '@client/features/localities/components/place-fields';
import { ImportCountriesButton } from '@client/features/places/components/import-countries-button';
import { placeFields } from './reference-data-slots';
import { useCanEditReferenceData } from './use-can-edit-reference-data';

/** /localities: its form's country and region fields and the countries import come from places. */
export function LocalitiesRoute() {
  const canEdit = useCanEditReferenceData();
  return (
    <PlaceFieldsProvider value={placeFields}>
      <LocalitiesPage canEdit={canEdit} toolbar={<ImportCountriesButton onlyWhenEmpty />} />
    </PlaceFieldsProvider>
  );
}
