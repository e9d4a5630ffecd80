import { useSession } from '@client/features/auth/api/use-session';
import { LanguagesPage } from '@client/features/languages/components/languages-page';
import { LocalityPickerProvider } from '@client/features/languages/components/locality-picker-slot';
import { PlaceFieldsProvider } from '@client/features/localities/components/place-fields';
import { placeFields, renderLocalityPicker } from './reference-data-slots';
import { useCanEditReferenceData } from './use-can-edit-reference-data';
import { useCanManageTrash } from './use-can-manage-trash';
import { useCanUsePage } from './use-can-use-page';

/** /languages: the language form's locality picker, and its locality form, come from here. */
export function LanguagesRoute() {
  const canEdit = useCanEditReferenceData();
  const canDeleteContent = useCanManageTrash();
  const canImport = useCanUsePage('interchangeImport');
  const { data: user } = useSession();
  return (
    <PlaceFieldsProvider value={placeFields}>
      <LocalityPickerProvider value={renderLocalityPicker}>
        <LanguagesPage
          canEdit={canEdit}
          canDeleteContent={canDeleteContent}
          canImport={canImport}
          // The data licence is an administrator's decision (PUT /api/languages/:id/licence).
          canSetLicence={user?.role === 'admin'}
        />
      </LocalityPickerProvider>
    </PlaceFieldsProvider>
  );
}
