import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable, isRejectedInput } from '../db/database-errors';

export interface FieldError {
  field: string;
  message: string;
}

/** The one error body of the whole API (docs/api.md). `message` is always fit to show a user. */
export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** The `x-request-id` of the answer: quoted to support, it finds the request's log lines. */
  requestId: z.string().optional(),
});
type ErrorBody = z.infer<typeof errorBodySchema>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
    };
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const unauthorized = (message = 'Please sign in again.') => new ApiError(401, 'unauthorized', message);
export const badRequest = (field: string, message: string) =>
  new ApiError(400, 'validation_failed', message, [{ field, message }]);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'rate_limited',
    'Too many attempts. Please wait a few minutes and try again.',
    undefined,
    {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  );

/** A zod failure outside Fastify's schema step (e.g. a service re-checking input). */
export function fromZodError(error: z.ZodError): ApiError {
  const fieldErrors = error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  return new ApiError(400, 'validation_failed', fieldErrors[0]?.message ?? 'Invalid request', fieldErrors);
}

const statusCodes: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'The request could not be read.' },
  401: { code: 'unauthorized', message: 'Please sign in again.' },
  403: { code: 'forbidden', message: 'You are not allowed to do this.' },
  404: { code: 'not_found', message: 'Not found' },
  405: { code: 'method_not_allowed', message: 'This method is not allowed here.' },
  406: { code: 'not_acceptable', message: 'This response type is not available.' },
  413: { code: 'payload_too_large', message: 'The upload is too large.' },
  415: { code: 'unsupported_media_type', message: 'This content type is not supported.' },
  429: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' },
};

function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    const fieldErrors = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body',
      message: issue.message ?? 'Invalid value',
    }));
    return new ApiError(400, 'validation_failed', fieldErrors[0]?.message ?? 'Invalid request', fieldErrors);
  }
  if (error instanceof z.ZodError) return fromZodError(error);
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const known = statusCodes[status] ?? {
      code: 'bad_request',
      message: 'The request could not be processed.',
    };
    return new ApiError(status, known.code, known.message);
  }
  if (isDatabaseUnavailable(error))
    return new ApiError(
      503,
      'service_unavailable',
      'Tricoach is briefly unavailable. Please try again in a moment.',
      undefined,
      { 'retry-after': '5' },
    );
  if (isRejectedInput(error)) return new ApiError(400, 'bad_request', 'The request could not be read.');
  return new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again later.');
}

const OAUTH_ERROR_CODES = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_token',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
]);

/** OAuth endpoints also speak RFC 6749 5.2 (`error`, `error_description`) so standard clients understand them. */
function oauthFields(error: ApiError) {
  const code = OAUTH_ERROR_CODES.has(error.code)
    ? error.code
    : error.status === 401 && error.code === 'unauthorized'
      ? 'invalid_token'
      : error.status === 429
        ? 'slow_down'
        : error.status >= 500
          ? 'server_error'
          : 'invalid_request';
  return { error: code, error_description: error.message };
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.headers) void reply.headers(error.headers);
  const isOAuth = reply.request.url.startsWith('/connect/');
  const body = { ...error.toBody(), requestId: reply.request.id };
  return reply
    .status(error.status)
    .type('application/json')
    .send(isOAuth ? { ...oauthFields(error), ...body } : body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    // A database refusing a value the guard let through: the guard has a gap worth closing.
    else if (isRejectedInput(error)) request.log.warn({ err: error }, 'input refused by the database');
    else request.log.info({ code: apiError.code, status: apiError.status }, apiError.message);
    return sendError(reply, apiError);
  });
}
