import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';

/** Developer calls (not in production: 404 there). Each acts on the caller's own athlete only. */
export function registerDeveloperRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'developer', guards, clock: ctx.clock, perMinute: 30 });
  const { developer } = ctx;
  const developerCall = (summary: string) => `Developer: ${summary} (not in production)`;
  const done = z.object({ message: z.string() });

  routes.post(
    '/api/v1/app/test/reset-thresholds',
    { summary: developerCall('thresholds back to unknown'), response: { 200: done } },
    async ({ athleteId }) => {
      await developer.resetThresholds(athleteId);
      return { message: 'Thresholds reset. The coach estimates them again.' };
    },
  );

  routes.post(
    '/api/v1/app/reset-athlete',
    {
      summary: developerCall('the athlete as new (onboarding again), the account kept'),
      response: { 200: done },
    },
    async ({ athleteId }) => {
      await developer.resetAthlete(athleteId);
      return { message: 'Athlete reset. Onboarding starts again.' };
    },
  );

  routes.post(
    '/api/v1/app/test/generate-plan',
    { summary: developerCall('build the plan again now'), response: { 200: done } },
    async ({ athleteId }) => {
      await developer.generatePlan(athleteId);
      return { message: 'A new plan is being built.' };
    },
  );

  routes.post(
    '/api/v1/app/test/end-trial',
    {
      summary: developerCall('the trial ends now'),
      response: { 200: done.extend({ trialExpiresAtUtc: z.string() }) },
    },
    async ({ athleteId }) => {
      const expiredAt = await developer.endTrial(athleteId);
      return { message: 'The trial has ended.', trialExpiresAtUtc: expiredAt.toISOString() };
    },
  );

  routes.post(
    '/api/v1/app/test/send-push',
    { summary: developerCall("a test push to the athlete's browsers"), response: { 200: done } },
    async ({ athleteId }) => {
      const delivered = await developer.sendTestPush(athleteId);
      return { message: `A test push was sent to ${delivered} ${delivered === 1 ? 'device' : 'devices'}.` };
    },
  );

  routes.post(
    '/api/v1/app/test/send-email',
    { summary: developerCall("a test e-mail to the account's address"), response: { 200: done } },
    async ({ auth }) => {
      const to = await developer.sendTestEmail(auth.userId);
      return { message: `A test e-mail was sent to ${to}.` };
    },
  );
}
