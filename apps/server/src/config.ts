import { z } from 'zod';
import { parseDsn } from './error-tracking/dsn';

const APP_ENVIRONMENTS = ['local', 'local-backend', 'development', 'staging', 'beta', 'production'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const csv = optionalString.transform((v) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [],
);
const semverString = z.string().regex(/^\d+\.\d+\.\d+$/, 'must look like 1.2.3');

const sentryDsn = optionalString.pipe(
  z
    .string()
    .refine((dsn) => parseDsn(dsn) !== null, 'must be a DSN like https://<key>@<host>/<project id>')
    .optional(),
);

export const REVENUECAT_DEFAULT_API_URL = 'https://api.revenuecat.com';

/** Every setting, its default for local use, validated at start (README lists them). */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(APP_ENVIRONMENTS).default('local'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: only this machine (127.0.0.1) for a local run, every interface in a deployment. */
  HOST: optionalString,
  PUBLIC_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  WEB_DIST_DIR: optionalString,
  /** Hops of reverse proxies to trust for the client address (rate limits key on it); 0 when exposed directly. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The bearer token Prometheus sends to GET /metrics; unset: only a local run answers, to this machine. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Error tracing (Sentry protocol: Sentry or a self-hosted GlitchTip): the server's DSN; unset: nothing is sent. */
  SENTRY_DSN: sentryDsn,
  /** The web app's DSN (public: browsers send to it); default SENTRY_DSN. */
  SENTRY_WEB_DSN: sentryDsn,
  /** The environment reports are filed under; default APP_ENV. */
  SENTRY_ENVIRONMENT: optionalString,
  /** Share of page loads traced; default 0.3 in staging, beta and production (spec 9), 1 elsewhere. */
  SENTRY_TRACES_SAMPLE_RATE: optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().min(0).max(1).optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(60),
  /** A refresh token presented again this soon after its rotation is a race (reload, two tabs), not a theft. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(10),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  JOB_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(1),
  /**
   * What this process does (PostgreSQL only; docs/scaling.md): `all` serves the API and runs the
   * jobs, `web` serves the API and queues jobs without running any, `worker` runs the jobs and
   * answers only /healthz, /readyz and /metrics.
   */
  PROCESS_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  IDENTITY_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /** Largest activity file (or ZIP of them) one import accepts, in MB. */
  ACTIVITY_IMPORT_MAX_FILE_MB: z.coerce.number().min(0.01).default(100),
  PREMIUM_GATE: z
    .enum(['on', 'off', 'true', 'false'])
    .default('on')
    .transform((v) => v === 'on' || v === 'true'),
  MIN_VERSION_FORCE: semverString.default('1.0.0'),
  MIN_VERSION_URGENT: semverString.default('1.0.0'),
  MIN_VERSION_RECOMMENDED: semverString.default('2.0.0'),
  LATEST_VERSION: semverString.default('2.2.0'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_ACCOUNT_PER_15_MINUTES: z.coerce.number().int().min(1).default(10),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Tricoach <no-reply@tricoach.app>'),
  SUPPORT_EMAIL: optionalString,
  APPLE_CLIENT_IDS: csv,
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  APPLE_JWKS_URL: z.string().default('https://appleid.apple.com/auth/keys'),
  GOOGLE_CLIENT_IDS: csv,
  GOOGLE_ISSUERS: csv.transform((v) =>
    v.length ? v : ['https://accounts.google.com', 'accounts.google.com'],
  ),
  GOOGLE_JWKS_URL: z.string().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_IDS: csv,
  FACEBOOK_ISSUER: z.string().default('https://www.facebook.com'),
  FACEBOOK_JWKS_URL: z.string().default('https://limited.facebook.com/.well-known/oauth/openid/jwks/'),
  /** The web's Facebook Login (classic code flow) and classic access tokens need it; unset: only Limited Login tokens. */
  FACEBOOK_APP_SECRET: optionalString,
  /** Facebook's Login dialog and Graph API, one Graph version for both (integrations.md). */
  FACEBOOK_DIALOG_URL: z.string().default('https://www.facebook.com/v23.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.string().default('https://graph.facebook.com/v23.0'),
  /** Where Facebook sends the browser back; default PUBLIC_URL + /oauth/facebook (register it with Facebook). */
  FACEBOOK_REDIRECT_URI: optionalString,
  /** Per-call timeout towards Facebook's Graph API. */
  FACEBOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
  /** Garmin Connect (integrations.md): unset client id/secret = the connection is not offered. */
  GARMIN_CLIENT_ID: optionalString,
  GARMIN_CLIENT_SECRET: optionalString,
  GARMIN_AUTHORIZE_URL: z.string().default('https://connect.garmin.com/oauth2Confirm'),
  GARMIN_TOKEN_URL: z.string().default('https://diauth.garmin.com/di-oauth2-service/oauth/token'),
  /** Base of the Health/Activity (wellness-api), Training (training-api, workoutportal) APIs. */
  GARMIN_API_URL: z.string().default('https://apis.garmin.com'),
  /** Garmin's webhooks are not signed: they are accepted only on this secret path segment. */
  GARMIN_WEBHOOK_PATH_SECRET: optionalString,
  /** Where Garmin sends the athlete back after consent; default PUBLIC_URL + /api/v1/integration/garmin/callback. */
  GARMIN_REDIRECT_URI: optionalString,
  /** Per-call timeout towards Garmin. */
  GARMIN_TIMEOUT_MS: z.coerce.number().int().min(100).default(15000),
  /** Calls per athlete and UTC day Garmin allows (200 for evaluation keys); 0: no limit of ours. */
  GARMIN_USER_DAILY_REQUESTS: z.coerce.number().int().min(0).default(200),
  /** Web Push VAPID keys (`npx web-push generate-vapid-keys`); unset: made once and kept in the database. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z.string().default('mailto:support@tricoach.app'),
  /** The Authorization bearer the store-subscription service (RevenueCat) sends with each webhook. */
  SUBSCRIPTION_WEBHOOK_SECRET: optionalString,
  /** RevenueCat (integrations.md): the public Web Billing key the paywall uses; unset: no purchases offered. */
  REVENUECAT_WEB_API_KEY: optionalString,
  /** RevenueCat's secret (v1) key: the server asks the store on restore and for the subscription screen. */
  REVENUECAT_SECRET_API_KEY: optionalString,
  REVENUECAT_API_URL: z.string().default(REVENUECAT_DEFAULT_API_URL),
  /** Test-only: the server's clock starts at this instant and runs on from there (refused in production). */
  TEST_CLOCK_START_AT: optionalString.pipe(z.string().datetime({ offset: true }).optional()),
});

/** Outside production only: the README's configuration table names it for local stand-ins. */
export const DEV_SUBSCRIPTION_WEBHOOK_SECRET = 'dev-subscription-webhook-secret';

export type Config = Omit<z.infer<typeof configSchema>, 'HOST' | 'SUBSCRIPTION_WEBHOOK_SECRET'> & {
  HOST: string;
  publicUrl: string;
  SUBSCRIPTION_WEBHOOK_SECRET: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.TEST_CLOCK_START_AT && config.APP_ENV === 'production') {
    throw new Error(
      'Invalid configuration: TEST_CLOCK_START_AT is a test setting and is refused when APP_ENV is production',
    );
  }
  if (config.PROCESS_ROLE !== 'all' && !config.DATABASE_URL) {
    throw new Error(
      `Invalid configuration: PROCESS_ROLE ${config.PROCESS_ROLE} needs DATABASE_URL (PostgreSQL): the embedded database is one process, which serves the API and runs the jobs`,
    );
  }
  if (!config.SUBSCRIPTION_WEBHOOK_SECRET && config.APP_ENV === 'production') {
    throw new Error(
      'Invalid configuration: SUBSCRIPTION_WEBHOOK_SECRET is required when APP_ENV is production (the subscription webhook would otherwise take anyone’s word)',
    );
  }
  return {
    ...config,
    SUBSCRIPTION_WEBHOOK_SECRET: config.SUBSCRIPTION_WEBHOOK_SECRET ?? DEV_SUBSCRIPTION_WEBHOOK_SECRET,
    // A local run is for the person at this machine: the network does not see it unless HOST says so.
    HOST: config.HOST ?? (config.APP_ENV === 'local' ? '127.0.0.1' : '0.0.0.0'),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
}
