import type { paths } from './schema.gen';

/**
 * Types of the API contract, taken from the generated schema (schema.gen.ts, made from the
 * server's routes), so the web client cannot drift from what the server answers.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessOf<O> = O extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 202 ? JsonOf<Responses[Status]> : never;
    }[keyof Responses]
  : never;

/** The JSON a successful call answers, e.g. `ApiResponse<'/api/v1/app/dashboard-status', 'get'>`. */
export type ApiResponse<P extends keyof paths, M extends Method = 'get'> = SuccessOf<Operation<P, M>>;

/** The JSON body a call takes. */
export type ApiRequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;
