import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../clock/clock';
import type { Config } from '../config';
import {
  createFacebookGraphClient,
  facebookGraphSettingsOf,
  type FacebookIdentification,
} from './facebook-graph';
import { oauthError } from './tokens.service';

type ExternalProviderName = 'apple' | 'google' | 'facebook';

interface ExternalIdentity {
  provider: ExternalProviderName;
  subject: string;
  email: string | null;
  /**
   * Whether the provider vouches that the person owns `email`. Only a verified email may join an
   * existing account; Facebook reports no such flag, so its email is never taken as verified.
   */
  isEmailVerified: boolean;
}

interface ProviderSettings {
  issuers: string[];
  audiences: string[];
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/**
 * Verifies an external provider's id token against the provider's published keys, issuer and
 * audience (integrations.md). Facebook: its Limited Login OIDC token with its JWKS, or (with the
 * app secret) a classic access token or a Login dialog code, both checked through the Graph API.
 */
export function createExternalTokenVerifier(config: Config, clock: Clock) {
  const providers = new Map<ExternalProviderName, ProviderSettings>();
  const add = (name: ExternalProviderName, issuers: string[], audiences: string[], jwksUrl: string) => {
    if (audiences.length)
      providers.set(name, {
        issuers,
        audiences,
        jwks: createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 3_600_000 }),
      });
  };
  add('apple', [config.APPLE_ISSUER], config.APPLE_CLIENT_IDS, config.APPLE_JWKS_URL);
  add('google', config.GOOGLE_ISSUERS, config.GOOGLE_CLIENT_IDS, config.GOOGLE_JWKS_URL);
  add('facebook', [config.FACEBOOK_ISSUER], config.FACEBOOK_APP_IDS, config.FACEBOOK_JWKS_URL);
  const facebookSettings = facebookGraphSettingsOf(config);
  const facebookGraph = facebookSettings ? createFacebookGraphClient(facebookSettings, clock) : null;

  function describeConfigured() {
    return {
      apple: providers.has('apple') ? { clientId: config.APPLE_CLIENT_IDS[0] ?? '' } : null,
      google: providers.has('google') ? { clientId: config.GOOGLE_CLIENT_IDS[0] ?? '' } : null,
      facebook: providers.has('facebook')
        ? {
            appId: config.FACEBOOK_APP_IDS[0] ?? '',
            web: facebookSettings
              ? { authorizeUrl: facebookSettings.dialogUrl, redirectUri: facebookSettings.redirectUri }
              : null,
          }
        : null,
    };
  }

  function requireFacebookGraph() {
    if (!facebookGraph)
      throw oauthError('unsupported_grant_type', 'Sign in with Facebook is not configured on this server.');
    return facebookGraph;
  }

  function facebookIdentity(result: FacebookIdentification): ExternalIdentity {
    if (result.ok)
      return {
        provider: 'facebook',
        subject: result.user.subject,
        email: result.user.email,
        isEmailVerified: false,
      };
    if (result.error === 'unreachable')
      throw oauthError('provider_unavailable', 'Facebook could not be reached. Please try again.', 503);
    throw oauthError('invalid_grant', 'We could not verify your Facebook sign-in. Please try again.');
  }

  /** The web's Facebook Login: the dialog's code, exchanged with our app secret (docs/api.md). */
  async function verifyFacebookCode(code: string): Promise<ExternalIdentity> {
    return facebookIdentity(await requireFacebookGraph().identifyCode(code));
  }

  async function verify(
    provider: ExternalProviderName,
    token: string,
    rawNonce?: string,
  ): Promise<ExternalIdentity> {
    // A classic Facebook access token is opaque; a Limited Login token is a JWT.
    if (provider === 'facebook' && providers.has('facebook') && token.split('.').length !== 3)
      return facebookIdentity(await requireFacebookGraph().identifyToken(token));
    const settings = providers.get(provider);
    if (!settings)
      throw oauthError(
        'unsupported_grant_type',
        `Sign in with ${providerLabel(provider)} is not configured on this server.`,
      );
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, settings.jwks, {
        issuer: settings.issuers,
        audience: settings.audiences,
        algorithms: ['RS256', 'ES256'],
      }));
    } catch {
      throw oauthError(
        'invalid_grant',
        `We could not verify your ${providerLabel(provider)} sign-in. Please try again.`,
      );
    }
    if (rawNonce !== undefined && !nonceMatches(payload.nonce, rawNonce)) {
      throw oauthError(
        'invalid_grant',
        `We could not verify your ${providerLabel(provider)} sign-in. Please try again.`,
      );
    }
    if (typeof payload.sub !== 'string' || payload.sub === '')
      throw oauthError('invalid_grant', 'The sign-in token has no subject.');
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    // Facebook's Limited Login token has no email_verified: its email is kept but not trusted.
    if (provider === 'facebook') return { provider, subject: payload.sub, email, isEmailVerified: false };
    // Apple sends the flag as a string. An unverified Apple or Google email is not kept at all.
    const isEmailVerified = payload.email_verified === true || payload.email_verified === 'true';
    return { provider, subject: payload.sub, email: isEmailVerified ? email : null, isEmailVerified };
  }

  return { verify, verifyFacebookCode, describeConfigured };
}

/** Apple puts SHA-256(raw nonce) in the token; others the raw nonce (integrations.md). */
function nonceMatches(tokenNonce: unknown, rawNonce: string): boolean {
  if (typeof tokenNonce !== 'string') return false;
  return tokenNonce === rawNonce || tokenNonce === createHash('sha256').update(rawNonce).digest('hex');
}

function providerLabel(provider: ExternalProviderName): string {
  return { apple: 'Apple', google: 'Google', facebook: 'Facebook' }[provider];
}
