import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { localDate } from '@tricoach/core';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AccountAttemptLimiter } from '../http/account-limiter';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field } from '../http/openapi';
import { clearIdentityCookies } from '../identity/cookies';
import { ACCOUNT_DELETED } from './account-deletion';
import { exportAccount } from './account-export';

export function registerAccountDataRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'account', guards, clock: ctx.clock });
  // A stolen access token must not be a way to guess the password (as on a password change).
  const passwordAttempts = new AccountAttemptLimiter(
    ctx.rateLimitCounter,
    ctx.config.RATE_LIMIT_ACCOUNT_PER_15_MINUTES,
    15 * 60_000,
  );

  routes.get(
    '/api/v1/app/account/export',
    {
      summary: 'Everything stored about the athlete: a ZIP with JSON and each recorded workout as FIT',
      produces: ['application/zip'],
      response: { 200: z.unknown().describe('application/zip') },
      // Reads every table of the athlete and writes a FIT file per workout: a few a minute is plenty.
      perMinute: 6,
    },
    async ({ athleteId, auth, now, reply }) =>
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="tricoach-export-${localDate(now, 'UTC')}.zip"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportAccount(ctx.db, { userId: auth.userId, athleteId }, now))),
  );

  routes.delete(
    '/api/v1/app/account',
    {
      summary:
        'Delete the account and all its data (the password confirms; none for Apple, Google or Facebook sign-in)',
      body: z
        .object({ password: field.string('The current password') })
        .partial()
        .optional(),
      response: { 200: z.object({ message: z.string() }) },
      perMinute: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE,
    },
    async ({ athleteId, auth, request, reply }) => {
      const { userId } = auth;
      await passwordAttempts.hit(`delete:${userId}`);
      const password = request.body?.password;
      await ctx.deleteAccount({ userId, athleteId }, typeof password === 'string' ? password : undefined);
      clearIdentityCookies(reply);
      return { message: ACCOUNT_DELETED };
    },
  );
}
