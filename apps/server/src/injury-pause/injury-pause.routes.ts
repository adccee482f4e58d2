import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field } from '../http/openapi';

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
  const routes = athleteRoutes(app, { tag: 'injury-pause', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/injury-pause-reports',
    { summary: 'Injury and pause periods by start date', response: { 200: z.array(pauseView) } },
    async ({ athleteId, now }) => ctx.injuryPauses.list(athleteId, now),
  );

  routes.post(
    '/api/v1/app/injury-pause-reports',
    { summary: 'Add an injury or pause', body: pauseBodyDoc, response: { 201: pauseView } },
    async ({ athleteId, now, request }) => ctx.injuryPauses.create(athleteId, request.body, now),
  );

  routes.get(
    '/api/v1/app/injury-pause-reports/:injuryPauseId',
    { summary: 'One injury or pause', params: pauseParams, response: { 200: pauseView } },
    async ({ athleteId, now, request }) => ctx.injuryPauses.get(athleteId, request.params.injuryPauseId, now),
  );

  routes.put(
    '/api/v1/app/injury-pause-reports/:injuryPauseId',
    {
      summary: 'Change an injury or pause',
      params: pauseParams,
      body: pauseBodyDoc,
      response: { 200: pauseView },
    },
    async ({ athleteId, now, request }) =>
      ctx.injuryPauses.update(athleteId, request.params.injuryPauseId, request.body, now),
  );

  routes.delete(
    '/api/v1/app/injury-pause-reports/:injuryPauseId',
    { summary: 'Delete an injury or pause', params: pauseParams, response: { 204: z.null() } },
    async ({ athleteId, request }) => {
      await ctx.injuryPauses.remove(athleteId, request.params.injuryPauseId);
    },
  );
}
