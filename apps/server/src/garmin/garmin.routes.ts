import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ownKey } from '../http/auth';
import { errorBodySchema, notFound, unauthorized } from '../http/errors';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';

const backfillStatus = z.object({
  connected: z.boolean(),
  state: z.enum(['none', 'running', 'done', 'historicalDataOff']),
  total: z.number().int(),
  done: z.number().int(),
  percent: z.number().int(),
  historicalDataDenied: z.boolean(),
  message: z.string().nullable(),
});

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Back-fill deliveries hold weeks of summaries: more than the API's usual 1 MB. */
const WEBHOOK_BODY_LIMIT = 16 * 1_048_576;

export function registerGarminRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'garmin', guards, clock: ctx.clock });
  const publicRoutes = app.withTypeProvider<ZodTypeProvider>();
  const service = ctx.garmin;
  const base = '/api/v1/integration/garmin';

  routes.get(
    `${base}/auth/request-token/:athleteId`,
    {
      summary: 'Start connecting GARMIN® Connect: the authorisation URL to open (OAuth 2 with PKCE)',
      params: z.object({ athleteId: z.string() }),
      querystring: z.object({
        redirectTo: z
          .string()
          .max(300)
          .optional()
          .describe(
            'In-app path to return to after Garmin (default: the onboarding success or restrictions page)',
          ),
      }),
      response: { 200: z.object({ url: z.string() }), 503: errorBodySchema },
    },
    async ({ request }) =>
      service.requestToken(ownKey(request, request.params.athleteId), request.query.redirectTo),
  );

  routes.get(
    `${base}/auth/is-connected`,
    { summary: 'Whether the athlete has GARMIN® Connect connected', response: { 200: z.boolean() } },
    async ({ athleteId }) => service.isConnected(athleteId),
  );

  routes.get(
    `${base}/auth/has-required-permissions`,
    {
      summary: 'Whether the athlete granted the permissions the coach needs (activities and health data)',
      response: { 200: z.boolean(), 409: errorBodySchema, 502: errorBodySchema },
    },
    async ({ athleteId }) => service.hasRequiredPermissions(athleteId),
  );

  routes.post(
    `${base}/auth/disconnect`,
    {
      summary: 'Disconnect GARMIN® Connect (deregisters at Garmin, removes the pushed workouts)',
      response: { 204: z.null() },
    },
    async ({ athleteId }) => {
      await service.disconnect(athleteId);
    },
  );

  routes.get(
    `${base}/backfill-status`,
    {
      summary: 'Progress of the history import from GARMIN® Connect after connecting',
      response: { 200: backfillStatus },
    },
    async ({ athleteId }) => service.backfillStatus(athleteId),
  );

  // Garmin sends the browser here after consent: no bearer token, the single-use state is the credential.
  publicRoutes.get(
    `${base}/callback`,
    {
      schema: {
        // A browser redirect, not a call a client makes (docs/api.md): kept out of the API document.
        hide: true,
        tags: ['garmin'],
        summary: 'OAuth redirect target of GARMIN® Connect; continues in the web app',
        querystring: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
        }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => reply.redirect(await service.completeAuthorization(request.query), 302),
  );

  // Garmin's webhooks are not signed (issue 13): a secret path per deployment and Garmin's client id header.
  publicRoutes.post(
    `${base}/webhook/:secret`,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // A stray control character in one activity's name must not bounce a whole delivery:
      // Garmin does not send it twice. The job reads only the fields it knows (input-guard.ts).
      config: { inputGuard: false },
      schema: {
        tags: ['garmin'],
        summary:
          'GARMIN® Connect notifications (activities, dailies, HRV, sleep, deregistrations, permission changes); processed by a job',
        params: z.object({ secret: z.string() }),
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.object({ accepted: z.boolean() }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (
        !service.webhookSecret ||
        !service.clientId ||
        !sameText(request.params.secret, service.webhookSecret)
      )
        throw notFound();
      const clientId = request.headers['garmin-client-id'];
      if (typeof clientId !== 'string' || !sameText(clientId, service.clientId))
        throw unauthorized('Unknown GARMIN® client.');
      await service.acceptWebhook(request.body);
      return { accepted: true };
    },
  );
}
