import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

async function appWithHeaders() {
  const app = Fastify();
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'https://api.example'] },
    },
  });
  app.get('/answer', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  await app.register(async (scope) => {
    scope.get('/scoped', async () => ({ ok: true }));
  });
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('are on every answer: a route, one in a plugin scope, a failure and an unknown path', async () => {
    const app = await appWithHeaders();
    for (const url of ['/answer', '/scoped', '/fails', '/unknown']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://api.example");
      expect(response.headers).toMatchObject({
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
      });
    }
    await app.close();
  });
});
