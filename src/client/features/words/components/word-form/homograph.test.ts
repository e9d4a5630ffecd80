import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { nextHomographNumber, sameSpelledIn, withHomographNumber } from './homograph';

const entry = (id: number, homographNumber: number | null) => ({
  id,
  localWord: 'kaa',
  homographNumber,
});

describe('nextHomographNumber', () => {
  it('is 2 beside a lone unnumbered entry, which the server numbers 1', () => {
    expect(nextHomographNumber([entry(1, null)])).toBe(2);
  });

  it('is the lowest number free once the unnumbered entries have theirs', () => {
    expect(nextHomographNumber([entry(1, 1), entry(2, 2)])).toBe(3);
    expect(nextHomographNumber([entry(1, 2)])).toBe(1);
    expect(nextHomographNumber([entry(1, null), entry(2, 3)])).toBe(2);
    expect(nextHomographNumber([entry(1, null), entry(2, 1)])).toBe(3);
  });
});

describe('withHomographNumber', () => {
  it('writes the number as a subscript', () => {
    expect(withHomographNumber('kaa', 2)).toBe('kaa₂');
    expect(withHomographNumber('kaa', 12)).toBe('kaa₁₂');
    expect(withHomographNumber('kaa', null)).toBe('kaa');
  });
});

describe('sameSpelledIn', () => {
  const refusal = (details?: unknown) => {
    const body = { code: 'WORD_DUPLICATE' as const, message: 'Ce mot existe déjà.', details };
    return new ApiError(409, JSON.stringify(body), body);
  };

  it('reads the entries a duplicate refusal names', () => {
    expect(sameSpelledIn(refusal({ existing: [entry(5, null)] }))).toEqual([entry(5, null)]);
  });

  it('is null for a refusal without them, and for any other failure', () => {
    expect(sameSpelledIn(refusal())).toBeNull();
    expect(sameSpelledIn(refusal({ existing: [] }))).toBeNull();
    expect(sameSpelledIn(new TypeError('offline'))).toBeNull();
  });
});
