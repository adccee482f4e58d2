import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from './errors';

/** Error responses every route may give, so the generated OpenAPI documents the one shape. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
} as const;

/** `GET /api/v1/odata/plannedsession/:key` → `getV1OdataPlannedsessionByKey`: stable, unique, URL-safe. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') || part.startsWith('{') ? `by-${part.replace(/[:{}]/g, '')}` : part))
    .flatMap((part) => part.split('-'));
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod transform, then what a client generator needs: an operationId on every operation and
 * `security: []` on the public ones (a protected route names its bearer itself).
 */
type DocumentedSchema = FastifySchema & {
  operationId?: string;
  security?: readonly Record<string, readonly string[]>[];
};

export function openApiTransform(args: TransformArgs): { schema: FastifySchema; url: string } {
  const transformed = jsonSchemaTransform(args);
  const method = [args.route.method].flat()[0] ?? 'get';
  const schema = transformed.schema as DocumentedSchema;
  return {
    ...transformed,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, args.url),
      security: schema.security ?? [],
    },
  };
}

type JsonSchema = Record<string, unknown>;
const described = (schema: JsonSchema, description?: string) =>
  z.unknown().meta(description ? { ...schema, description } : schema);
const HOURS_MINUTES = { type: 'string', pattern: '^\\d{1,3}:[0-5]\\d$' };
const MINUTES_SECONDS = { type: 'string', pattern: '^\\d{1,2}:[0-5]\\d$' };

/**
 * Body fields a service checks itself, in the athlete's units and with the spec's messages (a
 * route-level check would answer with generic ones): the route accepts any value, and the
 * document still tells a client the field's type.
 */
export const checkedByService = {
  string: (description?: string) => described({ type: 'string' }, description),
  email: (description?: string) => described({ type: 'string', format: 'email' }, description),
  date: (description?: string) => described({ type: 'string', format: 'date' }, description),
  number: (description?: string) => described({ type: 'number' }, description),
  integer: (description?: string) => described({ type: 'integer' }, description),
  boolean: (description?: string) => described({ type: 'boolean' }, description),
  oneOf: (values: readonly string[], description?: string) =>
    described({ type: 'string', enum: [...values] }, description),
  strings: (description?: string) => described({ type: 'array', items: { type: 'string' } }, description),
  object: (description?: string) => described({ type: 'object', additionalProperties: true }, description),
  /** A number, or digits as text (forms send what the athlete typed). */
  numeric: (description?: string) =>
    described({ oneOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d+(\\.\\d+)?$' }] }, description),
  /** Seconds, or `h:mm` as a person types it. */
  duration: (description?: string) =>
    described({ oneOf: [{ type: 'integer', minimum: 0 }, HOURS_MINUTES] }, description),
  /** A pace or test time, `m:ss`. */
  minutesSeconds: (description?: string) => described(MINUTES_SECONDS, description),
};
