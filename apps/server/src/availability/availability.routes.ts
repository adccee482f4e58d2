import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf, ownKey } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';

const slotView = z.object({
  durationMinutes: z.number(),
  duration: z.number(),
  modalities: z.array(z.string()),
});
const weekView = z.object({
  Monday: z.array(slotView),
  Tuesday: z.array(slotView),
  Wednesday: z.array(slotView),
  Thursday: z.array(slotView),
  Friday: z.array(slotView),
  Saturday: z.array(slotView),
  Sunday: z.array(slotView),
});
/** Validated by core's availabilitySchema in the service; documents the shape. */
const weekBody = z.record(z.string(), z.unknown());
const keyParams = z.object({ key: z.string() });
const issue = z.object({ code: z.string(), message: z.string(), sport: z.string().optional() });

export function registerAvailabilityRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: guards.requireAuth };
  const doc = (summary: string) => ({ tags: ['availability'], summary, security: [{ bearer: [] }] });

  routes.get(
    '/api/v1/app/availability/:key',
    {
      ...common,
      schema: {
        ...doc('The weekly availability'),
        params: keyParams,
        response: { 200: weekView, ...errorResponses },
      },
    },
    async (request) => ctx.availability.get(ownKey(request, request.params.key)),
  );

  routes.post(
    '/api/v1/app/availability/:key',
    {
      ...common,
      schema: {
        ...doc('Replace the weekly availability'),
        params: keyParams,
        body: weekBody,
        response: { 200: weekView, ...errorResponses },
      },
    },
    async (request) => ctx.availability.save(ownKey(request, request.params.key), request.body),
  );

  routes.post(
    '/api/v1/app/availability/validate/:key',
    {
      ...common,
      schema: {
        ...doc('Check a weekly availability against the A race'),
        params: keyParams,
        body: weekBody,
        response: { 200: z.object({ isValid: z.boolean(), issues: z.array(issue) }), ...errorResponses },
      },
    },
    async (request) =>
      ctx.availability.validate(ownKey(request, request.params.key), request.body, ctx.clock.now()),
  );

  routes.get(
    '/api/v1/app/availability/min-long-session-durations',
    {
      ...common,
      schema: {
        ...doc('Minimum long bike and run durations for the A race'),
        response: {
          200: z.object({ bike: z.number(), run: z.number(), raceType: z.string().nullable() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ctx.availability.minimumLongSessions(authOf(request).athleteId, ctx.clock.now()),
  );
}
