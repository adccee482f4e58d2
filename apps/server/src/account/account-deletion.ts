import { eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import type { Db } from '../db/database';
import { supportTickets, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';

export const WRONG_PASSWORD = 'The password is incorrect.';
export const ACCOUNT_DELETED = 'Your account and all its data have been deleted.';

interface DeletionDeps {
  db: Db;
  mailer: Mailer;
  log: { warn: (details: object, message: string) => void };
  /** Deregisters at Garmin and removes the pushed workouts (Garmin unreachable does not stop it). */
  disconnectGarmin: (athleteId: string) => Promise<void>;
  /** Access tokens of the account stop working in this process at once (others: tokens.service). */
  forgetAccount: (userId: string) => void;
  invalidateIdentity: (athleteId: string) => void;
}

/**
 * Deletes an account and everything of its athlete. The password proves the owner asks (an
 * account that signs in only with Apple, Google or Facebook has none: the signed-in token is
 * the proof). One statement removes the user; every athlete table cascades from it, so a crash
 * leaves either all or nothing. Support tickets would outlive it (kept for support otherwise),
 * so they go in the same transaction.
 */
export function createAccountDeletion(deps: DeletionDeps) {
  return async function deleteAccount(
    owner: { userId: string; athleteId: string },
    password: string | undefined,
  ): Promise<void> {
    const [user] = await deps.db.select().from(users).where(eq(users.id, owner.userId));
    if (!user) throw new ApiError(404, 'not_found', 'Account not found');
    if (user.passwordHash) {
      if (!password)
        throw new ApiError(400, 'validation_failed', 'Password is required', [
          { field: 'password', message: 'Password is required' },
        ]);
      if (!(await verify(user.passwordHash, password)))
        throw new ApiError(403, 'forbidden', WRONG_PASSWORD, [
          { field: 'password', message: WRONG_PASSWORD },
        ]);
    }
    await deps.disconnectGarmin(owner.athleteId);
    await deps.db.transaction(async (tx) => {
      await tx.delete(supportTickets).where(eq(supportTickets.athleteId, owner.athleteId));
      await tx.delete(users).where(eq(users.id, owner.userId));
    });
    deps.forgetAccount(owner.userId);
    deps.invalidateIdentity(owner.athleteId);
    if (user.email)
      await deps.mailer
        .send({
          to: user.email,
          subject: 'Your Tricoach account is deleted',
          text: `${ACCOUNT_DELETED}\n\nYour plan, workouts, check-ins and connections are gone, and the GARMIN® Connect link (if you had one) is removed. Nothing more will be sent to this address.\n\nIf you did not ask for this, reply to this email.\n\nTricoach`,
        })
        .catch((error: unknown) => deps.log.warn({ err: error }, 'account deletion mail not sent'));
  };
}
