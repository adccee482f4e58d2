import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localDate } from '@tricoach/core';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AccountAttemptLimiter } from '../http/account-limiter';
import { authOf } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field, errorResponses } from '../http/openapi';
import { clearIdentityCookies } from '../identity/cookies';
import { ACCOUNT_DELETED } from './account-deletion';
import { exportAccount } from './account-export';

export function registerAccountDataRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ tags: ['account'], summary, security: [{ bearer: [] }] });
  // A stolen access token must not be a way to guess the password (as on a password change).
  const passwordAttempts = new AccountAttemptLimiter(
    ctx.rateLimitCounter,
    ctx.config.RATE_LIMIT_ACCOUNT_PER_15_MINUTES,
    15 * 60_000,
  );

  routes.get(
    '/api/v1/app/account/export',
    {
      onRequest: guards.requireAuth,
      // Reads every table of the athlete and writes a FIT file per workout: a few a minute is plenty.
      config: { rateLimit: { max: 6, timeWindow: '1 minute' } },
      schema: {
        ...doc('Everything stored about the athlete: a ZIP with JSON and each recorded workout as FIT'),
        produces: ['application/zip'],
        response: { 200: z.unknown().describe('application/zip'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, athleteId } = authOf(request);
      const now = ctx.clock.now();
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="tricoach-export-${localDate(now, 'UTC')}.zip"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportAccount(ctx.db, { userId, athleteId }, now)));
    },
  );

  routes.delete(
    '/api/v1/app/account',
    {
      onRequest: guards.requireAuth,
      config: { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        ...doc(
          'Delete the account and all its data (the password confirms; none for Apple, Google or Facebook sign-in)',
        ),
        body: z
          .object({ password: field.string('The current password') })
          .partial()
          .optional(),
        response: { 200: z.object({ message: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, athleteId } = authOf(request);
      await passwordAttempts.hit(`delete:${userId}`);
      const password = request.body?.password;
      await ctx.deleteAccount({ userId, athleteId }, typeof password === 'string' ? password : undefined);
      clearIdentityCookies(reply);
      return { message: ACCOUNT_DELETED };
    },
  );
}
