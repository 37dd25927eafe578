import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_DAYS, type LoginResult, type Role, type Stage, type TokenPair, type User } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import type { AccessTokens } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { SESSION_REVOKED_CHANNEL, type SessionRevocations } from '../../platform/session-revocations.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { readStore, type StoreRow } from '../stores/store-row.ts';
import { refreshTokens, storeMembers, users } from './tables.ts';

type UserRow = typeof users.$inferSelect;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const refreshInvalid = () => new AppError('AUTH_REFRESH_INVALID');

export const toStage = (store: StoreRow): Stage => ({
  stageId: store.stageId,
  storeId: store.id,
  isStoreData: store.isStoreData,
  isServiceChannel: store.isServiceChannel,
  isDomain: store.isDomain,
  isCategories: store.isCategories,
  isWarehouse: store.isWarehouse,
  isIdentityVerified: store.isIdentityVerified,
});

export const toUser = (user: UserRow, storeId: string, role: Role): User => ({
  userId: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  avatar: user.avatar,
  role,
  storeId,
});

/** The user's store and role: the first store they joined (one per merchant today). */
export async function membershipOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ storeId: storeMembers.storeId, role: storeMembers.role })
    .from(storeMembers)
    .where(eq(storeMembers.userId, userId))
    .orderBy(asc(storeMembers.createdAt))
    .limit(1);
  if (!row) throw new AppError('FORBIDDEN');
  return { store: await readStore(tx, row.storeId), role: row.role };
}

export class Sessions {
  private readonly tokens: AccessTokens;
  private readonly revocations: SessionRevocations;
  constructor(tokens: AccessTokens, revocations: SessionRevocations) {
    this.tokens = tokens;
    this.revocations = revocations;
  }

  /**
   * After the transaction that ended them commits: this instance refuses their tokens from now on,
   * without waiting for its own notification to come back.
   */
  ended(sessionIds: string[]) {
    this.revocations.remember(sessionIds);
  }

  private async newRefreshToken(tx: Tx, userId: string, familyId: string, userAgent: string, now: Date) {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(refreshTokens).values({
      id: uuidv7(),
      userId,
      familyId,
      tokenHash: digest(token),
      userAgent,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    });
    return token;
  }

  async tokenPair(
    tx: Tx,
    user: UserRow,
    userAgent: string,
    now: Date,
    familyId = uuidv7(),
  ): Promise<TokenPair & { storeId: string; role: Role; store: StoreRow }> {
    const { store, role } = await membershipOf(tx, user.id);
    const accessToken = await this.tokens.sign({ userId: user.id, storeId: store.id, role, sessionId: familyId });
    const refreshToken = await this.newRefreshToken(tx, user.id, familyId, userAgent, now);
    return { accessToken, refreshToken, storeId: store.id, role, store };
  }

  /** Starts a session: the login answer of docs/api.md. */
  async login(tx: Tx, user: UserRow, userAgent: string, now: Date): Promise<LoginResult> {
    const { accessToken, refreshToken, store, role } = await this.tokenPair(tx, user, userAgent, now);
    return {
      user: toUser(user, store.id, role),
      accessToken,
      refreshToken,
      domain: store.domain,
      isStoreVerified: store.status === 'active',
      stage: toStage(store),
    };
  }

  /**
   * Rotates a refresh token. A token that was already rotated has leaked (or been replayed): the
   * answer names its family so the caller revokes it, in a transaction that commits, and refuses.
   */
  async rotate(
    tx: Tx,
    input: { userId: string; refreshToken: string; userAgent: string },
    now: Date,
  ): Promise<{ pair: TokenPair } | { reusedFamily: string }> {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, digest(input.refreshToken)));
    if (!row || row.userId !== input.userId || row.revokedAt || row.expiresAt <= now) throw refreshInvalid();
    if (row.userAgent !== input.userAgent) throw refreshInvalid();
    if (row.rotatedAt) return { reusedFamily: row.familyId };
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return { reusedFamily: row.familyId };
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) throw refreshInvalid();
    const { accessToken, refreshToken } = await this.tokenPair(tx, user, input.userAgent, now, row.familyId);
    return { pair: { accessToken, refreshToken } };
  }

  /** The family of a refresh token, or null when it is unknown. */
  async familyOf(tx: Tx, refreshToken: string): Promise<string | null> {
    const [row] = await tx
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, digest(refreshToken)));
    return row?.familyId ?? null;
  }

  /** Ends one session: its refresh tokens are refused, and its access tokens at once on every instance. */
  async revokeFamily(tx: Tx, familyId: string, now: Date): Promise<string[]> {
    const ended = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    return announceEnded(tx, ended);
  }

  /** Ends every session of the user (a password change or reset). */
  async revokeAll(tx: Tx, userId: string, now: Date): Promise<string[]> {
    const ended = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    return announceEnded(tx, ended);
  }
}

/** NOTIFY payloads stay well under PostgreSQL's 8,000 bytes: 100 ids of 36 characters a message. */
const IDS_PER_NOTICE = 100;

/** Tells every listening instance which sessions ended; delivered when the transaction commits. */
async function announceEnded(tx: Tx, rows: { familyId: string }[]): Promise<string[]> {
  const ids = [...new Set(rows.map((r) => r.familyId))];
  for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
    const payload = ids.slice(i, i + IDS_PER_NOTICE).join(',');
    await tx.execute(sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${payload})`);
  }
  return ids;
}
