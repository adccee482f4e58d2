import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { BoundedTtlCache } from '../cache/bounded-ttl-cache';
import type { Clock } from '../clock/clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { athletes, authorizationCodes, refreshTokens, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { OAuthClient } from './clients';
import { SIGNING_ALG, type KeyRing } from './keys';
import { hashToken, newOpaqueToken, pkceChallenge } from './secrets';

const API_AUDIENCE = 'tricoach-api';
export const SCOPE = 'openid offline_access';
const AUTHORIZATION_CODE_TTL_MS = 60_000;
/** How long a process trusts that an account still exists before asking the database again. */
const ACCOUNT_RECHECK_MS = 30_000;

export interface AccessClaims {
  userId: string;
  athleteId: string;
  email: string | null;
  clientId: string;
  /** The refresh family the token came from (`sid`): the device's sign-in, kept on a password change. */
  sessionId?: string;
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

export const oauthError = (code: string, message: string, status = 400) =>
  new ApiError(status, code, message);
const invalidGrant = (message: string) => oauthError('invalid_grant', message);

export function createTokenService(db: Db, config: Config, keys: KeyRing, clock: Clock) {
  const issuer = config.publicUrl;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  async function signAccessToken(claims: AccessClaims): Promise<string> {
    return new SignJWT({
      athlete_id: claims.athleteId,
      scope: SCOPE,
      client_id: claims.clientId,
      ...(claims.email ? { email: claims.email } : {}),
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
    })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.kid, typ: 'at+jwt' })
      .setIssuer(issuer)
      .setAudience(API_AUDIENCE)
      .setSubject(claims.userId)
      .setIssuedAt(nowSeconds())
      .setJti(randomUUID())
      .setExpirationTime(nowSeconds() + config.ACCESS_TOKEN_TTL_SECONDS)
      .sign(keys.privateKey);
  }

  async function signIdToken(claims: AccessClaims, nonce: string | null): Promise<string> {
    return new SignJWT({
      athlete_id: claims.athleteId,
      ...(claims.email ? { email: claims.email } : {}),
      ...(nonce ? { nonce } : {}),
    })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(claims.clientId)
      .setSubject(claims.userId)
      .setIssuedAt(nowSeconds())
      .setExpirationTime(nowSeconds() + config.ACCESS_TOKEN_TTL_SECONDS)
      .sign(keys.privateKey);
  }

  async function loadClaims(userId: string, clientId: string, executor: Db): Promise<AccessClaims> {
    const [row] = await executor
      .select({ userId: users.id, email: users.email, athleteId: athletes.id })
      .from(users)
      .innerJoin(athletes, eq(athletes.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw invalidGrant('The account no longer exists.');
    return { ...row, clientId };
  }

  async function storeRefreshToken(
    userId: string,
    clientId: string,
    familyId: string,
    executor: Db,
  ): Promise<string> {
    const token = newOpaqueToken();
    await executor.insert(refreshTokens).values({
      tokenHash: hashToken(token),
      familyId,
      userId,
      clientId,
      expiresAt: new Date(clock.now().getTime() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    });
    return token;
  }

  async function issueTokens(
    userId: string,
    client: OAuthClient,
    options: { familyId?: string; nonce?: string | null; executor?: Db } = {},
  ): Promise<TokenSet> {
    const executor = options.executor ?? db;
    const claims = await loadClaims(userId, client.id, executor);
    const familyId = options.familyId ?? randomUUID();
    const refreshToken = await storeRefreshToken(userId, client.id, familyId, executor);
    return {
      access_token: await signAccessToken({ ...claims, sessionId: familyId }),
      id_token: await signIdToken(claims, options.nonce ?? null),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: config.ACCESS_TOKEN_TTL_SECONDS,
      scope: SCOPE,
    };
  }

  async function createAuthorizationCode(input: {
    userId: string;
    clientId: string;
    redirectUri: string;
    codeChallenge: string;
    nonce: string | null;
  }): Promise<string> {
    const code = newOpaqueToken();
    await db.insert(authorizationCodes).values({
      codeHash: hashToken(code),
      ...input,
      expiresAt: new Date(clock.now().getTime() + AUTHORIZATION_CODE_TTL_MS),
    });
    return code;
  }

  async function exchangeAuthorizationCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
    client: OAuthClient;
  }): Promise<TokenSet> {
    // The code is spent and the tokens stored in one transaction: a failure storing them leaves
    // the code unspent for the app's retry. A refused exchange spends it (the refusal is returned,
    // so the transaction commits, and thrown after).
    const outcome = await db.transaction(async (tx) => {
      // Marking the code used in the same statement that reads it makes a replay lose the race.
      const [row] = await tx
        .update(authorizationCodes)
        .set({ usedAt: clock.now() })
        .where(and(eq(authorizationCodes.codeHash, hashToken(input.code)), isNull(authorizationCodes.usedAt)))
        .returning();
      if (!row || row.expiresAt.getTime() < clock.now().getTime())
        return invalidGrant('The sign-in code is invalid or has expired. Please sign in again.');
      if (row.clientId !== input.client.id || row.redirectUri !== input.redirectUri)
        return invalidGrant('The sign-in code was issued to another client.');
      if (pkceChallenge(input.codeVerifier) !== row.codeChallenge)
        return invalidGrant('The code verifier does not match.');
      return issueTokens(row.userId, input.client, { nonce: row.nonce, executor: tx as unknown as Db });
    });
    if (outcome instanceof ApiError) throw outcome;
    return outcome;
  }

  /**
   * Rotation with reuse detection: the presented token is consumed atomically; a token that
   * was already consumed means someone else holds a copy, so every token of its family dies.
   */
  async function rotateRefreshToken(refreshToken: string, client: OAuthClient): Promise<TokenSet> {
    const tokenHash = hashToken(refreshToken);
    // The old token is consumed and its successor stored in one transaction: a failure (or a
    // crash) storing the new one leaves the old one valid, instead of a device signed out.
    const rotated = await db.transaction(async (tx) => {
      const [consumed] = await tx
        .update(refreshTokens)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning();
      if (!consumed) return null;
      if (consumed.expiresAt.getTime() < clock.now().getTime() || consumed.clientId !== client.id)
        return invalidGrant('Your session has ended. Please sign in again.');
      return issueTokens(consumed.userId, client, {
        familyId: consumed.familyId,
        executor: tx as unknown as Db,
      });
    });
    if (rotated instanceof ApiError) throw rotated;
    if (rotated) return rotated;
    const [existing] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    // A page reloaded while its refresh was in flight presents the same token twice within
    // moments: that is the owner racing themselves, so the family lives on.
    if (existing && isRacingItself(existing, client))
      return issueTokens(existing.userId, client, { familyId: existing.familyId });
    // Outside the transaction: a reused token's family dies even though the call fails.
    if (existing) await revokeFamily(existing.familyId);
    throw invalidGrant('Your session has ended. Please sign in again.');
  }

  function isRacingItself(token: typeof refreshTokens.$inferSelect, client: OAuthClient): boolean {
    const graceMs = config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    return (
      token.revokedAt === null &&
      token.usedAt !== null &&
      clock.now().getTime() - token.usedAt.getTime() <= graceMs &&
      token.expiresAt.getTime() >= clock.now().getTime() &&
      token.clientId === client.id
    );
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: clock.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async function revokeRefreshToken(refreshToken: string): Promise<void> {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    if (row) await revokeFamily(row.familyId);
  }

  /** Every refresh family of the user but `keepFamilyId` (the device that asked) ends; with `executor`, in its transaction. */
  async function revokeAllForUser(userId: string, keepFamilyId?: string, executor: Db = db): Promise<void> {
    await executor
      .update(refreshTokens)
      .set({ revokedAt: clock.now() })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
        ),
      );
  }

  // A token string verifies the same way until it expires, so each is checked once (ES256 costs ~0.2 ms).
  const verifiedTokens = new BoundedTtlCache<AccessClaims>(
    50_000,
    config.ACCESS_TOKEN_TTL_SECONDS * 1000,
    clock,
  );

  // A deleted account's access tokens die with it: the process that deleted it forgets it at
  // once (forgetAccount), the others within ACCOUNT_RECHECK_MS. A user id is never reused.
  const liveAccounts = new BoundedTtlCache<boolean>(50_000, ACCOUNT_RECHECK_MS, clock);
  const accountExists = (userId: string) =>
    liveAccounts.getOrLoad(userId, async () => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    });

  async function verifyAccessToken(token: string): Promise<AccessClaims> {
    const claims = verifiedTokens.get(token) ?? (await verifySignature(token));
    if (!(await accountExists(claims.userId))) throw new Error('the account was deleted');
    return claims;
  }

  async function verifySignature(token: string): Promise<AccessClaims> {
    const { payload } = await jwtVerify(token, keys.verifyKeys, {
      issuer,
      audience: API_AUDIENCE,
      algorithms: [SIGNING_ALG],
      typ: 'at+jwt',
      currentDate: clock.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.athlete_id !== 'string')
      throw new Error('malformed token');
    const claims: AccessClaims = {
      userId: payload.sub,
      athleteId: payload.athlete_id,
      email: typeof payload.email === 'string' ? payload.email : null,
      clientId: typeof payload.client_id === 'string' ? payload.client_id : '',
      ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
    };
    verifiedTokens.set(token, claims, { expiresAt: (payload.exp ?? 0) * 1000 });
    return claims;
  }

  return {
    /** The PUBLIC_URL tokens are issued for (and must carry to be accepted). */
    issuer,
    issueTokens,
    createAuthorizationCode,
    exchangeAuthorizationCode,
    rotateRefreshToken,
    revokeRefreshToken,
    revokeAllForUser,
    verifyAccessToken,
    forgetAccount: (userId: string) => liveAccounts.delete(userId),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
