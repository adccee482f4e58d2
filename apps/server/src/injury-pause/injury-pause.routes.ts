import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field, errorResponses } from '../http/openapi';

const pauseView = z.object({
  id: z.uuid(),
  injuryPauseType: z.enum(['Injury', 'Pause']),
  startDate: z.string(),
  endDate: z.string().nullable(),
  excludedModalities: z.array(z.string()),
  status: z.enum(['active', 'upcoming', 'past']),
});
/** Checked by the service with core's injuryPauseSchema (spec messages); this documents the fields. */
const pauseBodyDoc = z
  .object({
    injuryPauseType: field.oneOf(['Injury', 'Pause']),
    startDate: field.date(),
    endDate: field.date('Optional: open-ended without it'),
    excludedModalities: field.strings('swimming, cycling, running, strengthtraining'),
  })
  .partial();
const pauseParams = z.object({ injuryPauseId: z.string() });

export function registerInjuryPauseRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: guards.requireAuth };
  const doc = (summary: string) => ({ tags: ['injury-pause'], summary, security: [{ bearer: [] }] });
  const athleteOf = (request: Parameters<typeof authOf>[0]) => authOf(request).athleteId;

  routes.get(
    '/api/v1/app/injury-pause-reports',
    {
      ...common,
      schema: {
        ...doc('Injury and pause periods by start date'),
        response: { 200: z.array(pauseView), ...errorResponses },
      },
    },
    async (request) => ctx.injuryPauses.list(athleteOf(request), ctx.clock.now()),
  );

  routes.post(
    '/api/v1/app/injury-pause-reports',
    {
      ...common,
      schema: {
        ...doc('Add an injury or pause'),
        body: pauseBodyDoc,
        response: { 201: pauseView, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await ctx.injuryPauses.create(athleteOf(request), request.body, ctx.clock.now())),
  );

  routes.get(
    '/api/v1/app/injury-pause-reports/:injuryPauseId',
    {
      ...common,
      schema: {
        ...doc('One injury or pause'),
        params: pauseParams,
        response: { 200: pauseView, ...errorResponses },
      },
    },
    async (request) =>
      ctx.injuryPauses.get(athleteOf(request), request.params.injuryPauseId, ctx.clock.now()),
  );

  routes.put(
    '/api/v1/app/injury-pause-reports/:injuryPauseId',
    {
      ...common,
      schema: {
        ...doc('Change an injury or pause'),
        params: pauseParams,
        body: pauseBodyDoc,
        response: { 200: pauseView, ...errorResponses },
      },
    },
    async (request) =>
      ctx.injuryPauses.update(
        athleteOf(request),
        request.params.injuryPauseId,
        request.body,
        ctx.clock.now(),
      ),
  );

  routes.delete(
    '/api/v1/app/injury-pause-reports/:injuryPauseId',
    {
      ...common,
      schema: {
        ...doc('Delete an injury or pause'),
        params: pauseParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ctx.injuryPauses.remove(athleteOf(request), request.params.injuryPauseId);
      return reply.status(204).send(null);
    },
  );
}
