import { Inject, Injectable } from '@nestjs/common';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/config';

export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: Date;
  /** Absent when a refresh inside the reuse grace renewed the access token only. */
  refresh?: { token: string; expiresAt: Date };
}

export interface CookieNames {
  access: string;
  refresh: string;
}

/**
 * With Secure, the `__Host-` prefix makes the browser refuse the cookie unless it is Secure, has
 * Path=/ and no Domain: a sibling subdomain or a plain-HTTP page cannot plant or shadow it.
 */
export function authCookieNames(secure: boolean): CookieNames {
  const prefix = secure ? '__Host-' : '';
  return { access: `${prefix}accessToken`, refresh: `${prefix}refreshToken` };
}

type CookieSource = { cookies?: Record<string, string | undefined>; headers: Record<string, string | string[] | undefined> };

/** Reads a cookie from a parsed request, or from the raw header (websocket upgrades are not parsed). */
function readCookie(request: CookieSource, name: string): string | undefined {
  if (request.cookies && name in request.cookies) return request.cookies[name];
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  return fastifyCookie.parse(header)[name];
}

/**
 * The one place that knows the session cookies: their names, and how they are set and cleared.
 * Secure whenever NODE_ENV=production, whatever a client claims in X-Forwarded-Proto.
 */
@Injectable()
export class AuthCookies {
  readonly secure: boolean;
  readonly names: CookieNames;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secure = config.isProduction;
    this.names = authCookieNames(this.secure);
  }

  readAccess(request: CookieSource): string | undefined {
    return readCookie(request, this.names.access);
  }

  readRefresh(request: CookieSource): string | undefined {
    return readCookie(request, this.names.refresh);
  }

  set(reply: FastifyReply, tokens: IssuedTokens): void {
    void reply.setCookie(this.names.access, tokens.accessToken, { ...this.options(), expires: tokens.accessExpiresAt });
    if (tokens.refresh) void reply.setCookie(this.names.refresh, tokens.refresh.token, { ...this.options(), expires: tokens.refresh.expiresAt });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.names.access, this.options());
    void reply.clearCookie(this.names.refresh, this.options());
  }

  /**
   * Renews the session from the request's refresh cookie into new cookies; on failure clears them
   * (a dead refresh cookie would only make every later call fail the same way) and rethrows.
   */
  async refreshInto(refresh: (token: string | undefined) => Promise<IssuedTokens>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      this.set(reply, await refresh(this.readRefresh(request)));
    } catch (error) {
      this.clear(reply);
      throw error;
    }
  }

  private options() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.secure, path: '/' };
  }
}
