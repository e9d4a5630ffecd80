import type { RenderLocalityPicker } from '@client/features/languages/components/locality-picker-slot';
import { LocalityPicker } from '@client/features/localities/components/locality-picker';
import type { PlaceFields } from '@client/features/localities/components/place-fields';
import { CountrySelect } from '@client/features/places/components/country-select';
import { RegionSelect } from '@client/features/places/components/region-select';

/*
 * Features do not import each other: the app joins them here. The locality form gets its country
 * and region fields from places, the language form its locality picker from localities.
 */
export const placeFields: PlaceFields = {
  renderCountryField: (props) => <CountrySelect {...props} />,
  renderRegionField: (props) => <RegionSelect {...props} />,
};

export const renderLocalityPicker: RenderLocalityPicker = (props) => <LocalityPicker {...props} />;
