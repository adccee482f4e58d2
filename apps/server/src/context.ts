import { createIdentityService } from './athlete/identity.service';
import type { Config } from './config';
import type { Database } from './db/database';
import { createAccountsService } from './identity/accounts.service';
import { buildClients } from './identity/clients';
import { createExternalTokenVerifier } from './identity/external-providers';
import { loadKeyRing } from './identity/keys';
import { createTokenService } from './identity/tokens.service';
import { createMailer, type Mailer } from './mail/mailer';

/** Everything a route needs, built once per process. */
export interface ContextOverrides {
  mailer?: Mailer;
}

export async function createContext(config: Config, database: Database, overrides: ContextOverrides = {}) {
  const { db } = database;
  const keys = await loadKeyRing(db);
  const tokens = createTokenService(db, config, keys);
  const mailer = overrides.mailer ?? createMailer(config);
  return {
    config,
    database,
    db,
    keys,
    tokens,
    mailer,
    clients: buildClients(config),
    accounts: createAccountsService(db, config, tokens, mailer),
    externalTokens: createExternalTokenVerifier(config),
    identity: createIdentityService(db, { premiumGateEnabled: config.PREMIUM_GATE, cacheTtlMs: config.IDENTITY_CACHE_TTL_MS }),
  };
}

export type AppContext = Awaited<ReturnType<typeof createContext>>;
