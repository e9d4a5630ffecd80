import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      ADMIN_PATH: '/espace-admin',
      SITE_NAME: 'Maneno',
      SUPERADMIN_EMAIL: 'admin@maneno.local',
      SEED_DEMO: true,
      SESSION_TTL_HOURS: 168,
    });
  });

  it('treats empty values as unset, as a copied .env.example leaves them', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        ADMIN_PATH: '/api/admin',
        DATABASE_URL: 'mysql://x',
        SUPERADMIN_PASSWORD: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^ADMIN_PATH: must not start with \/api/m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres:\/\/ URL/m);
    expect(problems).toMatch(/^SUPERADMIN_PASSWORD: /m);
  });
});
