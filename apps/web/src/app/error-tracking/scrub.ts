import type { Event } from '@sentry/react';
import { scrubEventText, withoutQuery } from '@tricoach/core/privacy';

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
    ...scrubEventText(event),
    ...(event.request ? { request: scrubRequest(event.request) } : {}),
    ...(event.transaction ? { transaction: withoutQuery(event.transaction) } : {}),
  };
}
