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
export async function postToken(params: Record<string, string>): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetch('/connect/token', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(params).toString(),
    });
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

export function refreshWithCookie(): Promise<TokenResponse> {
  return postToken({ grant_type: 'refresh_token', client_id: WEB_CLIENT_ID });
}
