import { and, eq, gt, isNull, ne, TransactionRollbackError } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import type { Clock } from '../clock/clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { athletes, externalLogins, passwordResets, providerSessions, users } from '../db/schema';
import { assertNotCommonPassword } from './common-passwords';
import { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { mails } from '../mail/messages';
import { hashToken, newOpaqueToken } from './secrets';
import type { TokenService } from './tokens.service';

const RESET_TTL_MS = 60 * 60 * 1000;
// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane) keeps a sign-in near 20 ms on this hardware.
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const INVALID_CREDENTIALS = 'Email or password is incorrect.';
const SIGNUP_CONFLICT =
  'We could not create an account with these details. If you already have an account, sign in or reset your password.';
export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset the password.';

export function createAccountsService(
  db: Db,
  config: Config,
  tokens: TokenService,
  mailer: Mailer,
  clock: Clock,
) {
  // Verifying against a real hash when the email is unknown keeps sign-in timing from revealing accounts.
  const dummyHash = hash('not-a-real-password-Aa1', ARGON2_OPTIONS);

  /** A user and their athlete, written by `executor` (a transaction: never one without the other). */
  async function insertUserWithAthlete(
    executor: Db,
    email: string | null,
    passwordHash: string | null,
  ): Promise<string> {
    // The app's clock, not the database's: "days since sign-up" reads the same clock as "today".
    const createdAt = clock.now();
    const [user] = await executor
      .insert(users)
      .values({ email, passwordHash, createdAt })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw new ApiError(409, 'conflict', SIGNUP_CONFLICT);
    await executor.insert(athletes).values({ userId: user.id, createdAt });
    return user.id;
  }

  const createUserWithAthlete = (email: string | null, passwordHash: string | null) =>
    db.transaction((tx) => insertUserWithAthlete(tx as unknown as Db, email, passwordHash));

  async function signUp(email: string, password: string): Promise<string> {
    await assertNotCommonPassword(password, 'password', [email]);
    const userId = await createUserWithAthlete(email, await hash(password, ARGON2_OPTIONS));
    // Not awaited: a slow or refusing mail server must neither delay nor undo the sign-up (the
    // mailer logs the failure).
    void mailer.send(mails.welcome(email, config.publicUrl)).catch(() => undefined);
    return userId;
  }

  async function signIn(email: string, password: string): Promise<string> {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const isValid = await verify(user?.passwordHash ?? (await dummyHash), password);
    if (!user?.passwordHash || !isValid) throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
    return user.id;
  }

  async function startSession(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newOpaqueToken();
    const expiresAt = new Date(clock.now().getTime() + config.SESSION_TTL_DAYS * 86_400_000);
    await db.insert(providerSessions).values({ tokenHash: hashToken(token), userId, expiresAt });
    return { token, expiresAt };
  }

  async function resolveSession(token: string): Promise<string | null> {
    const [row] = await db
      .select({ userId: providerSessions.userId })
      .from(providerSessions)
      .where(
        and(
          eq(providerSessions.tokenHash, hashToken(token)),
          isNull(providerSessions.revokedAt),
          gt(providerSessions.expiresAt, clock.now()),
        ),
      );
    return row?.userId ?? null;
  }

  async function endSession(token: string): Promise<void> {
    await db
      .update(providerSessions)
      .set({ revokedAt: clock.now() })
      .where(eq(providerSessions.tokenHash, hashToken(token)));
  }

  async function requestPasswordReset(email: string): Promise<void> {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) return;
    const token = newOpaqueToken();
    await db.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(clock.now().getTime() + RESET_TTL_MS),
    });
    const link = `${config.publicUrl}/login?resetToken=${encodeURIComponent(token)}`;
    await mailer.send({
      to: email,
      subject: 'Reset your Tricoach password',
      text: `Someone asked to reset the password of your Tricoach account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
    });
  }

  async function confirmPasswordReset(token: string, password: string): Promise<void> {
    await assertNotCommonPassword(password, 'password');
    const passwordHash = await hash(password, ARGON2_OPTIONS);
    await db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, clock.now()),
          ),
        )
        .returning();
      if (!reset)
        throw new ApiError(
          400,
          'invalid_reset_token',
          'This reset link is invalid or has expired. Please ask for a new one.',
          [
            {
              field: 'token',
              message: 'This reset link is invalid or has expired. Please ask for a new one.',
            },
          ],
        );
      await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
      await tx
        .update(providerSessions)
        .set({ revokedAt: clock.now() })
        .where(eq(providerSessions.userId, reset.userId));
      // In the same transaction: a new password never stands while sessions of the old one live on.
      await tokens.revokeAllForUser(reset.userId, undefined, tx as unknown as Db);
    });
  }

  /**
   * A new password ends every other sign-in: other devices' refresh families and other browsers'
   * single-sign-on sessions (someone who knew the old password is out). The device that asked
   * stays signed in: its refresh family (`keep.familyId`) and its browser session (`keep.sessionToken`).
   */
  async function changePassword(
    userId: string,
    currentPassword: string,
    newPassword: string,
    keep: { familyId?: string | undefined; sessionToken?: string | undefined } = {},
  ): Promise<void> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user?.passwordHash || !(await verify(user.passwordHash, currentPassword))) {
      throw new ApiError(400, 'validation_failed', 'The current password is incorrect.', [
        { field: 'currentPassword', message: 'The current password is incorrect.' },
      ]);
    }
    await assertNotCommonPassword(newPassword, 'newPassword', user.email ? [user.email] : []);
    const passwordHash = await hash(newPassword, ARGON2_OPTIONS);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await tx
        .update(providerSessions)
        .set({ revokedAt: clock.now() })
        .where(
          and(
            eq(providerSessions.userId, userId),
            isNull(providerSessions.revokedAt),
            keep.sessionToken ? ne(providerSessions.tokenHash, hashToken(keep.sessionToken)) : undefined,
          ),
        );
      await tokens.revokeAllForUser(userId, keep.familyId, tx as unknown as Db);
    });
  }

  /** An external sign-in links by provider subject first, then by a verified email, else creates the account. */
  /**
   * The account of an external sign-in: the one linked to the provider's subject, else the one
   * with the same email when the provider vouches for it, else a new one. An email the provider
   * does not vouch for (Facebook's) never joins an existing account: whoever controls a Facebook
   * profile could otherwise claim any address on it and take the account over.
   */
  async function findOrCreateExternalUser(identity: {
    provider: string;
    subject: string;
    email: string | null;
    isEmailVerified: boolean;
  }): Promise<{ ok: true; userId: string } | { ok: false; error: 'email_in_use' }> {
    const { provider, subject, email } = identity;
    const [linked] = await db
      .select()
      .from(externalLogins)
      .where(and(eq(externalLogins.provider, provider), eq(externalLogins.subject, subject)));
    if (linked) return { ok: true, userId: linked.userId };
    const [byEmail] = email
      ? await db.select({ id: users.id }).from(users).where(eq(users.email, email))
      : [];
    if (byEmail && !identity.isEmailVerified) return { ok: false, error: 'email_in_use' };
    // The new account and its link in one transaction: never an account its sign-in cannot reach.
    // When another sign-in of the same subject linked first, its account is the one and ours goes.
    const userId = await db
      .transaction(async (tx) => {
        const executor = tx as unknown as Db;
        const created = byEmail?.id ?? (await insertUserWithAthlete(executor, email, null));
        const [link] = await executor
          .insert(externalLogins)
          .values({ provider, subject, userId: created })
          .onConflictDoNothing()
          .returning({ userId: externalLogins.userId });
        if (!link) tx.rollback();
        return created;
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
        const [winner] = await db
          .select()
          .from(externalLogins)
          .where(and(eq(externalLogins.provider, provider), eq(externalLogins.subject, subject)));
        if (!winner) throw error;
        return winner.userId;
      });
    return { ok: true, userId };
  }

  return {
    signUp,
    signIn,
    startSession,
    resolveSession,
    endSession,
    requestPasswordReset,
    confirmPasswordReset,
    changePassword,
    findOrCreateExternalUser,
  };
}
