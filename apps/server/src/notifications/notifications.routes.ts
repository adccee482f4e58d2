import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
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
  const routes = athleteRoutes(app, { tag: 'notifications', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/odata/notification',
    {
      summary: 'Notifications, newest first (expired and deleted ones left out)',
      querystring: z.object({ category: category.optional() }),
      response: { 200: z.array(notificationView) },
    },
    async ({ athleteId, now, request }) => ctx.notifications.list(athleteId, request.query.category, now),
  );

  routes.get(
    '/api/v1/odata/notification/:notificationId',
    { summary: 'One notification', params: notificationParams, response: { 200: notificationView } },
    async ({ athleteId, now, request }) =>
      ctx.notifications.get(athleteId, request.params.notificationId, now),
  );

  routes.patch(
    '/api/v1/odata/notification/:notificationId',
    {
      summary: 'Mark a notification read or deleted',
      params: notificationParams,
      body: notificationPatch,
      response: { 200: notificationView },
    },
    async ({ athleteId, now, request }) =>
      ctx.notifications.patch(athleteId, request.params.notificationId, request.body, now),
  );

  routes.post(
    '/api/v1/app/first-workout-popup/dismiss',
    { summary: 'The first-workout page was seen: stop opening it', response: { 204: z.null() } },
    async ({ athleteId }) => {
      await dismissFirstWorkoutPopup(ctx.db, athleteId, ctx.identity.invalidate);
    },
  );
}
