import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';
import { dismissFirstWorkoutPopup } from './coach-notifications';

const category = z.enum(['feedback', 'other'], { error: 'Category must be feedback or other' });

const notificationView = z.object({
  id: z.uuid(),
  kind: z.string(),
  category,
  title: z.string(),
  body: z.string(),
  route: z.string().nullable(),
  isRead: z.boolean(),
  wasDeleted: z.boolean(),
  createdAt: z.string(),
});

const notificationParams = z.object({ notificationId: z.string() });
const notificationPatch = z
  .strictObject({
    isRead: z.boolean({ error: 'isRead must be true or false' }).optional(),
    wasDeleted: z.boolean({ error: 'wasDeleted must be true or false' }).optional(),
  })
  .refine((body) => body.isRead !== undefined || body.wasDeleted !== undefined, {
    error: 'Send isRead or wasDeleted',
  });

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: guards.requireAuth };
  const doc = (summary: string) => ({ tags: ['notifications'], summary, security: [{ bearer: [] }] });
  const athleteOf = (request: Parameters<typeof authOf>[0]) => authOf(request).athleteId;

  routes.get(
    '/api/v1/odata/notification',
    {
      ...common,
      schema: {
        ...doc('Notifications, newest first (expired and deleted ones left out)'),
        querystring: z.object({ category: category.optional() }),
        response: { 200: z.array(notificationView), ...errorResponses },
      },
    },
    async (request) => ctx.notifications.list(athleteOf(request), request.query.category, ctx.clock.now()),
  );

  routes.get(
    '/api/v1/odata/notification/:notificationId',
    {
      ...common,
      schema: {
        ...doc('One notification'),
        params: notificationParams,
        response: { 200: notificationView, ...errorResponses },
      },
    },
    async (request) =>
      ctx.notifications.get(athleteOf(request), request.params.notificationId, ctx.clock.now()),
  );

  routes.patch(
    '/api/v1/odata/notification/:notificationId',
    {
      ...common,
      schema: {
        ...doc('Mark a notification read or deleted'),
        params: notificationParams,
        body: notificationPatch,
        response: { 200: notificationView, ...errorResponses },
      },
    },
    async (request) =>
      ctx.notifications.patch(
        athleteOf(request),
        request.params.notificationId,
        request.body,
        ctx.clock.now(),
      ),
  );

  routes.post(
    '/api/v1/app/first-workout-popup/dismiss',
    {
      ...common,
      schema: {
        ...doc('The first-workout page was seen: stop opening it'),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await dismissFirstWorkoutPopup(ctx.db, athleteOf(request), ctx.identity.invalidate);
      return reply.status(204).send(null);
    },
  );
}
