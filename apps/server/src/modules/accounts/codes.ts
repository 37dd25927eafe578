import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { VERIFY_CODE_MAX_TRIES, VERIFY_RESEND_SECONDS } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { invalidFields, tooMany } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { verificationCodes } from './tables.ts';

export type CodePurpose = 'register' | 'reset';
export type CodeRow = typeof verificationCodes.$inferSelect;

const digest = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const secondsSince = (date: Date, now: Date) => (now.getTime() - date.getTime()) / 1000;

/** Issues a fresh 6-digit code for `userId`; answers the row id and the plain code to e-mail. */
export async function issueCode(tx: Tx, userId: string, purpose: CodePurpose, ttlSeconds: number, now: Date) {
  const id = uuidv7();
  const code = newCode();
  await tx.insert(verificationCodes).values({
    id,
    userId,
    purpose,
    codeHash: digest(id, code),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    sentAt: now,
  });
  return { id, code };
}

/** Replaces the code of an existing row, at most once a minute (429 otherwise). */
export async function reissueCode(tx: Tx, row: CodeRow, ttlSeconds: number, now: Date) {
  const wait = VERIFY_RESEND_SECONDS - secondsSince(row.sentAt, now);
  if (wait > 0) throw tooMany('RATE_LIMITED', wait, 'auth.resendTooSoon');
  const code = newCode();
  await tx
    .update(verificationCodes)
    .set({
      codeHash: digest(row.id, code),
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      sentAt: now,
      attempts: 0,
      consumedAt: null,
    })
    .where(eq(verificationCodes.id, row.id));
  return { id: row.id, code };
}

export async function latestCode(tx: Tx, userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export type CodeCheck = { ok: true } | { ok: false; error: Error };

/**
 * Checks a typed code. A wrong try is counted even though the request fails, so the caller must
 * commit `countTry` before throwing the error it gets back.
 */
export function checkCode(row: CodeRow | undefined, code: string, now: Date): CodeCheck {
  if (!row || row.consumedAt) return { ok: false, error: invalidFields({ path: 'code', code: 'invalid_code' }) };
  if (row.attempts >= VERIFY_CODE_MAX_TRIES) {
    const wait = Math.max(1, VERIFY_RESEND_SECONDS - secondsSince(row.sentAt, now));
    return { ok: false, error: tooMany('AUTH_TOO_MANY_ATTEMPTS', wait, 'auth.codeTooManyTries') };
  }
  if (row.expiresAt <= now) return { ok: false, error: invalidFields({ path: 'code', code: 'expired_code' }) };
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(digest(row.id, code), 'hex');
  if (!timingSafeEqual(expected, given)) return { ok: false, error: invalidFields({ path: 'code', code: 'invalid_code' }) };
  return { ok: true };
}

export async function countTry(tx: Tx, row: CodeRow) {
  await tx
    .update(verificationCodes)
    .set({ attempts: row.attempts + 1 })
    .where(eq(verificationCodes.id, row.id));
}

export async function consumeCode(tx: Tx, row: CodeRow, now: Date) {
  await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
}
