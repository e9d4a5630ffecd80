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

  it('keeps the sign-in page out of /en, where only the English public pages live', () => {
    for (const path of ['/en', '/en/admin', '/EN/admin']) {
      expect(() => parseEnv({ ADMIN_PATH: path }), path).toThrow(
        /ADMIN_PATH: must not start with \/en/,
      );
    }
    expect(parseEnv({ ADMIN_PATH: '/entree' }).ADMIN_PATH).toBe('/entree');
  });

  it('requires PUBLIC_URL in production, where no request may choose the site address', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required when NODE_ENV is production/,
    );
    expect(
      parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://kamusi.example.org' }),
    ).toMatchObject({ NODE_ENV: 'production', PUBLIC_URL: 'https://kamusi.example.org' });
    expect(parseEnv({ PUBLIC_URL: '' }).PUBLIC_URL).toBeUndefined();
  });

  it('stores audio on the local disk unless S3_BUCKET is set', () => {
    const env = parseEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env).toMatchObject({
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: '',
      SIGNED_URL_TTL_SECONDS: 3600,
    });
  });

  it('requires the S3 keys with S3_BUCKET, and checks the S3 settings', () => {
    expect(() => parseEnv({ S3_BUCKET: 'maneno-audio' })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_BUCKET is set[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(
      parseEnv({
        S3_BUCKET: 'maneno-audio',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'false',
        S3_PREFIX: 'maneno/',
        SIGNED_URL_TTL_SECONDS: '600',
      }),
    ).toMatchObject({
      S3_FORCE_PATH_STYLE: false,
      S3_PREFIX: 'maneno/',
      SIGNED_URL_TTL_SECONDS: 600,
    });
    expect(() => parseEnv({ S3_PREFIX: 'maneno' })).toThrow(/S3_PREFIX: must be empty or end/);
    expect(() => parseEnv({ S3_PREFIX: '../x/' })).toThrow(/S3_PREFIX/);
    expect(() => parseEnv({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('reads the dictionary sources offline unless the web ones are turned on', () => {
    expect(parseEnv({})).toMatchObject({
      DICTD_DIR: '/usr/share/dictd',
      DICTIONARY_WEB_ENABLED: false,
      DICTIONARY_API_URL: 'https://api.dictionaryapi.dev/api/v2/entries/en',
      WIKTIONARY_API_URL: 'https://fr.wiktionary.org/w/api.php',
    });
    expect(parseEnv({ DICTIONARY_WEB_ENABLED: 'true' }).DICTIONARY_WEB_ENABLED).toBe(true);
    expect(() => parseEnv({ DICTIONARY_API_URL: 'ftp://x' })).toThrow(/DICTIONARY_API_URL/);
  });

  it('sends backups to the audio bucket unless told otherwise, and needs the keys for either', () => {
    const keys = { S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' };
    expect(parseEnv({})).toMatchObject({ BACKUP_S3_PREFIX: 'backups/', BACKUP_KEEP: 7 });
    expect(parseEnv({}).BACKUP_S3_BUCKET).toBeUndefined();
    expect(parseEnv({}).BACKUP_INTERVAL_HOURS).toBeUndefined();
    expect(parseEnv({ S3_BUCKET: 'audio', ...keys }).BACKUP_S3_BUCKET).toBe('audio');
    expect(
      parseEnv({ S3_BUCKET: 'audio', BACKUP_S3_BUCKET: 'archives', ...keys }).BACKUP_S3_BUCKET,
    ).toBe('archives');
    expect(() => parseEnv({ BACKUP_S3_BUCKET: 'archives' })).toThrow(
      /S3_ACCESS_KEY_ID: required when BACKUP_S3_BUCKET is set/,
    );
    expect(() => parseEnv({ BACKUP_S3_PREFIX: 'no-slash', BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_S3_PREFIX[\s\S]*BACKUP_KEEP/,
    );
    expect(parseEnv({ BACKUP_INTERVAL_HOURS: '24' }).BACKUP_INTERVAL_HOURS).toBe(24);
    expect(parseEnv({ BACKUP_INTERVAL_HOURS: '0.1' }).BACKUP_INTERVAL_HOURS).toBe(0.1);
    expect(() => parseEnv({ BACKUP_INTERVAL_HOURS: '0.001' })).toThrow(
      /BACKUP_INTERVAL_HOURS: must be a whole number of minutes/,
    );
  });
});
