import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';

const subscription = z.object({ url: z.string(), webcalUrl: z.string() });

export function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'calendar', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/calendar-feed',
    { summary: 'The private calendar feed URL (created on first call)', response: { 200: subscription } },
    async ({ athleteId }) => ctx.calendarFeed.subscription(athleteId),
  );

  routes.post(
    '/api/v1/app/calendar-feed/reset',
    { summary: 'A new feed URL; the old one stops working', response: { 200: subscription } },
    async ({ athleteId }) => ctx.calendarFeed.reset(athleteId),
  );

  // Public on purpose: calendar apps cannot send a bearer token, the unguessable token is the credential.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/calendar/:token.ics',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['calendar'],
        summary: 'The iCalendar feed of planned sessions (no bearer: the token in the URL is the credential)',
        params: z.object({ token: z.string() }),
        produces: ['text/calendar'],
        response: {
          200: z.string().describe('An iCalendar (RFC 5545) document'),
          404: errorResponses[404],
          429: errorResponses[429],
        },
      },
    },
    async (request, reply) => {
      const ics = await ctx.calendarFeed.feed(request.params.token, ctx.clock.now());
      if (ics === null) throw notFound('Calendar not found');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', 'inline; filename="tricoach.ics"')
        .send(ics);
    },
  );
}
