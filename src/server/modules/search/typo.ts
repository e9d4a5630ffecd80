/**
 * The query side of typo-tolerant search. The SQL function typo_keys() (drizzle/0004) indexes the
 * "deletion neighbourhood" of every folded entry; `typoKeys` builds the same keys for what was
 * typed, and `editDistance` ranks the candidates those keys find.
 */

/** Words shorter than this get no typo keys: one slip in a 2-letter word is just another word. */
export const TYPO_MIN_LENGTH = 3;
export const TYPO_MAX_LENGTH = 32;

/** Folded text and the words typo_keys() indexes separately (split at spaces, hyphens, apostrophes). */
export const typoWords = (folded: string) =>
  [folded, ...folded.split(/[ '-]+/u)].filter((w, i, all) => w !== '' && all.indexOf(w) === i);

/** The text and every string made by dropping one of its characters (code points, as SQL counts). */
export function deletionKeys(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < TYPO_MIN_LENGTH || chars.length > TYPO_MAX_LENGTH) return [];
  const keys = new Set([word]);
  for (let i = 0; i < chars.length; i++)
    keys.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return [...keys];
}

/** What typo_keys() would index for this folded text: keys of the whole and of each word. */
export const typoKeys = (folded: string) => [...new Set(typoWords(folded).flatMap(deletionKeys))];

/**
 * Edit distance counting a swap of neighbours as one edit (optimal string alignment), the usual
 * model of a typing slip.
 */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      let d = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      row.push(d);
    }
    prev2 = prev;
    prev = row;
  }
  return prev[t.length]!;
}

/** The distance from what was typed to an entry: to its whole text or its closest word. */
export const typoDistance = (query: string, folded: string) =>
  Math.min(...typoWords(folded).map((w) => editDistance(query, w)));
