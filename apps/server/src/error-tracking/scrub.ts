import type { Breadcrumb, ErrorEvent } from '@sentry/node';
import { redactText, withoutQuery } from '@tricoach/core/privacy';

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

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      /password|secret|token|authorization|cookie/i.test(key) ? '[redacted]' : scrubValue(item, depth + 1),
    ]),
  );
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return {
    ...breadcrumb,
    ...(breadcrumb.message ? { message: redactText(breadcrumb.message) } : {}),
    ...(breadcrumb.data
      ? {
          data: Object.fromEntries(
            Object.entries(breadcrumb.data).map(([key, value]) => [
              key,
              typeof value === 'string' && ['url', 'from', 'to'].includes(key)
                ? withoutQuery(value)
                : scrubValue(value),
            ]),
          ),
        }
      : {}),
  };
}

/**
 * The last step before an event leaves the server (Sentry's beforeSend): whatever an integration
 * or a future change put on it, no credentials, bodies, cookies, query strings or addresses go out.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { request } = event;
  const scrubbed: ErrorEvent = {
    ...event,
    user: undefined,
    ...(event.message ? { message: redactText(event.message) } : {}),
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
    ...(event.exception?.values
      ? {
          exception: {
            ...event.exception,
            values: event.exception.values.map((exception) => ({
              ...exception,
              ...(exception.value ? { value: redactText(exception.value) } : {}),
            })),
          },
        }
      : {}),
    ...(event.breadcrumbs ? { breadcrumbs: event.breadcrumbs.map(scrubBreadcrumb) } : {}),
    ...(event.extra ? { extra: scrubValue(event.extra) as Record<string, unknown> } : {}),
  };
  return scrubbed;
}
