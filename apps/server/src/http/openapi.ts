import { errorBodySchema } from './errors';

/** Error responses every route may give, so the generated OpenAPI documents the one shape. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
} as const;
