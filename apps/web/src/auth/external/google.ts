import { createPkcePair } from '../pkce';
import { externalRedirectUri, savePending, signInWithIdToken, takePending } from './external-grant';

const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** Google: authorization code with PKCE, back to /oauth/google. */
export async function startGoogleSignIn(clientId: string, target: string): Promise<void> {
  const { verifier, challenge } = await createPkcePair();
  const pending = savePending('google', target, verifier);
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: externalRedirectUri('google'),
    response_type: 'code',
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'select_account',
  });
  window.location.assign(`${AUTHORIZE_URL}?${params.toString()}`);
}

/**
 * Spec 7: the Google code exchange goes to Google directly; the id token it returns is then
 * verified by our server through the external-token grant.
 */
export async function completeGoogleSignIn(clientId: string, search: string): Promise<string> {
  const params = new URLSearchParams(search);
  const pending = takePending('google', params.get('state'));
  const code = params.get('code');
  if (!pending || !code || !pending.verifier)
    throw new Error('Google sign-in was cancelled or has expired. Please try again.');
  const response = await fetch(TOKEN_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: clientId,
      code,
      code_verifier: pending.verifier,
      grant_type: 'authorization_code',
      redirect_uri: externalRedirectUri('google'),
    }).toString(),
  });
  const body: unknown = await response.json().catch(() => null);
  const idToken = typeof body === 'object' && body !== null && 'id_token' in body ? body.id_token : null;
  if (!response.ok || typeof idToken !== 'string')
    throw new Error('Google did not confirm the sign-in. Please try again.');
  await signInWithIdToken('google', idToken, pending.nonce);
  return pending.target;
}
