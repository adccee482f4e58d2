import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';

/** Developer calls (not in production: 404 there). Each acts on the caller's own athlete only. */
export function registerDeveloperRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { developer } = ctx;
  const common = {
    onRequest: guards.requireAuth,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  };
  const doc = (summary: string) => ({
    tags: ['developer'],
    summary: `Developer: ${summary} (not in production)`,
    security: [{ bearer: [] }],
  });
  const done = z.object({ message: z.string() });

  routes.post(
    '/api/v1/app/test/reset-thresholds',
    {
      ...common,
      schema: { ...doc('thresholds back to unknown'), response: { 200: done, ...errorResponses } },
    },
    async (request) => {
      await developer.resetThresholds(authOf(request).athleteId);
      return { message: 'Thresholds reset. The coach estimates them again.' };
    },
  );

  routes.post(
    '/api/v1/app/reset-athlete',
    {
      ...common,
      schema: {
        ...doc('the athlete as new (onboarding again), the account kept'),
        response: { 200: done, ...errorResponses },
      },
    },
    async (request) => {
      await developer.resetAthlete(authOf(request).athleteId);
      return { message: 'Athlete reset. Onboarding starts again.' };
    },
  );

  routes.post(
    '/api/v1/app/test/generate-plan',
    { ...common, schema: { ...doc('build the plan again now'), response: { 200: done, ...errorResponses } } },
    async (request) => {
      await developer.generatePlan(authOf(request).athleteId);
      return { message: 'A new plan is being built.' };
    },
  );

  routes.post(
    '/api/v1/app/test/end-trial',
    {
      ...common,
      schema: {
        ...doc('the trial ends now'),
        response: { 200: done.extend({ trialExpiresAtUtc: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const expiredAt = await developer.endTrial(authOf(request).athleteId);
      return { message: 'The trial has ended.', trialExpiresAtUtc: expiredAt.toISOString() };
    },
  );

  routes.post(
    '/api/v1/app/test/send-push',
    {
      ...common,
      schema: { ...doc("a test push to the athlete's browsers"), response: { 200: done, ...errorResponses } },
    },
    async (request) => {
      const delivered = await developer.sendTestPush(authOf(request).athleteId);
      return { message: `A test push was sent to ${delivered} ${delivered === 1 ? 'device' : 'devices'}.` };
    },
  );

  routes.post(
    '/api/v1/app/test/send-email',
    {
      ...common,
      schema: {
        ...doc("a test e-mail to the account's address"),
        response: { 200: done, ...errorResponses },
      },
    },
    async (request) => {
      const to = await developer.sendTestEmail(authOf(request).userId);
      return { message: `A test e-mail was sent to ${to}.` };
    },
  );
}
