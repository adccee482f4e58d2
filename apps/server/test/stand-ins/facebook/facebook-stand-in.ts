import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Facebook Login on loopback, speaking the manually built login flow as Facebook
 * documents it: the Login dialog (`/{version}/dialog/oauth`, here a small page where the tester
 * types who signs in), the code exchange at `/{version}/oauth/access_token` (the app secret, the
 * same redirect URI, a code used once within 10 minutes), `/{version}/debug_token` with the app
 * token, and `/{version}/me` with `appsecret_proof`. Refusals look like Graph's:
 * `{ error: { message, type: 'OAuthException', code } }` with 400.
 */

export interface FacebookStandInOptions {
  appId: string;
  appSecret: string;
  version?: string;
  port?: number;
  /** The stand-in's "now" in ms; tests pass the app's clock so expiry means the same to both. */
  now?: () => number;
}

interface StandInUser {
  id: string;
  name: string;
  email: string | null;
}

interface IssuedToken {
  user: StandInUser;
  appId: string;
  expiresAt: number;
  scopes: string[];
}

interface IssuedCode {
  user: StandInUser;
  redirectUri: string;
  scopes: string[];
  issuedAt: number;
  isUsed: boolean;
}

const CODE_TTL_MS = 10 * 60_000;
/** Long-lived user tokens from the code flow last about 60 days. */
const TOKEN_TTL_SECONDS = 60 * 86_400;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Facebook user ids are numeric strings; the same name always signs in as the same person. */
const userIdOf = (name: string) =>
  String(BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 13)}`));

export async function startFacebookStandIn(options: FacebookStandInOptions) {
  const version = options.version ?? 'v23.0';
  const now = options.now ?? (() => Date.now());
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();
  const calls: { path: string; params: Record<string, string> }[] = [];

  function issueAccessToken(
    user: { name: string; email?: string | null },
    settings: { appId?: string; expiresInSeconds?: number; scopes?: string[] } = {},
  ): string {
    const token = `EAA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, {
      user: { id: userIdOf(user.name), name: user.name, email: user.email ?? null },
      appId: settings.appId ?? options.appId,
      expiresAt: Math.floor(now() / 1000) + (settings.expiresInSeconds ?? TOKEN_TTL_SECONDS),
      scopes: settings.scopes ?? ['email', 'public_profile'],
    });
    return token;
  }

  const graphError = (response: ServerResponse, code: number, message: string) =>
    sendJson(response, 400, {
      error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') },
    });

  function showDialog(response: ServerResponse, query: URLSearchParams) {
    if (query.get('client_id') !== options.appId) {
      response
        .writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
        .end('<h1>Invalid App ID</h1><p>The provided app ID does not look like a valid app ID.</p>');
      return;
    }
    const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
      .join('');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Log in with Facebook (stand-in)</title></head>
<body><h1>Log in with Facebook</h1>
<form method="post" action="/${version}/dialog/oauth/confirm">${hidden}
<label>Name <input name="name" required></label>
<label>Email <input name="email" type="email"></label>
<button name="action" value="continue">Continue</button>
<button name="action" value="cancel" formnovalidate>Cancel</button>
</form></body></html>`);
  }

  function confirmDialog(response: ServerResponse, form: URLSearchParams) {
    const redirectUri = form.get('redirect_uri') ?? '';
    let target: URL;
    try {
      target = new URL(redirectUri);
    } catch {
      response.writeHead(400).end('redirect_uri is not a URL');
      return;
    }
    const state = form.get('state');
    if (state) target.searchParams.set('state', state);
    if (form.get('action') !== 'continue' || !form.get('name')) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_code', '200');
      target.searchParams.set('error_description', 'Permissions error');
      target.searchParams.set('error_reason', 'user_denied');
    } else {
      const name = form.get('name') ?? '';
      const scopes = ['public_profile', ...(form.get('scope') ?? '').split(/[ ,]+/).filter(Boolean)];
      const code = randomBytes(32).toString('base64url');
      codes.set(code, {
        user: { id: userIdOf(name), name, email: form.get('email') || null },
        redirectUri,
        scopes,
        issuedAt: now(),
        isUsed: false,
      });
      target.searchParams.set('code', code);
    }
    // Facebook appends `#_=_` to the redirect.
    response.writeHead(302, { location: `${target.toString()}#_=_` }).end();
  }

  function exchangeCode(response: ServerResponse, query: URLSearchParams) {
    if (query.get('client_id') !== options.appId || query.get('client_secret') !== options.appSecret)
      return graphError(response, 1, 'Error validating client secret.');
    const issued = codes.get(query.get('code') ?? '');
    if (!issued || issued.isUsed || now() - issued.issuedAt > CODE_TTL_MS)
      return graphError(response, 100, 'This authorization code has expired or has been used.');
    if (issued.redirectUri !== query.get('redirect_uri'))
      return graphError(
        response,
        100,
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      );
    issued.isUsed = true;
    const token = issueAccessToken(issued.user, { scopes: issued.scopes });
    sendJson(response, 200, { access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_SECONDS });
  }

  function debugToken(response: ServerResponse, query: URLSearchParams) {
    if (query.get('access_token') !== `${options.appId}|${options.appSecret}`)
      return graphError(response, 190, 'Invalid OAuth access token signature.');
    const issued = tokens.get(query.get('input_token') ?? '');
    if (!issued) return graphError(response, 190, 'Invalid OAuth access token - Cannot parse access token');
    const isExpired = issued.expiresAt * 1000 <= now();
    sendJson(response, 200, {
      data: {
        app_id: issued.appId,
        type: 'USER',
        application: 'Tricoach (stand-in)',
        data_access_expires_at: issued.expiresAt + 30 * 86_400,
        expires_at: issued.expiresAt,
        is_valid: !isExpired,
        ...(isExpired
          ? {
              error: {
                code: 190,
                message: 'Error validating access token: Session has expired.',
                subcode: 463,
              },
            }
          : {}),
        scopes: issued.scopes,
        user_id: issued.user.id,
      },
    });
  }

  function me(response: ServerResponse, query: URLSearchParams) {
    const token = query.get('access_token') ?? '';
    const issued = tokens.get(token);
    if (!issued) return graphError(response, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (issued.expiresAt * 1000 <= now())
      return graphError(response, 190, 'Error validating access token: Session has expired.');
    const secret = issued.appId === options.appId ? options.appSecret : null;
    const proof = secret ? createHmac('sha256', secret).update(token).digest('hex') : null;
    if (query.get('appsecret_proof') !== proof)
      return graphError(response, 100, 'Invalid appsecret_proof provided in the API argument');
    const fields = (query.get('fields') ?? 'id,name').split(',');
    const { id, name, email } = issued.user;
    const hasEmail = email !== null && issued.scopes.includes('email');
    sendJson(response, 200, {
      id,
      ...(fields.includes('name') ? { name } : {}),
      ...(fields.includes('email') && hasEmail ? { email } : {}),
    });
  }

  const server: Server = createServer((request, response) => {
    void handle(request, response).catch(() => response.writeHead(500).end());
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params =
      request.method === 'POST' ? new URLSearchParams(await readBody(request)) : url.searchParams;
    const path = url.pathname.replace(`/${version}/`, '');
    calls.push({ path, params: Object.fromEntries(params) });
    if (path === 'dialog/oauth' && request.method === 'GET') return showDialog(response, params);
    if (path === 'dialog/oauth/confirm' && request.method === 'POST') return confirmDialog(response, params);
    if (path === 'oauth/access_token') return exchangeCode(response, params);
    if (path === 'debug_token') return debugToken(response, params);
    if (path === 'me') return me(response, params);
    graphError(response, 803, 'Unknown path components');
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    dialogUrl: `${origin}/${version}/dialog/oauth`,
    graphUrl: `${origin}/${version}`,
    userIdOf,
    issueAccessToken,
    /** Every request the stand-in answered, oldest first. */
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FacebookStandIn = Awaited<ReturnType<typeof startFacebookStandIn>>;

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
