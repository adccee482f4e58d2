import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { oneOfField } from '@tricoach/core';
import type { AppContext } from '../context';
import { ownKey } from '../http/auth';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field } from '../http/openapi';
import { CAPABILITY_KINDS } from './training-parameters.service';

const capabilityView = z.object({ total: z.number(), long: z.number() });
const historyEntry = z.object({
  value: z.number(),
  source: z.enum(['Onboarding', 'UserChanged', 'Automated']),
  createdAt: z.string(),
});
const perSport = z.object({
  swimming: z.number().nullable(),
  cycling: z.number().nullable(),
  running: z.number().nullable(),
});
/** Checked by the service (seconds or h:mm, core's bounds and rules); this documents the fields. */
const secondsDoc = z.object({ seconds: field.duration() }).partial();
const perSportDoc = z
  .object({ swimming: field.numeric('Metres'), cycling: field.duration(), running: field.duration() })
  .partial();

export function registerTrainingParameterRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: RouteGuards,
): void {
  const routes = athleteRoutes(app, { tag: 'training volume', guards, clock: ctx.clock });
  const service = ctx.trainingParameters;

  /** A capability set from seconds or h:mm; the answer is both capabilities. */
  const capabilityRoute = (
    url: string,
    summary: string,
    set: (athleteId: string, body: unknown, now: Date) => Promise<z.infer<typeof capabilityView>>,
  ) =>
    routes.post(
      url,
      { summary, body: secondsDoc, response: { 200: capabilityView } },
      async ({ athleteId, now, request }) => set(athleteId, request.body, now),
    );

  /** An onboarding question answered per sport, read (GET) and answered (POST) at one URL. */
  const perSportQuestion = (
    url: string,
    summaries: { read: string; answer: string },
    read: (athleteId: string) => Promise<z.infer<typeof perSport>>,
    answer: (athleteId: string, body: unknown, now: Date) => Promise<z.infer<typeof perSport>>,
  ) => {
    routes.get(url, { summary: summaries.read, response: { 200: perSport } }, async ({ athleteId }) =>
      read(athleteId),
    );
    routes.post(
      url,
      { summary: summaries.answer, body: perSportDoc, response: { 200: perSport } },
      async ({ athleteId, now, request }) => answer(athleteId, request.body, now),
    );
  };

  capabilityRoute(
    '/api/v1/app/training-parameters/total',
    'Set the weekly training capability (cycling plus running), seconds or h:mm',
    service.setTotalCapability,
  );

  capabilityRoute(
    '/api/v1/app/training-parameters/long',
    'Set the long-session capability (the longer of ride and run), seconds or h:mm',
    service.setLongCapability,
  );

  routes.get(
    '/api/v1/app/training-parameters/history',
    {
      summary: 'Capability history, newest first',
      querystring: z.object({ kind: oneOfField(CAPABILITY_KINDS, 'Kind') }),
      response: { 200: z.array(historyEntry) },
    },
    async ({ athleteId, request }) => service.history(athleteId, request.query.kind),
  );

  perSportQuestion(
    '/api/v1/app/onboarding/average-weekly-session',
    { read: 'Weekly volume: swim metres, ride and run seconds', answer: 'Answer the weekly volume' },
    service.getWeeklyAnswers,
    service.setWeeklyAnswers,
  );

  perSportQuestion(
    '/api/v1/app/onboarding/average-long-session',
    { read: 'Long sessions: swim metres, ride and run seconds', answer: 'Answer the long sessions' },
    service.getLongAnswers,
    service.setLongAnswers,
  );

  routes.get(
    '/api/v1/app/onboarding/trainingvolumehint/:key',
    {
      summary: 'Weekly hours the A race needs',
      params: z.object({ key: z.string() }),
      response: {
        200: z.object({
          minimumHoursPerWeek: z.number().nullable(),
          recommendedHoursPerWeek: z.number().nullable(),
          message: z.string(),
        }),
      },
    },
    async ({ now, request }) => service.volumeHint(ownKey(request, request.params.key), now),
  );

  routes.get(
    '/api/v1/app/training-volume/validate',
    {
      summary: 'Check a long session against the weekly hours',
      querystring: z.object({
        hoursPerWeek: z.string().optional(),
        longSessionSeconds: z.string().optional(),
      }),
      response: { 200: z.object({ isValid: z.boolean(), message: z.string().optional() }) },
    },
    async ({ request }) => service.validateVolume(request.query),
  );

  routes.get(
    '/api/v1/app/onboarding/enduranceSportOptions',
    {
      summary: 'Other endurance sports (spec section 3)',
      response: { 200: z.array(z.object({ value: z.string(), label: z.string() })) },
    },
    async () => service.enduranceSportOptions(),
  );

  routes.get(
    '/api/v1/app/settings/swim-parameters',
    {
      summary: 'Pool, swim unit and CSS (s/100 m)',
      response: {
        200: z.object({
          poolLength: z.string(),
          swimUnit: z.string(),
          css: z.number(),
          isCssEstimated: z.boolean(),
          useVerbalSwimPace: z.boolean(),
        }),
      },
    },
    async ({ athleteId }) => service.swimParameters(athleteId),
  );
}
