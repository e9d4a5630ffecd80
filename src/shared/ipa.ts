/**
 * A pronunciation (IPA) is stored bare, "m.ti", and shown between slashes, "/m.ti/", by one helper
 * every screen uses. People type it either way (the field's example shows the slashes, dictionaries
 * print them, some write phonetic brackets), so the input loses its delimiters before it is stored:
 * otherwise "/m.ti/" typed as shown came back as "//m.ti//".
 */

/** Delimiters around a transcription: slashes (phonemic) or square brackets (phonetic). */
const LEADING = /^[\s/[]+/u;
const TRAILING = /[\s/\]]+$/u;

/** The transcription without surrounding spaces, slashes or brackets: "/m.ti/" -> "m.ti". */
export function bareIpa(text: string): string {
  return text.replace(LEADING, '').replace(TRAILING, '');
}

/**
 * How a stored pronunciation is shown: between slashes, whatever the row holds (rows written
 * before delimiters were stripped, or restored from an older backup, still show once-slashed).
 * Null when there is nothing to show.
 */
export function ipaForDisplay(text: string | null | undefined): string | null {
  if (!text) return null;
  const bare = bareIpa(text);
  return bare ? `/${bare}/` : null;
}
