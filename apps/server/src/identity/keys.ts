import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK } from 'jose';
import type { Db } from '../db/database';
import { signingKeys } from '../db/schema';

export const SIGNING_ALG = 'ES256';

type SigningKey = Awaited<ReturnType<typeof importJWK>>;

export interface KeyRing {
  kid: string;
  privateKey: SigningKey;
  jwks: JSONWebKeySet;
  verifyKeys: ReturnType<typeof createLocalJWKSet>;
}

/**
 * Loads the provider's signing keys, creating the first one on first start. Keys live in
 * the database so every API process shares them and a restart keeps sessions valid.
 */
export async function loadKeyRing(db: Db): Promise<KeyRing> {
  let rows = await db
    .select()
    .from(signingKeys)
    .where(eq(signingKeys.active, true))
    .orderBy(desc(signingKeys.createdAt));
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
    // Two processes starting at once may both try: the loser reads the winner's key.
    await db.insert(signingKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing();
    rows = await db
      .select()
      .from(signingKeys)
      .where(eq(signingKeys.active, true))
      .orderBy(desc(signingKeys.createdAt));
  }
  const newest = rows[0];
  if (!newest) throw new Error('No signing key could be created');
  const privateKey = await importJWK(newest.privateJwk as JWK, SIGNING_ALG);
  const jwks: JSONWebKeySet = { keys: rows.map((row) => row.publicJwk as JWK) };
  return { kid: newest.kid, privateKey, jwks, verifyKeys: createLocalJWKSet(jwks) };
}
