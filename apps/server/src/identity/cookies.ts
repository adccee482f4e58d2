import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

export const SESSION_COOKIE = 'tricoach_sso';
export const REFRESH_COOKIE = 'tricoach_rt';
const REFRESH_COOKIE_PATH = '/connect';
/**
 * Readable by the web app (it holds no secret, only "1"): whether a refresh cookie was set, so a
 * visitor who never signed in is not sent to /connect/token for a 400 on every page load.
 */
export const SIGNED_IN_HINT_COOKIE = 'tricoach_signed_in';

const isSecure = (config: Config) => config.publicUrl.startsWith('https://');

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  // Max-Age, not Expires: the browser's clock decides, so a server clock that differs cannot expire it early.
  // Lax, not Strict: the provider must see its session when the app navigates to /connect/authorize.
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(config),
    maxAge: config.SESSION_TTL_DAYS * 86_400,
  });
}

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string): void {
  void reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(config),
    maxAge: config.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
  void reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure: isSecure(config),
    maxAge: config.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
}

export function clearIdentityCookies(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  void reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
  void reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}
