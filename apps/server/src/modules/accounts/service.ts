import { and, eq } from 'drizzle-orm';
import {
  ENTITY_TYPES,
  LOGIN_THROTTLE,
  RESET_CODE_TTL_SECONDS,
  VERIFY_CODE_MAX_TRIES,
  VERIFY_CODE_TTL_SECONDS,
  VERIFY_RESEND_SECONDS,
  type ChangePasswordInput,
  type EntityType,
  type Language,
  type LoginResult,
  type RegisterMerchantResult,
  type ResendCodeResult,
  type TokenPair,
  storeUrl,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, forbidden, invalidFields, notFound, tooMany, isUniqueViolation } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { checkCode, consumeCode, countTry, issueCode, latestCode, reissueCode } from './codes.ts';
import { addressKey, emailKey, type LoginThrottle } from './login-throttle.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { membershipOf, refreshInvalid, toStage, toUser, type Sessions } from './sessions.ts';
import { storeMembers, stores, users, verificationCodes } from './tables.ts';

/** What the account functions are given besides the database: the server's mailer, sessions, throttle, links and clock. */
export interface AccountsOptions {
  mailer: Mailer;
  sessions: Sessions;
  throttle: LoginThrottle;
  appUrl: string;
  /** Store links are `https://{domain}.{storeBaseDomain}`. */
  storeBaseDomain: string;
  now: Clock;
}

interface Client {
  ip: string;
  userAgent: string;
  lang: Language;
}

const emailTaken = () => conflict('auth.emailTaken', [{ path: 'email', code: 'email_taken' }]);

export async function register(
  db: Db,
  input: { name: string; email: string; password: string; phone: string },
  client: Client,
  options: AccountsOptions,
): Promise<RegisterMerchantResult> {
  const passwordHash = await hashPassword(input.password);
  const now = options.now();
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) throw emailTaken();
      const userId = uuidv7();
      const storeId = uuidv7();
      await tx.insert(users).values({ id: userId, name: input.name, email: input.email, phone: input.phone, passwordHash });
      await tx.insert(stores).values({ id: storeId, stageId: uuidv7() });
      await tx.insert(storeMembers).values({ storeId, userId, role: 'owner' });
      const { id, code } = await issueCode(tx, userId, 'register', VERIFY_CODE_TTL_SECONDS, now);
      await options.mailer.send(tx, {
        to: input.email,
        lang: client.lang,
        template: 'verify-code',
        params: { name: input.name, code, minutes: VERIFY_CODE_TTL_SECONDS / 60 },
      });
      return { verifyId: id, email: input.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Confirms the e-mail with its code (answering a session), or, with an empty code, sends a new one. */
export async function verifyCode(
  db: Db,
  verifyId: string,
  input: { code: string; email: string },
  client: Client,
  options: AccountsOptions,
): Promise<{ kind: 'verified'; result: LoginResult } | { kind: 'resent'; result: ResendCodeResult }> {
  const now = options.now();
  const [found] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.id, verifyId), eq(verificationCodes.purpose, 'register')));
  const [user] = found ? await db.select().from(users).where(eq(users.id, found.userId)) : [];
  if (!found || !user || user.email !== input.email) throw notFound();
  if (user.emailVerifiedAt) throw conflict('auth.alreadyVerified');

  if (input.code === '') {
    await db.transaction(async (tx) => {
      const { code } = await reissueCode(tx, found, VERIFY_CODE_TTL_SECONDS, now);
      await options.mailer.send(tx, {
        to: user.email,
        lang: client.lang,
        template: 'verify-code',
        params: { name: user.name, code, minutes: VERIFY_CODE_TTL_SECONDS / 60 },
      });
    });
    return { kind: 'resent', result: { verifyId, email: user.email, resendAfter: VERIFY_RESEND_SECONDS } };
  }

  const check = checkCode(found, input.code, now);
  if (!check.ok) {
    if (!found.consumedAt && found.attempts < VERIFY_CODE_MAX_TRIES) await countTry(db, found);
    throw check.error;
  }
  const result = await db.transaction(async (tx) => {
    await consumeCode(tx, found, now);
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return options.sessions.login(tx, verified!, client.userAgent, now);
  });
  return { kind: 'verified', result };
}

export async function login(
  db: Db,
  input: { email: string; password: string },
  client: Client,
  options: AccountsOptions,
): Promise<LoginResult> {
  const now = options.now();
  const keys = [emailKey(input.email), addressKey(client.ip)];
  const locked = await options.throttle.lockedFor(keys, now);
  if (locked > 0) throw tooMany('AUTH_TOO_MANY_ATTEMPTS', locked);

  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  if (!(await checkPassword(user?.passwordHash, input.password)) || !user) {
    await options.throttle.fail(keys[0]!, LOGIN_THROTTLE.maxFailuresPerEmail, now);
    await options.throttle.fail(keys[1]!, LOGIN_THROTTLE.maxFailuresPerAddress, now);
    throw new AppError('AUTH_INVALID_CREDENTIALS');
  }
  await options.throttle.clear(keys[0]!);

  if (!user.emailVerifiedAt) {
    const verifyId = await db.transaction(async (tx) => {
      const row = await latestCode(tx, user.id, 'register');
      if (row) {
        const resent = await reissueCode(tx, row, VERIFY_CODE_TTL_SECONDS, now).catch(() => null);
        if (resent)
          await options.mailer.send(tx, {
            to: user.email,
            lang: client.lang,
            template: 'verify-code',
            params: { name: user.name, code: resent.code, minutes: VERIFY_CODE_TTL_SECONDS / 60 },
          });
        return row.id;
      }
      const { id, code } = await issueCode(tx, user.id, 'register', VERIFY_CODE_TTL_SECONDS, now);
      await options.mailer.send(tx, {
        to: user.email,
        lang: client.lang,
        template: 'verify-code',
        params: { name: user.name, code, minutes: VERIFY_CODE_TTL_SECONDS / 60 },
      });
      return id;
    });
    throw forbidden('auth.emailNotVerified', { reason: 'EMAIL_NOT_VERIFIED', verifyId, email: user.email });
  }
  return db.transaction((tx) => options.sessions.login(tx, user, client.userAgent, now));
}

export async function refresh(
  db: Db,
  input: { userId: string; refreshToken: string; userAgent: string },
  options: AccountsOptions,
): Promise<TokenPair> {
  const now = options.now();
  const outcome = await db.transaction((tx) => options.sessions.rotate(tx, input, now));
  if ('pair' in outcome) return outcome.pair;
  options.sessions.ended(await options.sessions.revokeFamily(db, outcome.reusedFamily, now));
  throw refreshInvalid();
}

/** Ends the session of the refresh token and the one of the access token (usually the same). */
export async function logout(
  db: Db,
  refreshToken: string | undefined,
  sessionId: string | null,
  options: AccountsOptions,
): Promise<void> {
  const family = refreshToken ? await options.sessions.familyOf(db, refreshToken) : null;
  const sessionIds = new Set([family, sessionId].filter((id): id is string => id !== null));
  for (const id of sessionIds) options.sessions.ended(await options.sessions.revokeFamily(db, id, options.now()));
}

/** Always answers the same, whether or not the e-mail has an account (no enumeration). */
export async function forgotPassword(db: Db, email: string, client: Client, options: AccountsOptions): Promise<void> {
  const now = options.now();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  await db.transaction(async (tx) => {
    const row = await latestCode(tx, user.id, 'reset');
    if (row && (now.getTime() - row.sentAt.getTime()) / 1000 < VERIFY_RESEND_SECONDS) return;
    const { code } = await issueCode(tx, user.id, 'reset', RESET_CODE_TTL_SECONDS, now);
    const link = `${options.appUrl}/frogot?email=${encodeURIComponent(user.email)}&code=${code}`;
    await options.mailer.send(tx, {
      to: user.email,
      lang: client.lang,
      template: 'reset-password',
      params: { name: user.name, code, link, minutes: RESET_CODE_TTL_SECONDS / 60 },
    });
  });
}

export async function resetPassword(
  db: Db,
  input: { email: string; code: string; password: string },
  options: AccountsOptions,
): Promise<void> {
  const now = options.now();
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const row = user ? await latestCode(db, user.id, 'reset') : undefined;
  const check = checkCode(row, input.code, now);
  if (!check.ok) {
    if (row && row.attempts < VERIFY_CODE_MAX_TRIES) await countTry(db, row);
    throw check.error;
  }
  const passwordHash = await hashPassword(input.password);
  const ended = await db.transaction(async (tx) => {
    await consumeCode(tx, row!, now);
    // The code proves the mailbox is theirs, so an unconfirmed e-mail counts as confirmed now.
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user!.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user!.id));
    return options.sessions.revokeAll(tx, user!.id, now);
  });
  options.sessions.ended(ended);
  await options.throttle.clear(emailKey(input.email));
}

/** Changes the password, ends every other session, and answers a fresh pair for this one. */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  input: ChangePasswordInput,
  userAgent: string,
  options: AccountsOptions,
): Promise<TokenPair> {
  const now = options.now();
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw notFound();
  if (!(await checkPassword(user.passwordHash, input.currentPassword)))
    throw invalidFields({ path: 'currentPassword', code: 'wrong_password' });
  const passwordHash = await hashPassword(input.newPassword);
  const { ended, pair } = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id)).returning();
    const ended = await options.sessions.revokeAll(tx, user.id, now);
    const { accessToken, refreshToken } = await options.sessions.tokenPair(tx, updated!, userAgent, now);
    return { ended, pair: { accessToken, refreshToken } };
  });
  options.sessions.ended(ended);
  return pair;
}

export async function me(db: Db, auth: AuthContext, options: AccountsOptions) {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw notFound();
  const { store, role } = await membershipOf(db, user.id);
  return {
    user: toUser(user, store.id, role),
    domain: store.domain,
    isStoreVerified: store.status === 'active',
    stage: toStage(store),
    store: {
      storeId: store.id,
      name: store.name,
      logo: store.logo,
      domain: store.domain,
      url: storeUrl(store.domain, options.storeBaseDomain),
      baseDomain: options.storeBaseDomain,
      plan: store.plan,
      status: store.status,
      rejectionReason: store.rejectionReason,
    },
  };
}

export function entityTypes(lang: Language): EntityType[] {
  const names = { individual: { ar: 'فرد', en: 'Individual' }, business: { ar: 'مؤسسة أو شركة', en: 'Business' } } as const;
  return ENTITY_TYPES.map((id) => ({ entityTypeId: id, name: names[id][lang], nameAr: names[id].ar, nameEn: names[id].en }));
}
