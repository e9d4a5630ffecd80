import { getStatesOfCountry } from '@countrystatecity/countries';
import { fold } from '@shared/fold';
import { textOrNull } from './countries-data';
import { memoByKey } from './memo';

/** A first-level subdivision (region, province, county...) shaped for the `regions` table. */
export interface SubdivisionRecord {
  name: string;
  /** The data's state code (ISO 3166-2 suffix), e.g. 'AD' for Adamawa in Cameroon. */
  stateCode: string | null;
  /** 'region', 'province', 'county'... as the data names it. */
  type: string | null;
}

/** Column sizes of `regions`: a value that would not fit is dropped rather than failing the import. */
const STATE_CODE_MAX = 10;
const TYPE_MAX = 50;
const NAME_MAX = 255;

const fitting = (value: string | null | undefined, max: number) => {
  const text = textOrNull(value);
  return text && text.length <= max ? text : null;
};

// Only the three fields we keep: the full records carry translations and coordinates we don't use.
const load = memoByKey(async (iso2): Promise<SubdivisionRecord[]> => {
  const names = new Set<string>();
  const codes = new Set<string>();
  const kept: SubdivisionRecord[] = [];
  for (const s of await getStatesOfCountry(iso2)) {
    const name = fitting(s.name, NAME_MAX);
    const stateCode = fitting(s.iso2, STATE_CODE_MAX);
    // A few countries list a name at two levels (Vilnius county and city, Minsk oblast and
    // city): one region per folded name and per code, as the database allows; the first wins.
    if (!name || names.has(fold(name)) || (stateCode && codes.has(stateCode))) continue;
    names.add(fold(name));
    if (stateCode) codes.add(stateCode);
    kept.push({ name, stateCode, type: fitting(s.type, TYPE_MAX) });
  }
  return kept;
});

/**
 * The distinct subdivisions of a country (by ISO2 code, any case) in the data's order; empty when
 * the data has none (Antarctica, some small territories). Loaded once per country and process.
 */
export function loadSubdivisions(iso2: string): Promise<SubdivisionRecord[]> {
  return load(iso2.trim().toUpperCase());
}
