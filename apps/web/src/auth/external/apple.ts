import { externalRedirectUri, savePending, signInWithIdToken, takePending } from './external-grant';

const AUTHORIZE_URL = 'https://appleid.apple.com/auth/authorize';

/**
 * Apple: `code id_token` with `response_mode=fragment`, back to /oauth/apple. Apple allows
 * the fragment mode only without scopes; the id token still carries the email claim.
 */
export function startAppleSignIn(clientId: string, target: string): void {
  const pending = savePending('apple', target);
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: externalRedirectUri('apple'),
    response_type: 'code id_token',
    response_mode: 'fragment',
    state: pending.state,
    nonce: pending.nonce,
  });
  window.location.assign(`${AUTHORIZE_URL}?${params.toString()}`);
}

export async function completeAppleSignIn(hash: string): Promise<string> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const pending = takePending('apple', params.get('state'));
  const idToken = params.get('id_token');
  if (!pending || !idToken) throw new Error('Apple sign-in was cancelled or has expired. Please try again.');
  await signInWithIdToken('apple', idToken, pending.nonce);
  return pending.target;
}
