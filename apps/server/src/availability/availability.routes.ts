import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ownKey } from '../http/auth';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';

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
  const routes = athleteRoutes(app, { tag: 'availability', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/availability/:key',
    { summary: 'The weekly availability', params: keyParams, response: { 200: weekView } },
    async ({ request }) => ctx.availability.get(ownKey(request, request.params.key)),
  );

  routes.post(
    '/api/v1/app/availability/:key',
    {
      summary: 'Replace the weekly availability',
      params: keyParams,
      body: weekBody,
      response: { 200: weekView },
    },
    async ({ request }) => ctx.availability.save(ownKey(request, request.params.key), request.body),
  );

  routes.post(
    '/api/v1/app/availability/validate/:key',
    {
      summary: 'Check a weekly availability against the A race',
      params: keyParams,
      body: weekBody,
      response: { 200: z.object({ isValid: z.boolean(), issues: z.array(issue) }) },
    },
    async ({ now, request }) =>
      ctx.availability.validate(ownKey(request, request.params.key), request.body, now),
  );

  routes.get(
    '/api/v1/app/availability/min-long-session-durations',
    {
      summary: 'Minimum long bike and run durations for the A race',
      response: { 200: z.object({ bike: z.number(), run: z.number(), raceType: z.string().nullable() }) },
    },
    async ({ athleteId, now }) => ctx.availability.minimumLongSessions(athleteId, now),
  );
}
