import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK } from 'jose';
import type { Db } from '../db/database';
import { signingKeys } from '../db/schema';

export const SIGNING_ALG = 'ES256';

/** The advisory lock key of the first signing key's creation (migrations hold 72656). */
const FIRST_KEY_LOCK = 72657;

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
  let rows = await activeKeys(db);
  if (rows.length === 0) rows = await createFirstKey(db);
  const newest = rows[0];
  if (!newest) throw new Error('No signing key could be created');
  const privateKey = await importJWK(newest.privateJwk as JWK, SIGNING_ALG);
  const jwks: JSONWebKeySet = { keys: rows.map((row) => row.publicJwk as JWK) };
  return { kid: newest.kid, privateKey, jwks, verifyKeys: createLocalJWKSet(jwks) };
}

const activeKeys = (db: Pick<Db, 'select'>) =>
  db.select().from(signingKeys).where(eq(signingKeys.active, true)).orderBy(desc(signingKeys.createdAt));

/**
 * Two processes starting at once on an empty database must end with one key: each makes its own
 * kid, so a conflict on the key cannot pick a winner. A transaction-scoped lock lets one create
 * it while the other waits, then reads it.
 */
async function createFirstKey(db: Db) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_KEY_LOCK})`);
    const existing = await activeKeys(tx);
    if (existing.length > 0) return existing;
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
    await tx.insert(signingKeys).values({ kid, privateJwk, publicJwk });
    return activeKeys(tx);
  });
}
