import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_DAYS, TOKEN_COOKIE } from '@shared/constants';
import type { UserInfo } from '@shared/api/auth';
import { sessionExpired, unauthorized } from '../domain-error';

export interface SessionClaims extends UserInfo {
  jti: string;
  exp: number;
  /** The account's session version when signed; a password change raises it (auth.ts checks). */
  sv: number;
}

const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;

/** Signs and reads the shopper's session tokens (HS256) and short-lived signup tokens. */
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: UserInfo, sessionVersion: number, lifetimeSeconds = SESSION_SECONDS): Promise<string> {
    const claims = {
      id: user.id,
      name: user.name,
      email: user.email,
      phonenumber: user.phonenumber,
      sv: sessionVersion,
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
      .sign(this.key);
  }

  async verify(token: string): Promise<SessionClaims> {
    try {
      // A token must end: one without `exp` would be good forever (and could not be revoked,
      // since a revocation is kept until the token's expiry).
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'jti'],
      });
      if (
        typeof payload.id !== 'string' ||
        typeof payload.name !== 'string' ||
        typeof payload.exp !== 'number' ||
        typeof payload.sv !== 'number'
      ) {
        throw unauthorized('account_invalid_token');
      }
      return payload as unknown as SessionClaims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw sessionExpired();
      if (error instanceof joseErrors.JOSEError) throw unauthorized('account_invalid_token');
      throw error;
    }
  }

  /**
   * A seller's chat-only token. It carries `sellerId` and no `id`, so verify() (every customer
   * endpoint) refuses it as an invalid token.
   */
  signSeller(sellerId: string): Promise<string> {
    return new SignJWT({ role: 'seller', sellerId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID())
      .setExpirationTime('12h')
      .sign(this.key);
  }

  async verifySeller(token: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      if (payload.role !== 'seller' || typeof payload.sellerId !== 'string')
        throw new Error('not a seller token');
      return payload.sellerId;
    } catch {
      throw unauthorized('account_invalid_token');
    }
  }

  /** A token proving a verified mobile number, for completing a new account. */
  signSignup(mobile: string): Promise<string> {
    return new SignJWT({ purpose: 'signup', mobile })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('15m')
      .sign(this.key);
  }

  async verifySignup(token: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      if (payload.purpose !== 'signup' || typeof payload.mobile !== 'string')
        throw new Error('not a signup token');
      return payload.mobile;
    } catch {
      throw unauthorized('server_signup_expired');
    }
  }
}

/** The token from `Authorization: Bearer` or, failing that, the httpOnly cookie. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'undefined' && token !== 'null') return token;
  }
  return request.cookies[TOKEN_COOKIE] || null;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
}
