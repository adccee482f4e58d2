import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oneOfField } from '@tricoach/core';
import type { AppContext } from '../context';
import { authOf, ownKey } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field, errorResponses } from '../http/openapi';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: guards.requireAuth };
  const doc = (summary: string) => ({ tags: ['training volume'], summary, security: [{ bearer: [] }] });
  const athleteOf = (request: Parameters<typeof authOf>[0]) => authOf(request).athleteId;
  const service = ctx.trainingParameters;

  routes.post(
    '/api/v1/app/training-parameters/total',
    {
      ...common,
      schema: {
        ...doc('Set the weekly training capability (cycling plus running), seconds or h:mm'),
        body: secondsDoc,
        response: { 200: capabilityView, ...errorResponses },
      },
    },
    async (request) => service.setTotalCapability(athleteOf(request), request.body, ctx.clock.now()),
  );

  routes.post(
    '/api/v1/app/training-parameters/long',
    {
      ...common,
      schema: {
        ...doc('Set the long-session capability (the longer of ride and run), seconds or h:mm'),
        body: secondsDoc,
        response: { 200: capabilityView, ...errorResponses },
      },
    },
    async (request) => service.setLongCapability(athleteOf(request), request.body, ctx.clock.now()),
  );

  routes.get(
    '/api/v1/app/training-parameters/history',
    {
      ...common,
      schema: {
        ...doc('Capability history, newest first'),
        querystring: z.object({ kind: oneOfField(CAPABILITY_KINDS, 'Kind') }),
        response: { 200: z.array(historyEntry), ...errorResponses },
      },
    },
    async (request) => service.history(athleteOf(request), request.query.kind),
  );

  routes.get(
    '/api/v1/app/onboarding/average-weekly-session',
    {
      ...common,
      schema: {
        ...doc('Weekly volume: swim metres, ride and run seconds'),
        response: { 200: perSport, ...errorResponses },
      },
    },
    async (request) => service.getWeeklyAnswers(athleteOf(request)),
  );

  routes.post(
    '/api/v1/app/onboarding/average-weekly-session',
    {
      ...common,
      schema: {
        ...doc('Answer the weekly volume'),
        body: perSportDoc,
        response: { 200: perSport, ...errorResponses },
      },
    },
    async (request) => service.setWeeklyAnswers(athleteOf(request), request.body, ctx.clock.now()),
  );

  routes.get(
    '/api/v1/app/onboarding/average-long-session',
    {
      ...common,
      schema: {
        ...doc('Long sessions: swim metres, ride and run seconds'),
        response: { 200: perSport, ...errorResponses },
      },
    },
    async (request) => service.getLongAnswers(athleteOf(request)),
  );

  routes.post(
    '/api/v1/app/onboarding/average-long-session',
    {
      ...common,
      schema: {
        ...doc('Answer the long sessions'),
        body: perSportDoc,
        response: { 200: perSport, ...errorResponses },
      },
    },
    async (request) => service.setLongAnswers(athleteOf(request), request.body, ctx.clock.now()),
  );

  routes.get(
    '/api/v1/app/onboarding/trainingvolumehint/:key',
    {
      ...common,
      schema: {
        ...doc('Weekly hours the A race needs'),
        params: z.object({ key: z.string() }),
        response: {
          200: z.object({
            minimumHoursPerWeek: z.number().nullable(),
            recommendedHoursPerWeek: z.number().nullable(),
            message: z.string(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.volumeHint(ownKey(request, request.params.key), ctx.clock.now()),
  );

  routes.get(
    '/api/v1/app/training-volume/validate',
    {
      ...common,
      schema: {
        ...doc('Check a long session against the weekly hours'),
        querystring: z.object({
          hoursPerWeek: z.string().optional(),
          longSessionSeconds: z.string().optional(),
        }),
        response: {
          200: z.object({ isValid: z.boolean(), message: z.string().optional() }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.validateVolume(request.query),
  );

  routes.get(
    '/api/v1/app/onboarding/enduranceSportOptions',
    {
      ...common,
      schema: {
        ...doc('Other endurance sports (spec section 3)'),
        response: { 200: z.array(z.object({ value: z.string(), label: z.string() })), ...errorResponses },
      },
    },
    async () => service.enduranceSportOptions(),
  );

  routes.get(
    '/api/v1/app/settings/swim-parameters',
    {
      ...common,
      schema: {
        ...doc('Pool, swim unit and CSS (s/100 m)'),
        response: {
          200: z.object({
            poolLength: z.string(),
            swimUnit: z.string(),
            css: z.number(),
            isCssEstimated: z.boolean(),
            useVerbalSwimPace: z.boolean(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.swimParameters(athleteOf(request)),
  );
}
