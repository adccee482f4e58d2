import type { Breadcrumb, Event } from '@sentry/react';
import { redactText, withoutQuery } from '@tricoach/core/privacy';

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const data = breadcrumb.data
    ? Object.fromEntries(
        Object.entries(breadcrumb.data).map(([key, value]) => [
          key,
          typeof value === 'string'
            ? ['url', 'from', 'to'].includes(key)
              ? withoutQuery(value)
              : redactText(value)
            : value,
        ]),
      )
    : undefined;
  return {
    ...breadcrumb,
    ...(breadcrumb.message ? { message: redactText(breadcrumb.message) } : {}),
    ...(data ? { data } : {}),
  };
}

function scrubRequest(request: Event['request']): Event['request'] {
  if (!request) return request;
  const referer = request.headers?.Referer ?? request.headers?.referer;
  const userAgent = request.headers?.['User-Agent'] ?? request.headers?.['user-agent'];
  return {
    ...(request.url ? { url: withoutQuery(request.url) } : {}),
    headers: {
      ...(userAgent ? { 'User-Agent': userAgent } : {}),
      ...(referer ? { Referer: withoutQuery(referer) } : {}),
    },
  };
}

/** The last step before a report leaves the browser: no person, query strings, cookies or secrets. */
export function scrubEvent<E extends Event>(event: E): E {
  return {
    ...event,
    user: undefined,
    ...(event.message ? { message: redactText(event.message) } : {}),
    ...(event.request ? { request: scrubRequest(event.request) } : {}),
    ...(event.transaction ? { transaction: withoutQuery(event.transaction) } : {}),
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
  };
}
