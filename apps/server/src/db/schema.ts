import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person who can sign in. The athlete is their training identity (one each, for now). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; null when an external provider withheld it. */
    email: text('email'),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const externalLogins = pgTable(
  'external_logins',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

export const athletes = pgTable(
  'athletes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    onboardingStatus: text('onboarding_status').notNull().default('NotStarted'),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
    subscriptionType: text('subscription_type'),
    willRenew: boolean('will_renew').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    waitingForPaymentEvent: boolean('waiting_for_payment_event').notNull().default(false),
    showFirstWorkoutPopup: boolean('show_first_workout_popup').notNull().default(false),
    showSeanEllisTest: boolean('show_sean_ellis_test').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('athletes_user_unique').on(t.userId)],
);

/** ES256 signing keys of our identity provider; the newest active one signs. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** Secrets generated on first start (cookie signing and the like), never in the repo. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A signed-in browser or app at the identity provider (the `tricoach_sso` cookie). */
export const providerSessions = pgTable('provider_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  nonce: text('nonce'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Refresh tokens rotate: each use marks the row used and issues a child in the same family.
 * Presenting a used token means it leaked, so the whole family is revoked (RFC 9700 4.14).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const supportTickets = pgTable('support_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  tag: text('tag').notNull(),
  /** Set when a signed-in athlete wrote it. */
  athleteId: uuid('athlete_id').references(() => athletes.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const nowSql = sql`now()`;
