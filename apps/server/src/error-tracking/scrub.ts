import type { ErrorEvent } from '@sentry/node';
import { scrubEventText, scrubValue, withoutQuery } from '@tricoach/core/privacy';

/**
 * Headers an error report may carry: what the app says about itself, never credentials
 * (Authorization, Cookie), and nothing a proxy adds about the person (X-Forwarded-For).
 */
export const KEPT_HEADERS = new Set([
  'user-agent',
  'content-type',
  'accept',
  'x-app-version',
  'x-app-environment',
  'x-api-version',
  'x-action',
  'x-current-page',
  'x-request-id',
]);

/**
 * The last step before an event leaves the server (Sentry's beforeSend): whatever an integration
 * or a future change put on it, no credentials, bodies, cookies, query strings or addresses go out.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { request } = event;
  const scrubbed: ErrorEvent = {
    ...event,
    user: undefined,
    ...scrubEventText(event),
    ...(request
      ? {
          request: {
            method: request.method,
            ...(request.url ? { url: withoutQuery(request.url) } : {}),
            headers: Object.fromEntries(
              Object.entries(request.headers ?? {})
                .filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()))
                .map(([name, value]) => [name, name === 'x-current-page' ? withoutQuery(value) : value]),
            ),
          },
        }
      : {}),
    ...(event.extra ? { extra: scrubValue(event.extra) as Record<string, unknown> } : {}),
  };
  return scrubbed;
}
