import type { Language } from '@shared/schemas/languages';
import { presentLocality } from '@server/modules/localities/localities.presenter';
import type { LanguageWithLocalities } from './languages.repository';

export const presentLanguage = ({ language, localities }: LanguageWithLocalities): Language => ({
  id: language.id,
  name: language.name,
  code: language.code,
  adminCode: language.adminCode,
  isoCode: language.isoCode,
  region: language.region,
  license: language.license,
  attribution: language.attribution,
  localities: localities.map(presentLocality),
  createdAt: language.createdAt,
  updatedAt: language.updatedAt,
});
