import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: Record<string, unknown>;
}

export interface ReceivedEnvelope {
  projectId: string;
  /** The DSN's public key, from the query (`sentry_key`) or the X-Sentry-Auth header. */
  publicKey: string | null;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The envelope as it arrived (decompressed): for "this text is nowhere in it" checks. */
  raw: string;
}

/**
 * Splits an envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a header line, then
 * items, each a header line and a payload that runs `length` bytes or to the end of its line.
 */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const readLine = () => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const line = readLine();
    if (!line.trim()) continue;
    const itemHeader = JSON.parse(line) as EnvelopeItem['header'];
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else payload = readLine();
    items.push({ header: itemHeader, payload: JSON.parse(payload) as Record<string, unknown> });
  }
  return { header, items };
}

function publicKeyOf(request: IncomingMessage, url: URL): string | null {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  const auth = request.headers['x-sentry-auth'];
  return (typeof auth === 'string' && /sentry_key=([^,\s]+)/.exec(auth)?.[1]) || null;
}

/**
 * Sentry's (and GlitchTip's) ingest endpoint on loopback: `POST /api/<project id>/envelope/`, what
 * `@sentry/node` and `@sentry/react` send to. Browsers post cross-origin, so it answers CORS.
 */
export async function startSentryStandIn() {
  const envelopes: ReceivedEnvelope[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'Content-Type, X-Sentry-Auth',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.method !== 'POST' || !match) {
      response.writeHead(404, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const received = Buffer.concat(chunks);
        const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(received) : received;
        envelopes.push({
          projectId: match[1] ?? '',
          publicKey: publicKeyOf(request, url),
          ...parseEnvelope(body),
          raw: body.toString('utf8'),
        });
        response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
      } catch {
        response.writeHead(400, cors).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Every event item received so far (errors; not sessions or transactions). */
  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload),
    );

  return {
    origin,
    envelopes,
    events,
    dsn: (projectId = 42, publicKey = 'standinpublickey') =>
      `${origin.replace('://', `://${publicKey}@`)}/${projectId}`,
    /** Resolves once `count` events have arrived; rejects after `timeoutMs`. */
    async waitForEvents(count: number, timeoutMs = 5000) {
      const deadline = performance.now() + timeoutMs;
      while (events().length < count) {
        if (performance.now() > deadline)
          throw new Error(`the Sentry stand-in got ${events().length} of ${count} events`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events();
    },
    clear: () => void envelopes.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SentryStandIn = Awaited<ReturnType<typeof startSentryStandIn>>;
