import { describe, expect, it } from 'vitest';
import { appServingBuildForFile } from './support/web-build';

/**
 * Issue 17 (Lighthouse): the web build writes copies of index.html that preload the chunks of
 * the screens a visit usually starts on (`entry/login.html` for /login); the SPA fallback sends
 * the copy for that path and index.html for every other one.
 */
const INDEX = '<!doctype html><title>Tricoach</title>';
const LOGIN = '<!doctype html><title>Tricoach</title><link rel="modulepreload" href="/assets/LoginPage.js">';
const DASHBOARD =
  '<!doctype html><title>Tricoach</title><link rel="modulepreload" href="/assets/Dashboard.js">';

const t = appServingBuildForFile({
  'index.html': INDEX,
  'entry/login.html': LOGIN,
  'entry/app/dashboard.html': DASHBOARD,
});

describe('entry pages', () => {
  it('answers an entry screen with its own copy of the app page, revalidated like index.html', async () => {
    for (const url of ['/login', '/login?redirect=%2Fapp%2Fdashboard', '/login/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(LOGIN);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject({ url: '/app/dashboard' })).body).toBe(DASHBOARD);
  });

  it('answers every other app path with index.html', async () => {
    for (const url of ['/', '/app/forecast', '/app', '/entry', '/app/dashboard/x', '/loginx']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });
});
