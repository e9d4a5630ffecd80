import type { Locality } from '@shared/schemas/places';
import { Flag } from '@client/components/ui/flag';
import { useCountryName } from '@client/lib/country-name';

/** How an OptionPicker of localities reads one (stable, so it keeps its suggestions). */
export const localityChoice = {
  getId: (locality: Locality) => locality.id,
  getName: (locality: Locality) => locality.name,
  /** Found by its name, region or country (in either language). */
  getSearchText: (locality: Locality) =>
    [locality.name, locality.regionName, locality.countryName, locality.countryNameFr]
      .filter(Boolean)
      .join(' '),
};

/** A locality in a list of choices: its country's flag, its name, then region and country. */
export function LocalityOption({
  locality,
}: {
  locality: Pick<Locality, 'name' | 'regionName' | 'countryName' | 'countryNameFr' | 'countryFlag'>;
}) {
  const countryName = useCountryName();
  const country = countryName(locality.countryName, locality.countryNameFr);
  return (
    <>
      <Flag src={locality.countryFlag} alt="" />
      <span className="min-w-0 flex-1 truncate">
        <span className="font-medium">{locality.name}</span>
        <span className="text-muted-foreground">
          {' · '}
          {locality.regionName ? `${locality.regionName}, ${country}` : country}
        </span>
      </span>
    </>
  );
}
