import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptionKey, keyIdOf, SecretBox, secretHint } from './sealed-secrets.ts';

// The stores' secrets at rest (docs/decisions.md "Secrets at rest"): AES-256-GCM, a fresh nonce
// each time, an altered text refused, and keys that rotate without losing what older keys sealed.
describe('sealed secrets', () => {
  const key = randomBytes(32);
  const box = new SecretBox(key);

  it('opens what it sealed, Arabic included, and never seals the same text the same way twice', () => {
    const secret = 'sk_live_مفتاح-سري-1234';
    const [a, b] = [box.seal(secret), box.seal(secret)];
    expect(a).not.toBe(b);
    expect(a).toMatch(new RegExp(`^v1\\.${keyIdOf(key)}\\.[A-Za-z0-9_-]+$`));
    expect(a).not.toContain('sk_live');
    expect([box.open(a), box.open(b)]).toEqual([secret, secret]);
  });

  it('refuses a sealed text that was altered, or sealed by a key it does not have', () => {
    const sealed = box.seal('sk_test_abc');
    const data = sealed.split('.')[2]!;
    const flipped = `${data.slice(0, -2)}${data.at(-2) === 'A' ? 'B' : 'A'}${data.at(-1)}`;
    expect(() => box.open(`v1.${keyIdOf(key)}.${flipped}`)).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow(/cannot open/);
    expect(() => box.open('plain text')).toThrow(/cannot open/);
  });

  it('rotates: the new key seals, the old one still opens, and a reseal leaves nothing stale', () => {
    const old = box.seal('sk_test_old');
    const rotated = new SecretBox(randomBytes(32), [key]);
    expect(rotated.isStale(old)).toBe(true);
    expect(rotated.open(old)).toBe('sk_test_old');
    const again = rotated.seal(rotated.open(old));
    expect(rotated.isStale(again)).toBe(false);
    expect(() => box.open(again)).toThrow(/cannot open/);
  });

  it('takes a key of 32 bytes in base64 only, and shows a secret as its last four characters', () => {
    expect(encryptionKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => encryptionKey(randomBytes(16).toString('base64'))).toThrow(/ENCRYPTION_KEY: 32 bytes/);
    expect(secretHint('sk_test_8Ffi9VqWdU1oT5pL3mXzQk2n')).toBe('…Qk2n');
  });
});
