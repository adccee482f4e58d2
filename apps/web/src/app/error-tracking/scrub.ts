import type { Breadcrumb, Event } from '@sentry/react';

const SECRETS: [RegExp, string][] = [
  [
    /("?(?:password|newPassword|currentPassword|secret|token|refresh_token|access_token|id_token|code|code_verifier|state)"?\s*[:=]\s*)("[^"]*"|[^\s&,}]+)/gi,
    '$1[redacted]',
  ],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [redacted]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
];

/** Emails, tokens and secret fields out of a text (an error message may quote what was typed). */
export function redactText(text: string): string {
  return SECRETS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Sign-in codes, reset links and calendar tokens travel in query strings and fragments. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

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
