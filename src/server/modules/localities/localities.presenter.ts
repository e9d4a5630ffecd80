import type { Locality } from '@shared/schemas/places';
import type { LocalityViewRow } from './localities.repository';

export const presentLocality = (row: LocalityViewRow): Locality => ({
  id: row.locality.id,
  name: row.locality.name,
  countryId: row.locality.countryId,
  regionId: row.locality.regionId,
  description: row.locality.description,
  countryName: row.countryName,
  countryNameFr: row.countryNameFr,
  countryFlag: row.countryFlag,
  regionName: row.regionName,
  createdAt: row.locality.createdAt,
  updatedAt: row.locality.updatedAt,
});
