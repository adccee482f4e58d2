import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { generate } from 'selfsigned';

export interface ReceivedPush {
  name: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID JWT's claims, after its signature was checked with the key in the header. */
  vapid: { aud: unknown; sub: unknown; exp: unknown };
  /** The payload, decrypted with the subscription's private key and auth secret (RFC 8291). */
  payload: unknown;
}

/** P-256 public key, uncompressed point in base64url (what `k=` carries), as a JWK. */
function jwkOf(key: string) {
  const raw = Buffer.from(key, 'base64url');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
}

/**
 * A Web Push service on loopback (https), as a browser vendor runs one (integrations.md): it takes
 * `POST /push/<name>` with `Authorization: vapid t=<JWT>, k=<key>` and an aes128gcm body,
 * checks the VAPID signature, decrypts the body as the browser would, and answers 201; a
 * subscription marked gone answers 410.
 */
export async function startPushService() {
  const subscriptions = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];

  // Push services are https (web-push speaks nothing else): a certificate for 127.0.0.1 that the
  // app under test trusts through `agent` (ContextOverrides.pushAgent).
  const pems = await generate(undefined, {
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const name = (request.url ?? '').replace(/^\/push\//, '');
        const subscription = subscriptions.get(name);
        if (!subscription || gone.has(name)) return response.writeHead(gone.has(name) ? 410 : 404).end();
        try {
          const match = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(request.headers.authorization ?? '');
          if (!match?.[1] || !match[2]) throw new Error('no VAPID authorization');
          if (decodeProtectedHeader(match[1]).alg !== 'ES256') throw new Error('VAPID must be ES256');
          const { payload: claims } = await jwtVerify(match[1], await importJWK(jwkOf(match[2]), 'ES256'));
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const body = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: subscription.ecdh,
            authSecret: subscription.auth,
          });
          received.push({
            name,
            ttl: request.headers.ttl as string | undefined,
            urgency: request.headers.urgency as string | undefined,
            vapid: { aud: claims.aud, sub: claims.sub, exp: claims.exp },
            payload: JSON.parse(body.toString('utf8')) as unknown,
          });
          response.writeHead(201).end();
        } catch (error) {
          refused.push(`${name}: ${(error as Error).message}`);
          response.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    received,
    refused,
    origin: `https://127.0.0.1:${port}`,
    /** What the app under test sends through: it trusts this service's certificate. */
    agent: new https.Agent({ ca: pems.cert, keepAlive: false }),
    /** A browser's PushSubscription.toJSON() for a new subscriber. */
    subscribe(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(name, { ecdh, auth });
      return {
        endpoint: `https://127.0.0.1:${port}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** The browser unsubscribed: the service answers 410 Gone from now on. */
    expire: (name: string) => void gone.add(name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushService>>;
