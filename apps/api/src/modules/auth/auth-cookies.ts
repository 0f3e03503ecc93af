import type { FastifyReply, FastifyRequest } from 'fastify';
import { fastifyCookie } from '@fastify/cookie';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';

export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

function secure(request: FastifyRequest): boolean {
  // trustProxy is on, so this honours X-Forwarded-Proto behind a TLS-terminating proxy.
  return request.protocol === 'https';
}

export function setAuthCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: secure(request), path: '/' };
  void reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...base, expires: tokens.accessExpiresAt });
  void reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...base, expires: tokens.refreshExpiresAt });
}

export function clearAuthCookies(request: FastifyRequest, reply: FastifyReply): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: secure(request), path: '/' };
  void reply.clearCookie(ACCESS_COOKIE, base);
  void reply.clearCookie(REFRESH_COOKIE, base);
}

/** Reads a cookie from a parsed request, or from the raw header (websocket upgrades are not parsed). */
export function readCookie(
  request: { cookies?: Record<string, string | undefined>; headers: Record<string, string | string[] | undefined> },
  name: string,
): string | undefined {
  if (request.cookies && name in request.cookies) return request.cookies[name];
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  return fastifyCookie.parse(header)[name];
}

/**
 * Rotates the session from the request's refresh cookie into new cookies; on failure clears them
 * (a dead refresh cookie would only make every later call fail the same way) and rethrows.
 */
export async function refreshInto(
  refresh: (token: string | undefined) => Promise<IssuedTokens>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  try {
    setAuthCookies(request, reply, await refresh(readCookie(request, REFRESH_COOKIE)));
  } catch (error) {
    clearAuthCookies(request, reply);
    throw error;
  }
}
