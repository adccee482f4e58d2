import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appServingBuildForFile } from './support/web-build';

/** Issue 17: the built app's files go precompressed, API answers over 1 KB compressed. */
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

// A built web app as the build leaves it: each text file beside its .br and .gz copies.
const t = appServingBuildForFile({
  'index.html': '<!doctype html><title>Tricoach</title>',
  'assets/index-abc123.js': script,
  'assets/index-abc123.js.br': brotliCompressSync(script),
  'assets/index-abc123.js.gz': gzipSync(script),
});

describe('compression', () => {
  it('serves the brotli or gzip copy of a built file to a browser that accepts it', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses API answers over 1 KB, not the small ones', async () => {
    const big = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({ url: '/api/v1/version', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ version: expect.any(String) });
  });
});
