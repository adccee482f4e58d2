import { WEB_CLIENT_ID } from '../api/config';
import { setAccessToken } from '../api/session';
import { postToken } from '../api/token-endpoint';
import { createPkcePair, randomToken } from './pkce';
import { safeAppPath } from './targets';

/**
 * Authorization code + PKCE S256 against our own provider (docs/api.md). The verifier and
 * state wait in sessionStorage (tab-scoped, gone with the tab) across the redirect.
 */
const PENDING_KEY = 'tricoach.oidc.pending';

interface PendingSignIn {
  state: string;
  verifier: string;
  target: string;
}

function oidcRedirectUri(): string {
  return `${window.location.origin}/signin-oidc`;
}

async function buildAuthorizeUrl(target: string): Promise<string> {
  const { verifier, challenge } = await createPkcePair();
  const state = randomToken(16);
  const pending: PendingSignIn = { state, verifier, target: safeAppPath(target) };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: WEB_CLIENT_ID,
    redirect_uri: oidcRedirectUri(),
    scope: 'openid offline_access',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/connect/authorize?${params.toString()}`;
}

/** Starts the flow with a full navigation: the server's authorize endpoint must see the SSO cookie. */
export async function beginSignIn(target: string): Promise<void> {
  window.location.assign(await buildAuthorizeUrl(target));
}

function readPending(): PendingSignIn | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { state, verifier, target } = { ...value } as Record<string, unknown>;
    return typeof state === 'string' && typeof verifier === 'string' && typeof target === 'string'
      ? { state, verifier, target }
      : null;
  } catch {
    return null;
  }
}

class SignInError extends Error {}

/** Handles /signin-oidc?code&state: checks state, exchanges the code, returns where to go. */
export async function completeSignIn(search: string): Promise<string> {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) throw new SignInError(params.get('error_description') ?? 'Sign-in was cancelled or failed.');
  const code = params.get('code');
  const pending = readPending();
  sessionStorage.removeItem(PENDING_KEY);
  if (!code || !pending || params.get('state') !== pending.state) {
    throw new SignInError('This sign-in link is no longer valid. Please sign in again.');
  }
  const token = await postToken({
    grant_type: 'authorization_code',
    code,
    code_verifier: pending.verifier,
    redirect_uri: oidcRedirectUri(),
    client_id: WEB_CLIENT_ID,
  });
  setAccessToken(token.access_token);
  return pending.target;
}
