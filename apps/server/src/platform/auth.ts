import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '@souqna/contracts';
import { AppError, authRequired, forbidden } from './errors.ts';
import { stores } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { SessionRevocations } from './session-revocations.ts';

/** Who is calling: the user, and the store every store-owned query must filter by. */
export interface AuthContext {
  userId: string;
  storeId: string;
  role: Role;
  /** The session the token belongs to (its refresh tokens' family): ending it ends the token. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    tokens: AccessTokens;
    sessionRevocations: SessionRevocations;
    guard(options?: GuardOptions): onRequestAsyncHookHandler;
  }
}

export interface GuardOptions {
  /** The least role allowed: `manager` lets every member in, `admin` owners and admins, `owner` owners only. */
  role?: Role;
  /** The store must be active (verified by the platform). */
  verifiedStore?: boolean;
}

const RANK: Record<Role, number> = { manager: 1, admin: 2, owner: 3 };
export const roleAllows = (role: Role, least: Role) => RANK[role] >= RANK[least];

/** How many verified tokens are remembered: a busy instance's signed-in merchants of the last minutes. */
const VERIFIED_TOKENS_KEPT = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, until they expire. The signature check (WebCrypto HMAC, an async job
   * per call) was ~8% of the CPU of a product-list request; the token string holds its signature,
   * so only a token that passed the check can be found here, and it is used no later than its `exp`.
   */
  private readonly verified = new Map<string, { auth: AuthContext; expiresAtMs: number }>();
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(auth: AuthContext): Promise<string> {
    return new SignJWT({ sid: auth.storeId, role: auth.role, sess: auth.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(auth.userId)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AuthContext> {
    const known = this.verified.get(token);
    if (known && known.expiresAtMs > Date.now()) return known.auth;
    this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.role !== 'string' ||
        !(payload.role in RANK) ||
        typeof payload.sess !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        throw authRequired();
      }
      const auth: AuthContext = {
        userId: payload.sub,
        storeId: payload.sid,
        role: payload.role as Role,
        sessionId: payload.sess,
      };
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { auth, expiresAtMs: payload.exp * 1000 });
      return auth;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('AUTH_TOKEN_EXPIRED');
      throw authRequired();
    }
  }
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function registerAuth(app: FastifyInstance, db: Db, secret: string, revocations: SessionRevocations) {
  app.decorate('tokens', new AccessTokens(secret));
  app.decorate('sessionRevocations', revocations);
  app.decorateRequest('auth', null);
  app.decorate('guard', (options: GuardOptions = {}): onRequestAsyncHookHandler => {
    return async (req) => {
      const token = bearer(req);
      if (!token) throw authRequired();
      const auth = await app.tokens.verify(token);
      if (await revocations.isRevoked(auth.sessionId)) throw authRequired();
      req.auth = auth;
      if (options.role && !roleAllows(req.auth.role, options.role)) throw forbidden();
      if (options.verifiedStore) {
        const [store] = await db.select({ status: stores.status }).from(stores).where(eq(stores.id, req.auth.storeId));
        if (store?.status !== 'active') throw new AppError('STORE_NOT_VERIFIED');
      }
    };
  });
}

/** The session of the request's access token when it is still good (logout), else null. */
export async function sessionOfToken(app: FastifyInstance, req: FastifyRequest): Promise<string | null> {
  const token = bearer(req);
  if (!token) return null;
  return app.tokens.verify(token).then(
    (auth) => auth.sessionId,
    () => null,
  );
}

/** The caller's auth inside a guarded route. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw authRequired();
  return req.auth;
}
