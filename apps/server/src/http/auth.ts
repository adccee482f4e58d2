import type { FastifyRequest } from 'fastify';
import { decodeJwt, errors as joseErrors } from 'jose';
import type { AccessClaims, TokenService } from '../identity/tokens.service';
import { ApiError, notFound, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/**
 * The only way a route learns who is asking: the bearer token's claims. Path keys are never
 * trusted to name the athlete (architecture.md, "Identity").
 */
export function createAuthGuard(tokens: TokenService) {
  return async function requireAuth(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    // RFC 6750 3: a 401 names the scheme, and says when the token presented was the problem.
    if (!match?.[1])
      throw new ApiError(401, 'unauthorized', 'Please sign in to continue.', undefined, {
        'www-authenticate': 'Bearer',
      });
    try {
      request.auth = await tokens.verifyAccessToken(match[1]);
    } catch (error) {
      const invalidToken = { 'www-authenticate': 'Bearer error="invalid_token"' };
      // Signed by our keys for another address: servers sharing a database with different
      // PUBLIC_URLs. The athlete can only sign in again; the operator needs to know why.
      if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'iss') {
        request.log.warn(
          { tokenIssuer: decodeJwt(match[1]).iss, publicUrl: tokens.issuer },
          'access token issued for another PUBLIC_URL: every server process needs the same PUBLIC_URL',
        );
        throw new ApiError(
          401,
          'unauthorized',
          'You signed in at another address of Tricoach. Please sign in again here.',
          undefined,
          invalidToken,
        );
      }
      throw new ApiError(
        401,
        'unauthorized',
        'Your session has expired. Please sign in again.',
        undefined,
        invalidToken,
      );
    }
  };
}

export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized('Please sign in to continue.');
  return request.auth;
}

/**
 * A path key (OData `{key}`, `{athleteId}`) must name the caller's own athlete: anything else
 * is answered as if it did not exist, so ids of other athletes cannot even be probed.
 */
export function ownKey(request: FastifyRequest, key: string): string {
  const { athleteId } = authOf(request);
  if (key !== athleteId) throw notFound('Athlete not found');
  return athleteId;
}
