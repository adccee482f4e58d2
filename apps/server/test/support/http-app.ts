import type { FastifyInstance } from 'fastify';

interface HttpInjectOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
  cookies?: Record<string, string>;
  /** Sent as X-Forwarded-For: the server must be started with TRUST_PROXY_HOPS=1 to believe it. */
  remoteAddress?: string;
}

/** What the tests read of an answer, as light-my-request gives it. */
export interface HttpResponse {
  statusCode: number;
  body: string;
  headers: Record<string, string>;
  cookies: { name: string; value: string }[];
  json<T = unknown>(): T;
}

/** One call over real HTTP, shaped like `app.inject`. */
export async function httpInject(baseUrl: string, options: HttpInjectOptions): Promise<HttpResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Uint8Array | undefined;
  if (typeof options.payload === 'string') body = options.payload;
  else if (options.payload instanceof Uint8Array) body = options.payload;
  else if (options.payload !== undefined) {
    body = JSON.stringify(options.payload);
    headers['content-type'] ??= 'application/json';
  }
  if (options.cookies)
    headers.cookie = Object.entries(options.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
  const response = await fetch(new URL(options.url, baseUrl), {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    statusCode: response.status,
    body: text,
    headers: Object.fromEntries(response.headers),
    cookies: response.headers.getSetCookie().map((cookie) => {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    }),
    json: <T>() => JSON.parse(text) as T,
  };
}

/**
 * A server running as its own OS process, reached over HTTP with the `inject` interface the test
 * helpers (athlete-factory, auth-flow) call, so the same flows run against it. Only `inject` exists.
 * A function as the address follows a server that was restarted on another port.
 */
export function httpApp(
  baseUrl: string | (() => string),
  /** Every call comes from this address (X-Forwarded-For; see HttpInjectOptions.remoteAddress). */
  from?: string,
): FastifyInstance {
  const url = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  return {
    inject: (options: HttpInjectOptions) => httpInject(url(), { remoteAddress: from, ...options }),
  } as unknown as FastifyInstance;
}
