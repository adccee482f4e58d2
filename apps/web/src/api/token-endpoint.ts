import { WEB_CLIENT_ID } from './config';
import { errorFromResponse, networkError } from './errors';

interface TokenResponse {
  access_token: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

/**
 * POST /connect/token, form-encoded (docs/api.md). `same-origin` credentials so the server
 * can set and read the httpOnly refresh cookie (Path=/connect) the web client never sees.
 */
export function postToken(params: Record<string, string>): Promise<TokenResponse> {
  return tokenFrom(
    fetch('/connect/token', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(params).toString(),
    }),
  );
}

async function tokenFrom(request: Promise<Response>): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await errorFromResponse(response);
  const body: unknown = await response.json();
  if (
    typeof body !== 'object' ||
    body === null ||
    !('access_token' in body) ||
    typeof body.access_token !== 'string'
  ) {
    throw networkError();
  }
  return body as TokenResponse;
}

declare global {
  interface Window {
    /**
     * The refresh `public/boot.js` started while the app was downloading (issue 17); null once
     * the app has started, so a boot script that runs late starts none beside the app's own.
     */
    __tricoachEarlyRefresh?: Promise<Response> | null;
  }
}

// Taken when the app starts: refresh tokens rotate, so it can only be the app's first refresh.
let earlyRefresh = window.__tricoachEarlyRefresh ?? undefined;
window.__tricoachEarlyRefresh = null;

export function refreshWithCookie(): Promise<TokenResponse> {
  const early = earlyRefresh;
  earlyRefresh = undefined;
  if (early) return tokenFrom(early);
  return postToken({ grant_type: 'refresh_token', client_id: WEB_CLIENT_ID });
}
