import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: guards.requireAuth };
  const doc = (summary: string) => ({ tags: ['training plan'], summary, security: [{ bearer: [] }] });
  const athleteOf = (request: FastifyRequest) => authOf(request).athleteId;

  routes.get(
    '/api/v1/app/planned-sessions/:id/workout.fit',
    {
      ...common,
      schema: {
        ...doc(
          'The planned session as a FIT workout file for a watch or bike computer (a brick: one leg, `leg` from 0)',
        ),
        params: idParams,
        querystring: z.object({
          leg: z.coerce
            .number({ error: 'leg is the number of a brick’s leg, from 0' })
            .int({ error: 'leg is the number of a brick’s leg, from 0' })
            .min(0, { error: 'leg is the number of a brick’s leg, from 0' })
            .max(9, { error: 'A brick has at most 10 legs' })
            .optional(),
        }),
        response: { 200: z.unknown().describe('application/vnd.ant.fit'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await ctx.deviceWorkouts.fitWorkout(athleteOf(request), request.params.id, request.query.leg),
      ),
  );

  routes.get(
    '/api/v1/app/planned-sessions/:id/workout.zwo',
    {
      ...common,
      schema: {
        ...doc('A planned bike session as a Zwift workout (.zwo)'),
        params: idParams,
        response: { 200: z.unknown().describe('application/xml: a Zwift workout_file'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendFile(reply, await ctx.deviceWorkouts.zwoWorkout(athleteOf(request), request.params.id)),
  );
}
