import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS, type UserType } from '@oxstrength/shared/constants';
import { users } from '../db/schema/users';
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
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid, current token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets currentUser when a valid token is present, carries on without one. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 401 when signed out, 403 unless the caller has one of the roles. */
    requireRole: (...roles: UserType[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Signs an access token for a user (1 day). */
    issueToken: (user: { id: string; tokenVersion: number }) => string;
  }
  interface FastifyRequest {
    currentUser?: CurrentUser;
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

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

  const loadCaller = async (request: FastifyRequest): Promise<CurrentUser> => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw unauthorized();
    let payload: TokenPayload;
    try {
      payload = app.jwt.verify<TokenPayload>(token);
    } catch {
      throw unauthorized(SESSION_EXPIRED);
    }
    const [user] = await app.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        slug: users.slug,
        userType: users.userType,
        isActiveMember: users.isActiveMember,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, payload.sub))
      .limit(1);
    if (!user || user.tokenVersion !== payload.tv) throw unauthorized(SESSION_EXPIRED);
    return user;
  };

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
  app.decorate('issueToken', (user: { id: string; tokenVersion: number }) =>
    app.jwt.sign({ sub: user.id, tv: user.tokenVersion }),
  );
});
