import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './auth.ts';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-tokens';
const auth = {
  userId: crypto.randomUUID(),
  storeId: crypto.randomUUID(),
  role: 'owner' as const,
  sessionId: crypto.randomUUID(),
};

const tokenExpiringIn = (seconds: number, secret = SECRET) =>
  new SignJWT({ sid: auth.storeId, role: auth.role, sess: auth.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(auth.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(secret));

afterEach(() => vi.useRealTimers());

describe('verifying access tokens', () => {
  it('answers the same caller for a token it has already verified', async () => {
    const tokens = new AccessTokens(SECRET);
    const token = await tokens.sign(auth);
    expect(await tokens.verify(token)).toEqual(auth);
    expect(await tokens.verify(token)).toEqual(auth);
  });

  it('says a remembered token has expired once its time is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new AccessTokens(SECRET);
    const token = await tokenExpiringIn(5);
    expect(await tokens.verify(token)).toEqual(auth);
    vi.setSystemTime(Date.now() + 6_000);
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'AUTH_TOKEN_EXPIRED' });
  });

  it('never takes a token signed with another secret, even one with the same claims', async () => {
    const tokens = new AccessTokens(SECRET);
    await tokens.verify(await tokens.sign(auth));
    const forged = await tokenExpiringIn(600, 'another-secret-that-is-long-enough-for-hs256');
    await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});
