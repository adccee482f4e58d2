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

  routes.post(
    '/api/v1/app/training-parameters/total',
    {
      summary: 'Set the weekly training capability (cycling plus running), seconds or h:mm',
      body: secondsDoc,
      response: { 200: capabilityView },
    },
    async ({ athleteId, now, request }) => service.setTotalCapability(athleteId, request.body, now),
  );

  routes.post(
    '/api/v1/app/training-parameters/long',
    {
      summary: 'Set the long-session capability (the longer of ride and run), seconds or h:mm',
      body: secondsDoc,
      response: { 200: capabilityView },
    },
    async ({ athleteId, now, request }) => service.setLongCapability(athleteId, request.body, now),
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

  routes.get(
    '/api/v1/app/onboarding/average-weekly-session',
    { summary: 'Weekly volume: swim metres, ride and run seconds', response: { 200: perSport } },
    async ({ athleteId }) => service.getWeeklyAnswers(athleteId),
  );

  routes.post(
    '/api/v1/app/onboarding/average-weekly-session',
    { summary: 'Answer the weekly volume', body: perSportDoc, response: { 200: perSport } },
    async ({ athleteId, now, request }) => service.setWeeklyAnswers(athleteId, request.body, now),
  );

  routes.get(
    '/api/v1/app/onboarding/average-long-session',
    { summary: 'Long sessions: swim metres, ride and run seconds', response: { 200: perSport } },
    async ({ athleteId }) => service.getLongAnswers(athleteId),
  );

  routes.post(
    '/api/v1/app/onboarding/average-long-session',
    { summary: 'Answer the long sessions', body: perSportDoc, response: { 200: perSport } },
    async ({ athleteId, now, request }) => service.setLongAnswers(athleteId, request.body, now),
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
