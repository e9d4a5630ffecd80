import { describe, expect, it } from 'vitest';
import { validationDetails } from './validation-details';

describe('validationDetails (400 VALIDATION_FAILED on its fields)', () => {
  it('names the field after body, from a dotted or an array path', () => {
    expect(
      validationDetails({
        code: 'VALIDATION_FAILED',
        message: 'Invalide',
        details: [
          { path: 'body.localWord', message: 'Requis' },
          { path: ['body', 'examples', 0, 'text'], message: 'Trop long' },
        ],
      }),
    ).toEqual([
      { field: 'localWord', message: 'Requis' },
      { field: 'examples', message: 'Trop long' },
    ]);
  });

  it('skips details without a message, and answers nothing for other errors', () => {
    expect(
      validationDetails({
        code: 'VALIDATION_FAILED',
        message: 'x',
        details: [{ path: 'a' }, null],
      }),
    ).toEqual([]);
    expect(validationDetails({ code: 'VALIDATION_FAILED', message: 'x' })).toEqual([]);
    expect(validationDetails({ code: 'INTERNAL', message: 'x', details: [] })).toEqual([]);
  });
});
