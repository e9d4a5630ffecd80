import type { InterchangeEntry } from '@shared/schemas/interchange';

/** What a JSON export says of its language before the entries. */
export interface JsonExportHead {
  language: { name: string; code: string | null };
  licence: { id: string; name: string; url: string | null; attribution: string | null };
  exportedAt: string;
  producer: string;
}

/**
 * A JSON export as one document, `{ ...head, "entries": [...] }`, produced entry by entry so a
 * large language is never held whole. Entries are the interchange model, as LIFT and CSV carry it.
 */
export async function* jsonDocument(
  head: JsonExportHead,
  entries: AsyncIterable<InterchangeEntry> | Iterable<InterchangeEntry>,
): AsyncGenerator<string> {
  const opening = JSON.stringify(head, null, 2);
  yield `${opening.slice(0, -2)},\n  "entries": [`;
  let first = true;
  for await (const entry of entries) {
    yield `${first ? '\n' : ',\n'}    ${JSON.stringify(entry)}`;
    first = false;
  }
  yield `${first ? '' : '\n  '}]\n}\n`;
}
