/**
 * French catalog (the default language). The product's French strings are kept word for word; `en.ts` has
 * exactly the same keys. Plural keys follow i18next (`_one`, `_other`); `_zero` makes 0 plural, as
 * French wants ('0 langues', singular only for 1).
 */
import { frAdmin } from './fr-admin';
import { frPublic } from './fr-public';

export const fr = { ...frPublic, ...frAdmin };
