import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_DAYS, type LoginResult, type Role, type Stage, type TokenPair, type User } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import type { AccessTokens } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { refreshTokens, storeMembers, stores, users } from './tables.ts';

type UserRow = typeof users.$inferSelect;
type StoreRow = typeof stores.$inferSelect;

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
    .select({ store: stores, role: storeMembers.role })
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(eq(storeMembers.userId, userId))
    .orderBy(asc(storeMembers.createdAt))
    .limit(1);
  if (!row) throw new AppError('FORBIDDEN');
  return row;
}

export class Sessions {
  private readonly tokens: AccessTokens;
  constructor(tokens: AccessTokens) {
    this.tokens = tokens;
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
    const accessToken = await this.tokens.sign({ userId: user.id, storeId: store.id, role });
    const refreshToken = await this.newRefreshToken(tx, user.id, familyId, userAgent, now);
    return { accessToken, refreshToken, storeId: store.id, role, store };
  }

  /** Starts a session: the login answer of API.md. */
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

  async revokeFamily(tx: Tx, familyId: string, now: Date) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeAll(tx: Tx, userId: string, now: Date) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }
}
