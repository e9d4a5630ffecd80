import type { Region } from '@shared/schemas/places';
import type { RegionRow } from './regions.repository';

export const presentRegion = (row: RegionRow): Region => ({
  id: row.id,
  countryId: row.countryId,
  name: row.name,
  stateCode: row.stateCode,
  type: row.type,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
