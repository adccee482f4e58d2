import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: session, refresh, reset tokens and authorization codes. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of bearer secrets are stored, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** PKCE S256 (RFC 7636 4.6): BASE64URL(SHA256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
