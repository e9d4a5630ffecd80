import { describe, expect, it } from 'vitest';
import { apiMessage } from './translate';

describe('apiMessage', () => {
  it('fills placeholders in each language', () => {
    expect(apiMessage('fr', 'tooManyAttempts', { seconds: 42 })).toBe(
      'Trop de tentatives échouées. Réessayez dans 42 secondes.',
    );
    expect(apiMessage('en', 'tooManyAttempts', { seconds: 42 })).toBe(
      'Too many failed attempts. Try again in 42 seconds.',
    );
  });
});
