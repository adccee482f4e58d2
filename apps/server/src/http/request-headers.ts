import type { FastifyRequest } from 'fastify';

/**
 * The app's request headers (spec section 7; names in docs/api.md). Logged with each request
 * so a support question ("it failed on the forecast page") can be found in the logs.
 */
const CLIENT_HEADERS = {
  appVersion: 'x-app-version',
  environment: 'x-app-environment',
  apiVersion: 'x-api-version',
  currentPage: 'x-current-page',
  action: 'x-action',
} as const;

export function serializeRequest(request: FastifyRequest) {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value.slice(0, 200) : undefined;
  };
  return {
    method: request.method,
    url: request.url,
    remoteAddress: request.ip,
    appVersion: header(CLIENT_HEADERS.appVersion),
    environment: header(CLIENT_HEADERS.environment),
    apiVersion: header(CLIENT_HEADERS.apiVersion),
    currentPage: header(CLIENT_HEADERS.currentPage),
    action: header(CLIENT_HEADERS.action),
  };
}
