import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { generateRequestId, registerRequestIds, requestScopedLogger } from './request-id';

interface LogLine {
  reqId?: string;
  msg: string;
}

async function appWithAService() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    genReqId: generateRequestId,
    bodyLimit: 1_048_576,
  });
  registerRequestIds(app);
  // A service built once at start, with the app's logger, like createContext's services.
  const log = requestScopedLogger(app.log);
  const service = async (what: string) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.info(`service ran for ${what}`);
  };
  app.get('/read', async () => {
    await service('read');
    return { ok: true };
  });
  app.post('/write', async (request) => {
    await service(`write ${(request.body as { n: number }).n}`);
    return { ok: true };
  });
  await app.ready();
  return { app, lines, log };
}

describe('requestScopedLogger', () => {
  it('writes a service line with the id of the request it serves, bodies included', async () => {
    const { app, lines } = await appWithAService();
    await app.inject({ url: '/read', headers: { 'x-request-id': 'read-1' } });
    await app.inject({
      method: 'POST',
      url: '/write',
      headers: { 'x-request-id': 'write-1' },
      payload: { n: 0 },
    });
    expect(lines.find((line) => line.msg === 'service ran for read')?.reqId).toBe('read-1');
    expect(lines.find((line) => line.msg === 'service ran for write 0')?.reqId).toBe('write-1');
    await app.close();
  });

  it('keeps two concurrent requests apart, over a real socket', async () => {
    const { app, lines } = await appWithAService();
    // Over a socket the body arrives in events of another async context than the request's hooks.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = (id: string, body: object) =>
      fetch(`${base}/write`, {
        method: 'POST',
        headers: { 'x-request-id': id, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // The second body spans many socket reads.
    await Promise.all([post('one', { n: 1 }), post('two', { n: 2, padding: 'x'.repeat(500_000) })]);
    expect(lines.find((line) => line.msg === 'service ran for write 1')?.reqId).toBe('one');
    expect(lines.find((line) => line.msg === 'service ran for write 2')?.reqId).toBe('two');
    await app.close();
  });

  it('writes without an id outside a request', async () => {
    const { app, lines, log } = await appWithAService();
    log.info('start-up line');
    expect(lines.find((line) => line.msg === 'start-up line')?.reqId).toBeUndefined();
    await app.close();
  });
});
