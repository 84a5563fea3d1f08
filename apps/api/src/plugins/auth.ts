import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_GRACE_SECONDS, type UserType } from '@oxstrength/shared/constants';
import type { Db, Tx } from '../db/client';
import { findLiveSessionUser, findSessionExpiry, insertSession } from '../features/auth/sessions.repository';
import { signInLimitsPlugin } from '../features/auth/sign-in-limits';
import { forbidden, unauthorized } from '../lib/errors';

/** What a route knows about its caller. Loaded from the database on every authenticated request. */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  slug: string;
  userType: UserType;
  isActiveMember: boolean;
  tokenVersion: number;
}

export interface TokenPayload {
  sub: string;
  /** The user's token version when the token was issued. */
  tv: number;
  /** The token's session: a row in `sessions`, which sign-out revokes and a refresh retires. */
  sid: string;
  /** Issued at (seconds): given when a token is signed again from its session row, else the signer's now. */
  iat?: number;
}

/** A token this server signed, with every claim it needs; `exp` (seconds) is required. */
export interface VerifiedToken extends TokenPayload {
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * 401 unless the request carries a valid, current token. Declared as a route's `onRequest`, so a signed-out
     * caller hears 401 before the body is read or validated (never a 422 about a body they may not send).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets currentUser when a valid token is present, carries on without one. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook factory: 401 when signed out, 403 unless the caller has one of the roles. */
    requireRole: (...roles: UserType[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Starts a session (a `sessions` row) and signs its access token (1 day). With `familyId` it continues that
     * sign-in; `conn` writes the row inside a caller's transaction.
     */
    startSession: (user: SessionUser, options?: { conn?: Db | Tx; familyId?: string }) => Promise<string>;
    /**
     * The token of the session that succeeds session `sid` (a refresh), in sign-in `familyId`: started by the
     * first call, the very same token on every later one (decision 014), so a refresh repeated within the
     * grace window never mints another session.
     */
    successorSession: (
      user: SessionUser,
      sid: string,
      options: { conn: Db | Tx; familyId: string },
    ) => Promise<string>;
    /**
     * startSession without waiting, for tests and tools: the row is written in the background and this process
     * waits for that write before it checks the token. Sign-in and refresh use startSession.
     */
    issueToken: (user: SessionUser) => string;
    /**
     * The claims of a token this server signed, or undefined (forged, malformed, without `exp`, or expired
     * unless `ignoreExpiration`). Says nothing about its session.
     */
    readToken: (token: string, options?: { ignoreExpiration?: boolean }) => VerifiedToken | undefined;
    /** The user a token signs in, as `authenticate` finds them: undefined for a bad token or an ended session. */
    callerOfToken: (token: string) => Promise<CurrentUser | undefined>;
  }
  interface FastifyRequest {
    currentUser?: CurrentUser;
  }
}

type SessionUser = { id: string; tokenVersion: number };

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id of the session that succeeds session `sid` at a refresh: derived from it (a name-based uuid), so every
 * refresh of one token names the same successor.
 */
function successorId(sid: string): string {
  const b = createHash('sha256').update(`successor of ${sid}`).digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x80; // version 8: custom
  b[8] = (b[8]! & 0x3f) | 0x80; // the RFC variant
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `authorization: jwt <token>` as the spec writes it; `Bearer <token>` too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = header?.match(/^(?:jwt|bearer)\s+(\S+)$/i);
  return match?.[1];
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(jwt, {
    secret: app.config.JWT_SECRET,
    sign: { expiresIn: ACCESS_TOKEN_TTL_SECONDS },
    verify: { extractToken: (request) => tokenFromHeader(request.headers.authorization) },
  });
  await app.register(signInLimitsPlugin);

  const readToken = (token: string, { ignoreExpiration = false } = {}): VerifiedToken | undefined => {
    let claims: Record<string, unknown>;
    try {
      claims = ignoreExpiration ? app.jwt.verify(token, { ignoreExpiration: true }) : app.jwt.verify(token);
    } catch {
      return undefined;
    }
    const { sub, tv, sid, exp } = claims;
    // A token without an expiry would never end: refused even when correctly signed.
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
    if (typeof sub !== 'string' || !UUID.test(sub) || typeof sid !== 'string' || !UUID.test(sid))
      return undefined;
    if (typeof tv !== 'number') return undefined;
    return { sub, tv, sid, exp };
  };

  /** Session rows issueToken is still writing, by id. */
  const writing = new Map<string, Promise<void>>();

  /** The token of session `sid` issued at `iat` (seconds): the same claims always sign to the same token. */
  const signSession = (user: SessionUser, sid: string, iat: number) =>
    app.jwt.sign({ sub: user.id, tv: user.tokenVersion, sid, iat });

  // The token expires in a day and may be refreshed for REFRESH_GRACE_SECONDS more: the row lives as long.
  const ROW_LIFE_SECONDS = ACCESS_TOKEN_TTL_SECONDS + REFRESH_GRACE_SECONDS;

  const newSession = (user: SessionUser, familyId?: string, id: string = randomUUID()) => {
    const iat = Math.floor(Date.now() / 1000);
    const row = {
      id,
      userId: user.id,
      familyId: familyId ?? id,
      expiresAt: new Date((iat + ROW_LIFE_SECONDS) * 1000),
    };
    return { row, token: signSession(user, id, iat) };
  };

  const callerOfToken = async (token: string): Promise<CurrentUser | undefined> => {
    const claims = readToken(token);
    if (!claims) return undefined;
    await writing.get(claims.sid);
    const user = await findLiveSessionUser(app.db, claims.sid, claims.sub, new Date());
    return user && user.tokenVersion === claims.tv ? user : undefined;
  };

  const loadCaller = async (request: FastifyRequest): Promise<CurrentUser> => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw unauthorized();
    const user = await callerOfToken(token);
    if (!user) throw unauthorized(SESSION_EXPIRED);
    return user;
  };

  app.decorate('readToken', readToken);
  app.decorate('callerOfToken', callerOfToken);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.currentUser = await loadCaller(request);
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    if (!tokenFromHeader(request.headers.authorization)) return;
    request.currentUser = await loadCaller(request).catch(() => undefined);
  });
  app.decorate('requireRole', (...roles: UserType[]) => async (request: FastifyRequest) => {
    request.currentUser ??= await loadCaller(request);
    if (!roles.includes(request.currentUser.userType)) throw forbidden();
  });
  app.decorate(
    'startSession',
    async (user: SessionUser, options: { conn?: Db | Tx; familyId?: string } = {}) => {
      const { row, token } = newSession(user, options.familyId);
      await insertSession(options.conn ?? app.db, row);
      return token;
    },
  );
  app.decorate(
    'successorSession',
    async (user: SessionUser, sid: string, { conn, familyId }: { conn: Db | Tx; familyId: string }) => {
      const id = successorId(sid);
      // Inserted once (a racing or repeated refresh finds the row); its token is signed again from the row.
      await insertSession(conn, newSession(user, familyId, id).row, { onConflict: 'keep' });
      const expiresAt = await findSessionExpiry(conn, id);
      return signSession(user, id, Math.round(expiresAt!.getTime() / 1000) - ROW_LIFE_SECONDS);
    },
  );
  app.decorate('issueToken', (user: SessionUser) => {
    const { row, token } = newSession(user);
    const write = insertSession(app.db, row)
      .catch((err: unknown) => app.log.error({ err }, 'could not store a session'))
      .finally(() => writing.delete(row.id));
    writing.set(row.id, write);
    return token;
  });
});
