import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets a store gives us (a payment gateway's key, later an SMTP password) kept encrypted at rest
 * with AES-256-GCM (docs/decisions.md "Secrets at rest"): `v1.{key id}.{iv|tag|ciphertext in
 * base64url}`. The key id (the first 8 hex digits of the key's SHA-256) says which key sealed it,
 * so keys rotate: the new key seals, the old ones still open what they sealed until
 * `npm run admin -- secrets:reseal` seals everything again with the new one. A sealed text never
 * leaves the server; answers say only that a secret is set (and its last four characters).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A 32-byte key from its base64 text, or an error naming what is wrong. */
export function encryptionKey(text: string, name = 'ENCRYPTION_KEY'): Buffer {
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`Invalid configuration:\n  ${name}: 32 bytes in base64 (openssl rand -base64 32)`);
  return key;
}

export class SecretBox {
  private readonly current: Buffer;
  private readonly keys: Map<string, Buffer>;

  /** `current` seals; `older` (keys being retired) only open. */
  constructor(current: Buffer, older: readonly Buffer[] = []) {
    this.current = current;
    this.keys = new Map([current, ...older].map((k) => [keyIdOf(k), k]));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1.${keyIdOf(this.current)}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The secret, or an error when it was sealed by a key this server no longer has or was altered. */
  open(sealed: string): string {
    const [version, keyId, data] = sealed.split('.');
    const key = keyId ? this.keys.get(keyId) : undefined;
    if (version !== 'v1' || !key || !data) throw new Error('a sealed secret this server cannot open (unknown key or format)');
    const bytes = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** Whether `sealed` was sealed by an older key (the reseal command's question). */
  isStale(sealed: string): boolean {
    return sealed.split('.')[1] !== keyIdOf(this.current);
  }
}

/** What an answer may say of a secret: that it is set, and its last four characters. */
export const secretHint = (plain: string) => `…${plain.slice(-4)}`;
