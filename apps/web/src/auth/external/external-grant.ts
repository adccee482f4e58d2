import { WEB_CLIENT_ID } from '../../api/config';
import { setAccessToken } from '../../api/session';
import { postToken } from '../../api/token-endpoint';
import { randomToken } from '../pkce';
import { safeAppPath } from '../targets';
import type { ProviderName } from './providers';

/** What an external redirect flow must remember across the round trip to the provider. */
interface ExternalPending {
  provider: ProviderName;
  state: string;
  nonce: string;
  verifier?: string;
  target: string;
}

const PENDING_KEY = 'tricoach.external.pending';

export function savePending(provider: ProviderName, target: string, verifier?: string): ExternalPending {
  const pending: ExternalPending = {
    provider,
    state: randomToken(16),
    nonce: randomToken(16),
    verifier,
    target: safeAppPath(target),
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  return pending;
}

/** Takes (and forgets) the pending flow when `state` matches; a replayed callback gets null. */
export function takePending(provider: ProviderName, state: string | null): ExternalPending | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw || !state) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const pending = { ...value } as Partial<ExternalPending>;
    if (pending.provider !== provider || pending.state !== state || typeof pending.nonce !== 'string')
      return null;
    return {
      provider,
      state,
      nonce: pending.nonce,
      verifier: pending.verifier,
      target: safeAppPath(pending.target),
    };
  } catch {
    return null;
  }
}

export const EXTERNAL_TOKEN_GRANT = 'urn:tricoach:params:oauth:grant-type:external-token';

/** Trades a provider's id token for our tokens (docs/api.md external-token grant). */
export async function signInWithIdToken(
  provider: ProviderName,
  idToken: string,
  nonce: string,
): Promise<void> {
  const token = await postToken({
    grant_type: EXTERNAL_TOKEN_GRANT,
    provider,
    token: idToken,
    client_id: WEB_CLIENT_ID,
    nonce,
  });
  setAccessToken(token.access_token);
}

export function externalRedirectUri(provider: 'google' | 'apple'): string {
  return `${window.location.origin}/oauth/${provider}`;
}
