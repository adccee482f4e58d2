import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../athlete-data/test-support';
import { WEB_CLIENT_ID } from './config';

const bootScript = readFileSync(path.resolve(import.meta.dirname, '../../public/boot.js'), 'utf8');

describe('the early refresh of public/boot.js (issue 17)', () => {
  // Each test evaluates the module anew: it takes the early refresh when it is evaluated.
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    delete window.__tricoachEarlyRefresh;
    vi.unstubAllGlobals();
  });

  it('is the app’s first refresh; later ones are the app’s own', async () => {
    const fetchMock = vi.fn(async () => json({ access_token: 'second' }));
    vi.stubGlobal('fetch', fetchMock);
    window.__tricoachEarlyRefresh = Promise.resolve(json({ access_token: 'first' }));
    const { refreshWithCookie } = await import('./token-endpoint');
    await expect(refreshWithCookie()).resolves.toMatchObject({ access_token: 'first' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(refreshWithCookie()).resolves.toMatchObject({ access_token: 'second' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is marked taken once the app has started, so a late boot script starts none', async () => {
    await import('./token-endpoint');
    expect(window.__tricoachEarlyRefresh).toBeNull();
    expect(bootScript).toContain('window.__tricoachEarlyRefresh === null');
  });

  it('sends what the app’s own refresh sends', () => {
    expect(bootScript).toContain(`body: 'grant_type=refresh_token&client_id=${WEB_CLIENT_ID}'`);
    expect(bootScript).toContain("fetch('/connect/token'");
    expect(bootScript).toContain("credentials: 'same-origin'");
  });
});
