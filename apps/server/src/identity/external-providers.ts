import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config';
import { oauthError } from './tokens.service';

type ExternalProviderName = 'apple' | 'google' | 'facebook';

interface ExternalIdentity {
  provider: ExternalProviderName;
  subject: string;
  email: string | null;
}

interface ProviderSettings {
  issuers: string[];
  audiences: string[];
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/**
 * Verifies an external provider's id token against the provider's published keys, issuer and
 * audience (integrations.md). Facebook: its Limited Login OIDC token with its JWKS; classic
 * Facebook access tokens would need the Graph API's debug-token call and are not accepted yet.
 */
export function createExternalTokenVerifier(config: Config) {
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

  function describeConfigured() {
    return {
      apple: providers.has('apple') ? { clientId: config.APPLE_CLIENT_IDS[0] ?? '' } : null,
      google: providers.has('google') ? { clientId: config.GOOGLE_CLIENT_IDS[0] ?? '' } : null,
      facebook: providers.has('facebook') ? { appId: config.FACEBOOK_APP_IDS[0] ?? '' } : null,
    };
  }

  async function verify(
    provider: ExternalProviderName,
    token: string,
    rawNonce?: string,
  ): Promise<ExternalIdentity> {
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
    // Only a provider-verified email may link to an existing account; Apple sends the flag as a string.
    const emailVerified =
      payload.email_verified === true || payload.email_verified === 'true' || provider === 'facebook';
    const email = typeof payload.email === 'string' && emailVerified ? payload.email.toLowerCase() : null;
    return { provider, subject: payload.sub, email };
  }

  return { verify, describeConfigured };
}

/** Apple puts SHA-256(raw nonce) in the token; others the raw nonce (integrations.md). */
function nonceMatches(tokenNonce: unknown, rawNonce: string): boolean {
  if (typeof tokenNonce !== 'string') return false;
  return tokenNonce === rawNonce || tokenNonce === createHash('sha256').update(rawNonce).digest('hex');
}

function providerLabel(provider: ExternalProviderName): string {
  return { apple: 'Apple', google: 'Google', facebook: 'Facebook' }[provider];
}

export type ExternalTokenVerifier = ReturnType<typeof createExternalTokenVerifier>;
