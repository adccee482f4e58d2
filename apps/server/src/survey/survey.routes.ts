import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
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
  const routes = athleteRoutes(app, { tag: 'survey', guards, clock: ctx.clock, perMinute: 30 });

  routes.post(
    '/api/v1/app/sean-ellis-answer',
    {
      summary: 'Answer "How would you feel if you could no longer use Tricoach?"',
      body: z.object({
        answer: z.enum(SEAN_ELLIS_ANSWERS, {
          error: `Answer must be one of ${SEAN_ELLIS_ANSWERS.join(', ')}`,
        }),
      }),
      response: { 204: z.null() },
    },
    async ({ athleteId, request }) => {
      await ctx.seanEllis.answer(athleteId, request.body.answer);
    },
  );

  routes.post(
    '/api/v1/app/sean-ellis-feedback',
    {
      summary: 'Feedback after the Sean Ellis answer (409 before an answer)',
      body: z.object({
        feedback: z
          .string({ error: 'Feedback is required' })
          .trim()
          .min(1, 'Feedback is required')
          .max(2000, 'Feedback must be at most 2000 characters'),
      }),
      response: { 204: z.null() },
    },
    async ({ athleteId, request }) => {
      await ctx.seanEllis.feedback(athleteId, request.body.feedback);
    },
  );

  routes.post(
    '/api/v1/app/sean-ellis-not-now',
    { summary: 'Not now: the question comes back in two weeks', response: { 204: z.null() } },
    async ({ athleteId }) => {
      await ctx.seanEllis.notNow(athleteId);
    },
  );

  routes.post(
    '/api/v1/app/ui-event',
    {
      summary:
        'Record a use of the app: a page view, a click, a dialog, a push or in-app notification action',
      body: uiEventBody,
      response: { 204: z.null() },
      perMinute: 240,
    },
    async ({ athleteId, request }) => {
      const { EventType, Action, Page, MetaData } = request.body;
      await ctx.uiEvents.record(athleteId, {
        eventType: EventType,
        action: Action,
        page: Page,
        metadata: MetaData ?? {},
      });
    },
  );
}
