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

  /** A developer button: runs `act` on the caller's athlete, then answers what was done. */
  const developerAction = (
    url: string,
    summary: string,
    act: (athleteId: string) => Promise<unknown>,
    message: string,
  ) =>
    routes.post(url, { summary: developerCall(summary), response: { 200: done } }, async ({ athleteId }) => {
      await act(athleteId);
      return { message };
    });

  developerAction(
    '/api/v1/app/test/reset-thresholds',
    'thresholds back to unknown',
    developer.resetThresholds,
    'Thresholds reset. The coach estimates them again.',
  );

  developerAction(
    '/api/v1/app/reset-athlete',
    'the athlete as new (onboarding again), the account kept',
    developer.resetAthlete,
    'Athlete reset. Onboarding starts again.',
  );

  developerAction(
    '/api/v1/app/test/generate-plan',
    'build the plan again now',
    developer.generatePlan,
    'A new plan is being built.',
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
