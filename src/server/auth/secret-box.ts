import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { join } from 'node:path';

/** AES-256-GCM: a 256-bit key, a fresh 96-bit nonce per message, a 128-bit tag. */
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

export const KEY_FILE_NAME = 'secret.key';

/** The key is given as 64 hex digits or as base64 of 32 bytes; anything else is undefined. */
export function decodeKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(
      value,
      value.includes('-') || value.includes('_') ? 'base64url' : 'base64',
    );
    if (key.length === KEY_BYTES) return key;
  }
  return undefined;
}

/** Decryption failed: the data was encrypted with another key, or was altered. */
export class SecretUnreadableError extends Error {
  constructor() {
    super(
      'A stored secret could not be decrypted: ENCRYPTION_KEY (or DATA_DIR/secret.key) is not the ' +
        'key it was encrypted with. Restore the original key; secrets cannot be recovered without it.',
    );
    this.name = 'SecretUnreadableError';
  }
}

/** Invalid key configuration (a malformed key file): refused at start with this message. */
export class EncryptionKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EncryptionKeyError';
  }
}

/**
 * Encrypts small secrets (the TOTP secrets, decision 020) with AES-256-GCM. `context` is bound to
 * the ciphertext as associated data, so a secret copied to another row (another user) does not
 * decrypt there.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES)
      throw new EncryptionKeyError('The encryption key must be 32 bytes.');
  }

  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return `${VERSION}:${Buffer.concat([iv, tag, body]).toString('base64url')}`;
  }

  /** Throws SecretUnreadableError when the key or the context is not the one used to encrypt. */
  decrypt(stored: string, context: string): string {
    const [version, payload] = stored.split(':');
    if (version !== VERSION || !payload) throw new SecretUnreadableError();
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadableError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretUnreadableError();
    }
  }
}

export interface KeySource {
  key: Buffer;
  /** 'env' when ENCRYPTION_KEY gave it; otherwise the key file's path. */
  source: 'env' | 'created' | 'file';
  path?: string;
}

/**
 * The key this environment would use, without creating one: ENCRYPTION_KEY, else the key file if
 * there is one, else null (a restore checks an archive's secrets against it before any start).
 */
export function existingEncryptionKey(env: { ENCRYPTION_KEY?: string; DATA_DIR: string }) {
  if (env.ENCRYPTION_KEY) return loadEncryptionKey(env).key;
  return existsSync(join(env.DATA_DIR, KEY_FILE_NAME)) ? loadEncryptionKey(env).key : null;
}

/**
 * The encryption key: ENCRYPTION_KEY when set (already validated by env.ts), else DATA_DIR/secret.key,
 * created once (mode 0600) with 32 random bytes. Creation uses O_EXCL, so two processes starting
 * together cannot each write a different key.
 */
export function loadEncryptionKey(env: { ENCRYPTION_KEY?: string; DATA_DIR: string }): KeySource {
  if (env.ENCRYPTION_KEY) {
    const key = decodeKey(env.ENCRYPTION_KEY);
    if (!key)
      throw new EncryptionKeyError('ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64.');
    return { key, source: 'env' };
  }
  const path = join(env.DATA_DIR, KEY_FILE_NAME);
  mkdirSync(env.DATA_DIR, { recursive: true });
  let created = false;
  try {
    const fd = openSync(path, 'wx', 0o600);
    try {
      writeSync(fd, `${randomBytes(KEY_BYTES).toString('base64')}\n`);
    } finally {
      closeSync(fd);
    }
    created = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = decodeKey(readFileSync(path, 'utf8'));
  if (!key) {
    throw new EncryptionKeyError(
      `${path} does not hold a 32-byte key (base64 or hex). Restore the original file, or set ENCRYPTION_KEY.`,
    );
  }
  // Readable by its owner only, even if it was copied in with looser permissions.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  return { key, source: created ? 'created' : 'file', path };
}
