import { WEB_CLIENT_ID } from '../../api/config';
import { setAccessToken } from '../../api/session';
import { postToken } from '../../api/token-endpoint';
import { EXTERNAL_TOKEN_GRANT, savePending, takePending } from './external-grant';
import type { FacebookWebLogin } from './providers';

/**
 * Facebook: its Login dialog with `state`, back to /oauth/facebook with a code. Facebook's code
 * exchange needs the app secret, so the code goes to our server, which exchanges and checks it
 * (docs/api.md external-token grant).
 */
export function startFacebookSignIn(web: FacebookWebLogin, appId: string, target: string): void {
  const pending = savePending('facebook', target);
  const params = new URLSearchParams({
    client_id: appId,
    redirect_uri: web.redirectUri,
    response_type: 'code',
    scope: 'email',
    state: pending.state,
  });
  window.location.assign(`${web.authorizeUrl}?${params.toString()}`);
}

export async function completeFacebookSignIn(search: string): Promise<string> {
  const params = new URLSearchParams(search);
  const pending = takePending('facebook', params.get('state'));
  if (!pending) throw new Error('Facebook sign-in has expired or did not start here. Please try again.');
  const code = params.get('code');
  if (!code) throw new Error('Facebook sign-in was cancelled. Please try again.');
  const token = await postToken({
    grant_type: EXTERNAL_TOKEN_GRANT,
    provider: 'facebook',
    code,
    client_id: WEB_CLIENT_ID,
  });
  setAccessToken(token.access_token);
  return pending.target;
}
