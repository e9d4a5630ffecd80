import { z } from 'zod';
import { ApiError } from '@client/lib/api-client';

/** The same-spelled entries a 409 WORD_DUPLICATE names in `details.existing`. */
const DuplicateDetailsSchema = z.object({
  existing: z
    .array(
      z.object({
        id: z.number().int(),
        localWord: z.string(),
        homographNumber: z.number().int().nullable(),
      }),
    )
    .min(1),
});
export type SameSpelled = z.infer<typeof DuplicateDetailsSchema>['existing'][number];

/** The entries a duplicate refusal names; null for any other failure (or an older answer). */
export function sameSpelledIn(error: unknown): SameSpelled[] | null {
  if (!(error instanceof ApiError) || error.code !== 'WORD_DUPLICATE') return null;
  const details = DuplicateDetailsSchema.safeParse(error.body?.details);
  return details.success ? details.data.existing : null;
}

/**
 * The number to ask for a new homograph: the lowest one free once the server has numbered the
 * unnumbered entries (it gives them the lowest free numbers first), so 2 beside a lone kaa.
 */
export function nextHomographNumber(existing: readonly SameSpelled[]) {
  const taken = new Set(existing.flatMap((entry) => entry.homographNumber ?? []));
  const lowestFree = () => {
    let n = 1;
    while (taken.has(n)) n += 1;
    return n;
  };
  for (const entry of existing) {
    if (entry.homographNumber === null) taken.add(lowestFree());
  }
  return lowestFree();
}

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** A word with its homograph number as a subscript, as dictionaries print it: kaa₂. */
export const withHomographNumber = (word: string, n: number | null) =>
  n === null ? word : `${word}${String(n).replace(/\d/g, (d) => SUBSCRIPT_DIGITS[Number(d)]!)}`;
