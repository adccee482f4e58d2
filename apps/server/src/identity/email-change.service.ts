import { and, eq, gt, isNull } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { emailSchema } from '@tricoach/core';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { emailChanges, users } from '../db/schema';
import { ApiError, fromZodError, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { hashToken, newOpaqueToken } from './secrets';

const CONFIRMATION_TTL_MS = 60 * 60 * 1000;
export const EMAIL_CHANGE_REQUESTED =
  'We sent a confirmation link to the new address. The change takes effect when you open it.';
const INVALID_LINK = 'This confirmation link is invalid or has expired. Please ask for a new one.';
const EMAIL_TAKEN = 'This email cannot be used for your account.';

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'validation_failed', message, [{ field, message }]);

/**
 * Changing the sign-in email takes two steps: the current password proves it is the owner,
 * and a link to the new address proves the address is theirs. The old address is told.
 */
export function createEmailChangeService(
  db: Db,
  config: Config,
  mailer: Mailer,
  onIdentityChanged: (athleteId: string) => void,
) {
  async function request(
    userId: string,
    body: { newEmail?: unknown; password?: unknown },
    now: Date,
  ): Promise<void> {
    const parsedEmail = z.object({ newEmail: emailSchema }).safeParse({ newEmail: body.newEmail });
    if (!parsedEmail.success) throw fromZodError(parsedEmail.error);
    const { newEmail } = parsedEmail.data;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('Account not found');
    if (user.email === newEmail) throw fieldError('newEmail', 'This is already your email.');
    if (user.passwordHash) {
      const password = typeof body.password === 'string' ? body.password : '';
      if (!password) throw fieldError('password', 'Password is required');
      if (!(await verify(user.passwordHash, password)))
        throw fieldError('password', 'The password is incorrect.');
    }
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
    if (taken) throw fieldError('newEmail', EMAIL_TAKEN);
    const token = newOpaqueToken();
    await db.insert(emailChanges).values({
      tokenHash: hashToken(token),
      userId,
      newEmail,
      expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
    });
    const link = `${config.publicUrl}/app/settings/profile/edit/email?confirmEmailToken=${encodeURIComponent(token)}`;
    await mailer.send({
      to: newEmail,
      subject: 'Confirm your new Tricoach email',
      text: `Open this link in Tricoach to use this address for your account (it works once, for one hour):\n${link}\n\nIf you did not ask for this, ignore this email.`,
    });
    if (user.email) {
      await mailer.send({
        to: user.email,
        subject: 'Your Tricoach email is about to change',
        text: `Someone signed in to your Tricoach account asked to change its email to ${newEmail}.\nIf it was not you, change your password and contact support.`,
      });
    }
  }

  async function confirm(userId: string, athleteId: string, token: unknown, now: Date): Promise<string> {
    if (typeof token !== 'string' || token.length === 0) throw fieldError('token', INVALID_LINK);
    const email = await db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChanges.tokenHash, hashToken(token)),
            eq(emailChanges.userId, userId),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning();
      if (!change) throw fieldError('token', INVALID_LINK);
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, change.newEmail));
      if (taken && taken.id !== userId) throw fieldError('token', EMAIL_TAKEN);
      await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, userId));
      return change.newEmail;
    });
    onIdentityChanged(athleteId);
    return email;
  }

  return { request, confirm };
}
