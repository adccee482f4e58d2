import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Clock } from '../clock/clock';
import type { AccessClaims } from '../identity/tokens.service';
import { authOf } from './auth';
import type { RouteGuards } from './guards';
import { errorResponses } from './openapi';

/** What one route declares: its OpenAPI summary, the input it validates and its success answers. */
export interface AthleteRouteSchema extends FastifySchema {
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /**
   * The answers by status, e.g. `{ 200: view }`; the group's error answers are added to them. A
   * route with one success status answers with it: `{ 201: view }` sends what the handler returns
   * as 201 Created, `{ 204: z.null() }` sends 204 No Content once the handler is done.
   */
  response: Record<number, z.ZodType>;
  /** Media types of a body that is not JSON (an upload), for the OpenAPI document. */
  consumes?: string[];
  /** Media type of an answer that is not JSON (a file), for the OpenAPI document. */
  produces?: string[];
  /** Requests per minute one caller may make (the app's default limit without it). */
  perMinute?: number;
  /** The largest body accepted, in bytes (the app's 1 MB without it). */
  bodyLimit?: number;
}

/** Fastify's own handler type for a route with this schema: request and reply typed from its zod schemas. */
type FastifyHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** What a handler is given: who is asking (from the bearer token, never from the path), the time, the request. */
export interface AthleteCall<S extends FastifySchema> {
  athleteId: string;
  auth: AccessClaims;
  /** The app clock's now, read once as the request reaches its handler. */
  now: Date;
  request: Parameters<FastifyHandler<S>>[0];
  reply: Parameters<FastifyHandler<S>>[1];
}

type AthleteHandler<S extends FastifySchema> = (call: AthleteCall<S>) => ReturnType<FastifyHandler<S>>;

type AddRoute = <const S extends AthleteRouteSchema>(
  url: string,
  schema: S,
  handler: AthleteHandler<S>,
) => void;

interface AthleteRouteGroup {
  /** The OpenAPI tag of the group's routes. */
  tag: string;
  guards: RouteGuards;
  clock: Clock;
  /** The error answers every route of the group documents (default: the API's 400, 401, 404, 429). */
  errors?: Record<number, z.ZodType>;
  /** Requests per minute one caller may make on each route of the group (a route's own `perMinute` wins). */
  perMinute?: number;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * The routes a signed-in athlete calls, written once: each one checks the bearer token before
 * anything else (`guards.requireAuth`), documents the bearer, its group's tag and the error
 * answers, and hands its handler the athlete the token names.
 *
 * ```ts
 * const routes = athleteRoutes(app, { tag: 'goals', guards, clock: ctx.clock });
 * routes.get('/api/v1/app/goals', { summary: 'Race goals', response: { 200: z.array(goalView) } },
 *   async ({ athleteId, now }) => ctx.goals.list(athleteId, now));
 * ```
 */
export function athleteRoutes(app: FastifyInstance, group: AthleteRouteGroup) {
  const errors = group.errors ?? errorResponses;
  const add =
    (method: HTTPMethods): AddRoute =>
    (url, { summary, response, perMinute = group.perMinute, bodyLimit, ...documented }, handler) => {
      const successes = Object.keys(response).map(Number).filter(isSuccess);
      const success = successes.length === 1 ? successes[0] : undefined;
      app.route({
        method,
        url,
        onRequest: group.guards.requireAuth,
        ...(perMinute === undefined
          ? {}
          : { config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } } }),
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        schema: {
          tags: [group.tag],
          summary,
          security: [{ bearer: [] }],
          ...documented,
          response: { ...response, ...errors },
        },
        handler: (request, reply) => {
          if (success !== undefined && success !== 200) void reply.code(success);
          const auth = authOf(request);
          // The schema above is what Fastify validated the request with: the typed view is safe.
          const call = { athleteId: auth.athleteId, auth, now: group.clock.now(), request, reply };
          return handler(call as unknown as Parameters<typeof handler>[0]);
        },
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE') };
}
