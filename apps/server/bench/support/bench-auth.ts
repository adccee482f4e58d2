/**
 * An access token from the measured server (its issuer is its own address, so a token minted
 * while seeding would not verify): sign in, authorize with PKCE, exchange the code.
 */
export async function signInOverHttp(url: string, email: string, password: string): Promise<string> {
  const { createHash, randomBytes } = await import('node:crypto');
  const signin = await fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signin.ok) throw new Error(`signin: ${signin.status} ${await signin.text()}`);
  const session = /tricoach_sso=([^;]+)/.exec(signin.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = await fetch(
    `${url}/connect/authorize?response_type=code&client_id=tricoach-ios&redirect_uri=tricoach://signin-oidc&scope=openid&code_challenge=${challenge}&code_challenge_method=S256`,
    { headers: { cookie: `tricoach_sso=${session}` }, redirect: 'manual' },
  );
  const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await fetch(`${url}/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'tricoach-ios',
      code,
      code_verifier: verifier,
      redirect_uri: 'tricoach://signin-oidc',
    }),
  });
  if (!token.ok) throw new Error(`token: ${token.status} ${await token.text()}`);
  return ((await token.json()) as { access_token: string }).access_token;
}

/** A new account on the measured server (the sign-up call), then its access token (signInOverHttp). */
export async function signUpOverHttp(url: string, email: string, password: string): Promise<string> {
  const signup = await fetch(`${url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  return signInOverHttp(url, email, password);
}
