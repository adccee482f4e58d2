import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import type { DeviceFile } from './device-workouts.service';

const idParams = z.object({ id: z.string() });

const sendFile = (reply: FastifyReply, file: DeviceFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);

export function registerDeviceWorkoutRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: RouteGuards,
): void {
  const routes = athleteRoutes(app, { tag: 'training plan', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/planned-sessions/:id/workout.fit',
    {
      summary:
        'The planned session as a FIT workout file for a watch or bike computer (a brick: one leg, `leg` from 0)',
      params: idParams,
      querystring: z.object({
        leg: z.coerce
          .number({ error: 'leg is the number of a brick’s leg, from 0' })
          .int({ error: 'leg is the number of a brick’s leg, from 0' })
          .min(0, { error: 'leg is the number of a brick’s leg, from 0' })
          .max(9, { error: 'A brick has at most 10 legs' })
          .optional(),
      }),
      response: { 200: z.unknown().describe('application/vnd.ant.fit') },
    },
    async ({ athleteId, request, reply }) =>
      sendFile(reply, await ctx.deviceWorkouts.fitWorkout(athleteId, request.params.id, request.query.leg)),
  );

  routes.get(
    '/api/v1/app/planned-sessions/:id/workout.zwo',
    {
      summary: 'A planned bike session as a Zwift workout (.zwo)',
      params: idParams,
      response: { 200: z.unknown().describe('application/xml: a Zwift workout_file') },
    },
    async ({ athleteId, request, reply }) =>
      sendFile(reply, await ctx.deviceWorkouts.zwoWorkout(athleteId, request.params.id)),
  );
}
