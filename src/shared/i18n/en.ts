import type { fr } from './fr';
import { enAdmin } from './en-admin';
import { enPublic } from './en-public';

/** English catalog: the same keys as `fr.ts` (the type makes a missing or extra key an error). */
export const en: typeof fr = { ...enPublic, ...enAdmin };
