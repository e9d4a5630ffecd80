import * as dictionary from './schema/dictionary';
import * as expressions from './schema/expressions';
import * as exports from './schema/exports';
import * as geography from './schema/geography';
import * as imports from './schema/imports';
import * as languages from './schema/languages';
import { searchChanges } from './schema/search';
import * as trash from './schema/trash';
import * as users from './schema/users';
import * as words from './schema/words';

/** Every table, for drizzle's relational queries and for code that walks all tables (tests, backup). */
export const schema = {
  ...geography,
  ...languages,
  ...dictionary,
  ...words,
  ...expressions,
  ...users,
  ...trash,
  ...imports,
  ...exports,
  // Its sequence is not a table: every consumer of `schema` walks tables.
  searchChanges,
};
