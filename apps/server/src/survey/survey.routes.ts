import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';
import { SEAN_ELLIS_ANSWERS } from './sean-ellis.service';
import { UI_EVENT_TYPES } from './ui-events';

const METADATA_MAX_BYTES = 4096;

const uiEventBody = z.object({
  EventType: z.enum(UI_EVENT_TYPES, { error: `EventType must be one of ${UI_EVENT_TYPES.join(', ')}` }),
  Action: z
    .string({ error: 'Action is required' })
    .trim()
    .min(1, 'Action is required')
    .max(200, 'Action must be at most 200 characters'),
  Page: z
    .string({ error: 'Page is required' })
    .trim()
    .min(1, 'Page is required')
    .max(500, 'Page must be at most 500 characters'),
  MetaData: z
    .record(z.string(), z.unknown(), { error: 'MetaData must be an object' })
    .refine((value) => JSON.stringify(value).length <= METADATA_MAX_BYTES, {
      message: `MetaData must be at most ${METADATA_MAX_BYTES} characters of JSON`,
    })
    .optional(),
});

export function registerSurveyRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ tags: ['survey'], summary, security: [{ bearer: [] }] });
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  routes.post(
    '/api/v1/app/sean-ellis-answer',
    {
      onRequest: guards.requireAuth,
      config: perMinute(30),
      schema: {
        ...doc('Answer "How would you feel if you could no longer use Tricoach?"'),
        body: z.object({
          answer: z.enum(SEAN_ELLIS_ANSWERS, {
            error: `Answer must be one of ${SEAN_ELLIS_ANSWERS.join(', ')}`,
          }),
        }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ctx.seanEllis.answer(authOf(request).athleteId, request.body.answer);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/v1/app/sean-ellis-feedback',
    {
      onRequest: guards.requireAuth,
      config: perMinute(30),
      schema: {
        ...doc('Feedback after the Sean Ellis answer (409 before an answer)'),
        body: z.object({
          feedback: z
            .string({ error: 'Feedback is required' })
            .trim()
            .min(1, 'Feedback is required')
            .max(2000, 'Feedback must be at most 2000 characters'),
        }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ctx.seanEllis.feedback(authOf(request).athleteId, request.body.feedback);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/v1/app/sean-ellis-not-now',
    {
      onRequest: guards.requireAuth,
      config: perMinute(30),
      schema: {
        ...doc('Not now: the question comes back in two weeks'),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ctx.seanEllis.notNow(authOf(request).athleteId);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/v1/app/ui-event',
    {
      onRequest: guards.requireAuth,
      config: perMinute(240),
      schema: {
        ...doc(
          'Record a use of the app: a page view, a click, a dialog, a push or in-app notification action',
        ),
        body: uiEventBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { EventType, Action, Page, MetaData } = request.body;
      await ctx.uiEvents.record(authOf(request).athleteId, {
        eventType: EventType,
        action: Action,
        page: Page,
        metadata: MetaData ?? {},
      });
      return reply.status(204).send(null);
    },
  );
}
