import { createHmac } from 'node:crypto';
import type { Clock } from '../clock/clock';
import type { Config } from '../config';

export interface FacebookGraphSettings {
  appId: string;
  appSecret: string;
  dialogUrl: string;
  graphUrl: string;
  redirectUri: string;
  timeoutMs: number;
}

/** Classic Facebook Login needs the app secret: without it only Limited Login tokens are accepted. */
export function facebookGraphSettingsOf(config: Config): FacebookGraphSettings | null {
  const appId = config.FACEBOOK_APP_IDS[0];
  if (!appId || !config.FACEBOOK_APP_SECRET) return null;
  return {
    appId,
    appSecret: config.FACEBOOK_APP_SECRET,
    dialogUrl: config.FACEBOOK_DIALOG_URL,
    graphUrl: config.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
    redirectUri: config.FACEBOOK_REDIRECT_URI ?? `${config.publicUrl.replace(/\/+$/, '')}/oauth/facebook`,
    timeoutMs: config.FACEBOOK_TIMEOUT_MS,
  };
}

export interface FacebookUser {
  subject: string;
  /** As Facebook reports it: absent when the person declined the email permission or has none. */
  email: string | null;
}

export type FacebookIdentification =
  | { ok: true; user: FacebookUser }
  /** rejected: Facebook did not vouch for this code or token for our app; unreachable: no answer. */
  | { ok: false; error: 'rejected' | 'unreachable' };

class FacebookUnreachable extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The Graph API calls of Facebook's manually built login flow (integrations.md): the code
 * exchange at `oauth/access_token`, the token inspection at `debug_token` with our app token,
 * and `me` for the id and email, signed with `appsecret_proof`.
 */
export function createFacebookGraphClient(settings: FacebookGraphSettings, clock: Clock) {
  async function get(path: string, params: Record<string, string>): Promise<Record<string, unknown> | null> {
    let response: Response;
    try {
      response = await fetch(`${settings.graphUrl}/${path}?${new URLSearchParams(params).toString()}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch {
      throw new FacebookUnreachable();
    }
    if (response.status >= 500) throw new FacebookUnreachable();
    const body: unknown = await response.json().catch(() => null);
    // Graph answers a refused code or token with 400 and `{ error: { type: 'OAuthException', ... } }`.
    if (!response.ok || !isRecord(body) || 'error' in body) return null;
    return body;
  }

  async function exchangeCode(code: string): Promise<string | null> {
    const body = await get('oauth/access_token', {
      client_id: settings.appId,
      redirect_uri: settings.redirectUri,
      client_secret: settings.appSecret,
      code,
    });
    return typeof body?.access_token === 'string' ? body.access_token : null;
  }

  /** debug_token: valid, a user token, issued to our app, not expired by our clock. */
  async function inspectToken(accessToken: string): Promise<string | null> {
    const body = await get('debug_token', {
      input_token: accessToken,
      access_token: `${settings.appId}|${settings.appSecret}`,
    });
    const data = body?.data;
    if (!isRecord(data) || data.is_valid !== true) return null;
    if (String(data.app_id) !== settings.appId) return null;
    if (data.type !== undefined && data.type !== 'USER') return null;
    // 0: a token that never expires. Our clock checks the expiry too, not only Facebook's is_valid.
    const expiresAt = typeof data.expires_at === 'number' ? data.expires_at : null;
    if (expiresAt === null || (expiresAt !== 0 && expiresAt * 1000 <= clock.now().getTime())) return null;
    return typeof data.user_id === 'string' && data.user_id !== '' ? data.user_id : null;
  }

  async function fetchUser(accessToken: string, userId: string): Promise<FacebookUser | null> {
    const body = await get('me', {
      fields: 'id,name,email',
      access_token: accessToken,
      appsecret_proof: createHmac('sha256', settings.appSecret).update(accessToken).digest('hex'),
    });
    if (!body || body.id !== userId) return null;
    const email =
      typeof body.email === 'string' && body.email.includes('@') ? body.email.toLowerCase() : null;
    return { subject: userId, email };
  }

  async function identifyToken(accessToken: string): Promise<FacebookIdentification> {
    try {
      const userId = await inspectToken(accessToken);
      const user = userId ? await fetchUser(accessToken, userId) : null;
      return user ? { ok: true, user } : { ok: false, error: 'rejected' };
    } catch (error) {
      if (error instanceof FacebookUnreachable) return { ok: false, error: 'unreachable' };
      throw error;
    }
  }

  async function identifyCode(code: string): Promise<FacebookIdentification> {
    let accessToken: string | null;
    try {
      accessToken = await exchangeCode(code);
    } catch (error) {
      if (error instanceof FacebookUnreachable) return { ok: false, error: 'unreachable' };
      throw error;
    }
    return accessToken ? identifyToken(accessToken) : { ok: false, error: 'rejected' };
  }

  return { identifyToken, identifyCode };
}
