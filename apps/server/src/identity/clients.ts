import type { Config } from '../config';

export type ClientId = 'tricoach-web' | 'tricoach-ios';

export interface OAuthClient {
  id: ClientId;
  /** The web keeps its refresh token in an httpOnly cookie; a native app keeps it in its keychain. */
  refreshTokenInCookie: boolean;
  isRedirectAllowed(uri: string): boolean;
  isPostLogoutRedirectAllowed(uri: string): boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** http on this machine, any port: Vite's dev server, the browser tests (never in production). */
export function isLocalDevUrl(url: URL): boolean {
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

function isLocalDevUri(uri: string, pathname: string): boolean {
  try {
    const url = new URL(uri);
    return isLocalDevUrl(url) && url.pathname === pathname && !url.search;
  } catch {
    return false;
  }
}

/** Registered public clients; both must use PKCE S256 (no client secrets in apps). */
export function buildClients(config: Config): Map<string, OAuthClient> {
  // Outside production a web client on any local port (Vite's dev server, the e2e server) may sign in.
  const allowLocal = config.APP_ENV !== 'production';
  const web: OAuthClient = {
    id: 'tricoach-web',
    refreshTokenInCookie: true,
    isRedirectAllowed: (uri) =>
      uri === `${config.publicUrl}/signin-oidc` || (allowLocal && isLocalDevUri(uri, '/signin-oidc')),
    isPostLogoutRedirectAllowed: (uri) =>
      uri === `${config.publicUrl}/login` || (allowLocal && isLocalDevUri(uri, '/login')),
  };
  const ios: OAuthClient = {
    id: 'tricoach-ios',
    refreshTokenInCookie: false,
    isRedirectAllowed: (uri) => uri === 'tricoach://signin-oidc',
    isPostLogoutRedirectAllowed: (uri) => uri === 'tricoach://signout',
  };
  return new Map([
    [web.id, web],
    [ios.id, ios],
  ]);
}
