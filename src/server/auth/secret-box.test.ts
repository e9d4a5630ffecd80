import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@server/env';
import {
  decodeKey,
  EncryptionKeyError,
  existingEncryptionKey,
  loadEncryptionKey,
  SecretBox,
  SecretUnreadableError,
} from './secret-box';

const box = (key = randomBytes(32)) => new SecretBox(key);

describe('SecretBox (AES-256-GCM)', () => {
  it('encrypts to something that is not the plaintext, and decrypts back', () => {
    const b = box();
    const stored = b.encrypt('JBSWY3DPEHPK3PXP', 'users.totp:1');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(stored).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(b.decrypt(stored, 'users.totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('uses a fresh nonce every time', () => {
    const b = box();
    expect(b.encrypt('same', 'c')).not.toBe(b.encrypt('same', 'c'));
  });

  it('refuses another key, another context or altered data with a clear error', () => {
    const key = randomBytes(32);
    const stored = box(key).encrypt('secret', 'users.totp:1');
    expect(() => box().decrypt(stored, 'users.totp:1')).toThrow(SecretUnreadableError);
    expect(() => box().decrypt(stored, 'users.totp:1')).toThrow(/ENCRYPTION_KEY/);
    expect(() => box(key).decrypt(stored, 'users.totp:2')).toThrow(SecretUnreadableError);
    const raw = Buffer.from(stored.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => box(key).decrypt(`v1:${raw.toString('base64url')}`, 'users.totp:1')).toThrow(
      SecretUnreadableError,
    );
    expect(() => box(key).decrypt('plaintext', 'users.totp:1')).toThrow(SecretUnreadableError);
  });
});

describe('the encryption key', () => {
  const hex = randomBytes(32).toString('hex');

  it('is read from 64 hex digits or base64 of 32 bytes', () => {
    expect(decodeKey(hex)?.toString('hex')).toBe(hex);
    expect(decodeKey(Buffer.from(hex, 'hex').toString('base64'))?.toString('hex')).toBe(hex);
    expect(decodeKey(Buffer.from(hex, 'hex').toString('base64url'))?.toString('hex')).toBe(hex);
    expect(decodeKey('too-short')).toBeUndefined();
    expect(decodeKey(randomBytes(16).toString('hex'))).toBeUndefined();
  });

  it('is validated by the environment', () => {
    expect(parseEnv({ ENCRYPTION_KEY: hex }).ENCRYPTION_KEY).toBe(hex);
    expect(() => parseEnv({ ENCRYPTION_KEY: 'not a key' })).toThrow(/ENCRYPTION_KEY/);
  });

  it('comes from ENCRYPTION_KEY when set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'maneno-key-'));
    expect(loadEncryptionKey({ ENCRYPTION_KEY: hex, DATA_DIR: dir })).toEqual({
      key: Buffer.from(hex, 'hex'),
      source: 'env',
    });
  });

  it('else is generated once in DATA_DIR/secret.key, readable by its owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'maneno-key-'));
    const first = loadEncryptionKey({ DATA_DIR: dir });
    expect(first.source).toBe('created');
    expect(first.path).toBe(join(dir, 'secret.key'));
    expect(statSync(first.path!).mode & 0o777).toBe(0o600);
    const again = loadEncryptionKey({ DATA_DIR: dir });
    expect(again.source).toBe('file');
    expect(again.key.equals(first.key)).toBe(true);
    expect(readFileSync(first.path!, 'utf8').trim()).toBe(first.key.toString('base64'));
  });

  it('a damaged key file is a clear error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'maneno-key-'));
    writeFileSync(join(dir, 'secret.key'), 'garbage');
    expect(() => loadEncryptionKey({ DATA_DIR: dir })).toThrow(EncryptionKeyError);
    expect(() => loadEncryptionKey({ DATA_DIR: dir })).toThrow(/secret\.key/);
  });

  it('is looked up without being created, for a restore to check an archive against', () => {
    const dir = mkdtempSync(join(tmpdir(), 'maneno-key-'));
    expect(existingEncryptionKey({ DATA_DIR: dir })).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
    const key = randomBytes(32);
    writeFileSync(join(dir, 'secret.key'), key.toString('base64'));
    expect(existingEncryptionKey({ DATA_DIR: dir })?.equals(key)).toBe(true);
    expect(existingEncryptionKey({ ENCRYPTION_KEY: hex, DATA_DIR: dir })).toEqual(
      Buffer.from(hex, 'hex'),
    );
  });
});
