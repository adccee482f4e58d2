import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AccountAttemptLimiter } from '../http/account-limiter';
import { authOf } from '../http/auth';
import { ApiError, errorBodySchema } from '../http/errors';
import type { RouteGuards } from '../http/guards';
import type { OAuthClient } from './clients';
import {
  clearIdentityCookies,
  REFRESH_COOKIE,
  SESSION_COOKIE,
  setRefreshCookie,
  setSessionCookie,
} from './cookies';
import { SIGNING_ALG } from './keys';
import { oauthError, SCOPE, type TokenSet } from './tokens.service';

export const EXTERNAL_TOKEN_GRANT = 'urn:tricoach:params:oauth:grant-type:external-token';

const authorizeQuery = z.object({
  response_type: z.literal('code', { error: 'Only response_type=code is supported' }),
  client_id: z.string().min(1),
  redirect_uri: z.string().min(1),
  scope: z.string().default(SCOPE),
  state: z.string().max(500).optional(),
  nonce: z.string().max(500).optional(),
  code_challenge: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'code_challenge must be a base64url SHA-256 digest'),
  code_challenge_method: z.literal('S256', { error: 'Only PKCE with S256 is supported' }),
});

const SUPPORTED_GRANTS: readonly string[] = ['authorization_code', 'refresh_token', EXTERNAL_TOKEN_GRANT];

const tokenBody = z.discriminatedUnion(
  'grant_type',
  [
    z.object({
      grant_type: z.literal('authorization_code'),
      client_id: z.string().min(1),
      code: z.string().min(1),
      code_verifier: z
        .string()
        .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_verifier must be 43-128 unreserved characters'),
      redirect_uri: z.string().min(1),
    }),
    z.object({
      grant_type: z.literal('refresh_token'),
      client_id: z.string().min(1),
      refresh_token: z.string().min(1).optional(),
    }),
    z.object({
      grant_type: z.literal(EXTERNAL_TOKEN_GRANT),
      client_id: z.string().min(1),
      provider: z.enum(['apple', 'google', 'facebook']),
      /** The provider's id token (or a classic Facebook access token). */
      token: z.string().min(1).optional(),
      /** Facebook only: the Login dialog's code, exchanged by the server with the app secret. */
      code: z.string().min(1).optional(),
      nonce: z.string().optional(),
    }),
  ],
  { error: 'grant_type must be authorization_code, refresh_token or the external-token grant' },
);

type ExternalGrantBody = Extract<z.infer<typeof tokenBody>, { grant_type: typeof EXTERNAL_TOKEN_GRANT }>;

/** RFC 6749 5.2 fields beside the API's own error shape (errors.ts sends both on OAuth endpoints). */
const oauthErrorBody = errorBodySchema.extend({
  error: z.string().optional(),
  error_description: z.string().optional(),
});

const tokenResponse = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string().optional(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
});

export function registerOidcRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const { config, clients, tokens, accounts } = ctx;
  const issuer = config.publicUrl;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tokenAccountLimiter = new AccountAttemptLimiter(
    ctx.rateLimitCounter,
    config.RATE_LIMIT_ACCOUNT_PER_15_MINUTES * 3,
    15 * 60_000,
  );

  const findClient = (clientId: string): OAuthClient => {
    const client = clients.get(clientId);
    if (!client) throw oauthError('invalid_client', 'Unknown client.', 401);
    return client;
  };

  /** An id token or access token for any provider, or a Facebook Login dialog code: exactly one. */
  const verifyExternal = (body: ExternalGrantBody) => {
    if (body.code !== undefined && body.token === undefined) {
      if (body.provider !== 'facebook')
        throw oauthError('invalid_request', 'A code is accepted for Facebook only; send the id token.');
      return ctx.externalTokens.verifyFacebookCode(body.code);
    }
    if (body.token === undefined || body.code !== undefined)
      throw oauthError('invalid_request', 'Send either the provider token or the Facebook code.');
    return ctx.externalTokens.verify(body.provider, body.token, body.nonce);
  };

  routes.get(
    '/.well-known/openid-configuration',
    { schema: { tags: ['identity'], hide: true } },
    async () => ({
      issuer,
      authorization_endpoint: `${issuer}/connect/authorize`,
      token_endpoint: `${issuer}/connect/token`,
      end_session_endpoint: `${issuer}/connect/endsession`,
      userinfo_endpoint: `${issuer}/connect/userinfo`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      grant_types_supported: SUPPORTED_GRANTS,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [SIGNING_ALG],
      scopes_supported: ['openid', 'offline_access'],
      token_endpoint_auth_methods_supported: ['none'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['sub', 'email', 'athlete_id', 'nonce'],
    }),
  );

  routes.get('/.well-known/jwks.json', { schema: { hide: true } }, async () => ctx.keys.jwks);

  // OpenID Connect Core 5.3: the signed-in user's claims for the access token presented.
  routes.get(
    '/connect/userinfo',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags: ['identity'],
        summary: 'OpenID Connect UserInfo: the claims of the bearer access token',
        security: [{ bearer: [] }],
        response: {
          200: z.object({ sub: z.string(), email: z.string().optional(), athlete_id: z.string() }),
          401: oauthErrorBody,
        },
      },
    },
    async (request) => {
      const claims = authOf(request);
      return {
        sub: claims.userId,
        ...(claims.email ? { email: claims.email } : {}),
        athlete_id: claims.athleteId,
      };
    },
  );

  routes.get(
    '/connect/authorize',
    { schema: { querystring: authorizeQuery, hide: true } },
    async (request, reply) => {
      const query = request.query;
      const client = findClient(query.client_id);
      // An unregistered redirect URI gets an error page, never a redirect (RFC 6749 4.1.2.1).
      if (!client.isRedirectAllowed(query.redirect_uri))
        throw oauthError('invalid_request', 'This redirect URI is not registered for the client.');
      const scopes = new Set(query.scope.split(' '));
      const redirect = new URL(query.redirect_uri);
      if (query.state) redirect.searchParams.set('state', query.state);
      if (!scopes.has('openid')) {
        redirect.searchParams.set('error', 'invalid_scope');
        return reply.redirect(redirect.toString());
      }
      const sessionToken = request.cookies[SESSION_COOKIE];
      const userId = sessionToken ? await accounts.resolveSession(sessionToken) : null;
      if (!userId) {
        const returnTo = request.url;
        return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      }
      const code = await tokens.createAuthorizationCode({
        userId,
        clientId: client.id,
        redirectUri: query.redirect_uri,
        codeChallenge: query.code_challenge,
        nonce: query.nonce ?? null,
      });
      redirect.searchParams.set('code', code);
      return reply.redirect(redirect.toString());
    },
  );

  const deliver = (reply: FastifyReply, client: OAuthClient, tokenSet: TokenSet) => {
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (!client.refreshTokenInCookie) return tokenSet;
    setRefreshCookie(reply, config, tokenSet.refresh_token);
    const { refresh_token: _inCookie, ...body } = tokenSet;
    return body;
  };

  routes.post(
    '/connect/token',
    {
      config: { rateLimit: { max: config.RATE_LIMIT_AUTH_PER_MINUTE * 3, timeWindow: '1 minute' } },
      // A grant this server does not offer is `unsupported_grant_type` (RFC 6749 5.2), not a malformed request.
      preValidation: async (request) => {
        const grant = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
        if (typeof grant === 'string' && !SUPPORTED_GRANTS.includes(grant))
          throw new ApiError(
            400,
            'unsupported_grant_type',
            'grant_type must be authorization_code, refresh_token or the external-token grant',
          );
      },
      schema: {
        tags: ['identity'],
        summary: 'OAuth 2 token endpoint (form-encoded)',
        body: tokenBody,
        response: {
          200: tokenResponse,
          400: oauthErrorBody,
          401: oauthErrorBody,
          429: oauthErrorBody,
          503: oauthErrorBody,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const client = findClient(body.client_id);
      switch (body.grant_type) {
        case 'authorization_code':
          return deliver(
            reply,
            client,
            await tokens.exchangeAuthorizationCode({
              code: body.code,
              codeVerifier: body.code_verifier,
              redirectUri: body.redirect_uri,
              client,
            }),
          );
        case 'refresh_token': {
          const refreshToken =
            body.refresh_token ?? (client.refreshTokenInCookie ? request.cookies[REFRESH_COOKIE] : undefined);
          if (!refreshToken)
            throw oauthError('invalid_grant', 'Your session has ended. Please sign in again.');
          try {
            return deliver(reply, client, await tokens.rotateRefreshToken(refreshToken, client));
          } catch (error) {
            if (client.refreshTokenInCookie) clearIdentityCookies(reply);
            throw error;
          }
        }
        default: {
          const identity = await verifyExternal(body);
          await tokenAccountLimiter.hit(`${identity.provider}:${identity.subject}`);
          const account = await accounts.findOrCreateExternalUser(identity);
          if (!account.ok)
            throw oauthError(
              'invalid_grant',
              'An account with this email already exists. Sign in with your email and password, or the way you signed up before.',
            );
          const { userId } = account;
          const tokenSet = await tokens.issueTokens(userId, client);
          // The web also gets a provider session, so a later /connect/authorize needs no new sign-in.
          const session = await accounts.startSession(userId);
          if (client.refreshTokenInCookie) setSessionCookie(reply, config, session.token);
          return deliver(reply, client, tokenSet);
        }
      }
    },
  );

  const endSessionQuery = z.object({
    post_logout_redirect_uri: z.string().optional(),
    id_token_hint: z.string().optional(),
    client_id: z.string().optional(),
    state: z.string().optional(),
  });
  routes.get(
    '/connect/endsession',
    { schema: { querystring: endSessionQuery, hide: true } },
    async (request, reply) => {
      const sessionToken = request.cookies[SESSION_COOKIE];
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (sessionToken) await accounts.endSession(sessionToken);
      if (refreshToken) await tokens.revokeRefreshToken(refreshToken);
      clearIdentityCookies(reply);
      const target = request.query.post_logout_redirect_uri;
      const allowed = target && [...clients.values()].some((c) => c.isPostLogoutRedirectAllowed(target));
      if (!allowed) return reply.redirect('/login');
      const url = new URL(target);
      if (request.query.state) url.searchParams.set('state', request.query.state);
      return reply.redirect(url.toString());
    },
  );

  // The native app signs out with a POST carrying its refresh token (it has no cookies).
  routes.post(
    '/connect/revoke',
    {
      schema: {
        tags: ['identity'],
        summary: 'Revoke a refresh token (RFC 7009: unknown tokens are not an error)',
        body: z.object({ token: z.string().min(1) }),
        response: { 200: z.object({}), 400: errorBodySchema },
      },
    },
    async (request) => {
      await tokens.revokeRefreshToken(request.body.token);
      return {};
    },
  );
}
