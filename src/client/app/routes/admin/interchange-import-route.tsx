import { ImportPage } from '@client/features/interchange/components/import-page';
import { useCanUsePage } from './use-can-use-page';

/** /import: admins and editors bring a LIFT or CSV lexicon into a language. */
export function InterchangeImportRoute() {
  return <ImportPage canImport={useCanUsePage('interchangeImport')} />;
}
