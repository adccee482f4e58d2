import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const STRONG_PASSWORD = 'Correct-Horse-9-battery';

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

export function form(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export function newPkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

let counter = 0;
export function uniqueEmail(prefix = 'athlete'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

/** Walks the real flow: sign up, authorize with PKCE, exchange the code (the iOS client gets its refresh token in the body). */
export async function signUpAndGetTokens(
  app: FastifyInstance,
  options: { email?: string; password?: string; clientId?: 'tricoach-ios' | 'tricoach-web' } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? STRONG_PASSWORD;
  const clientId = options.clientId ?? 'tricoach-ios';
  const redirectUri =
    clientId === 'tricoach-ios' ? 'tricoach://signin-oidc' : 'http://localhost:3000/signin-oidc';
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { email, password },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const session = cookieValue(signup, 'tricoach_sso') ?? '';
  const tokens = await authorizeAndExchange(app, session, clientId, redirectUri);
  return { email, password, session, ...tokens };
}

export async function authorizeAndExchange(
  app: FastifyInstance,
  session: string,
  clientId: string,
  redirectUri: string,
) {
  const { verifier, challenge } = newPkcePair();
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'openid offline_access',
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const authorize = await app.inject({
    method: 'GET',
    url: `/connect/authorize?${query}`,
    cookies: { tricoach_sso: session },
  });
  const location = new URL(String(authorize.headers.location));
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code: ${authorize.statusCode} ${authorize.headers.location}`);
  const token = await app.inject({
    method: 'POST',
    url: '/connect/token',
    ...form({
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  });
  if (token.statusCode !== 200) throw new Error(`token failed: ${token.body}`);
  const body = token.json<{ access_token: string; id_token: string; refresh_token?: string }>();
  return {
    accessToken: body.access_token,
    idToken: body.id_token,
    refreshToken: body.refresh_token ?? cookieValue(token, 'tricoach_rt') ?? '',
    tokenResponse: token,
  };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The user id an access token is for (its `sub`), read without verifying: for a test's own tokens. */
export const userIdOf = (accessToken: string): string =>
  String(
    (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub?: string })
      .sub,
  );
