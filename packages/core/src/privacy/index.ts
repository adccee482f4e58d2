/**
 * privacy/: what error reports and logs may not carry, shared by the server and the web app so
 * both take out the same things (no zod, no dates: the web's first load imports it).
 */

const SECRETS: [RegExp, string][] = [
  // A JSON, form or query field whose name says it is secret: the value goes, the name stays.
  [
    /("?(?:password|newPassword|oldPassword|currentPassword|secret|token|refresh_token|access_token|id_token|code|code_verifier|state|client_secret|apiKey)"?\s*[:=]\s*)("[^"]*"|[^\s&,}]+)/gi,
    '$1[redacted]',
  ],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [redacted]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
];

/** Takes emails, tokens and secret fields out of a text that may quote input (an error message). */
export function redactText(text: string): string {
  return SECRETS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A URL without its query and fragment: sign-in codes, reset and calendar tokens travel there. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

const SECRET_KEY = /password|secret|token|authorization|cookie/i;

/** Any value an error report carries: texts redacted, secret-named fields emptied, nested objects too. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : scrubValue(item, depth + 1),
    ]),
  );
}

/** The parts of a Sentry breadcrumb (browser or Node SDK) that can quote a person or a secret. */
interface BreadcrumbLike {
  message?: string;
  data?: Record<string, unknown>;
}

/** A breadcrumb with its message redacted and its data scrubbed; navigation URLs lose their query. */
export function scrubBreadcrumb<B extends BreadcrumbLike>(breadcrumb: B): B {
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

/** The parts of a Sentry event that both SDKs fill alike: its message, exceptions and breadcrumbs. */
interface EventLike {
  message?: string;
  exception?: { values?: { value?: string }[] };
  breadcrumbs?: BreadcrumbLike[];
}

/** Those parts scrubbed, to spread over the event: each app adds what only it sends (request, extra). */
export function scrubEventText<E extends EventLike>(
  event: E,
): Pick<E, 'message' | 'exception' | 'breadcrumbs'> {
  return {
    ...(event.message ? { message: redactText(event.message) } : {}),
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
  } as Pick<E, 'message' | 'exception' | 'breadcrumbs'>;
}
