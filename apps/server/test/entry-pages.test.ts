import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 17 (Lighthouse): the web build writes copies of index.html that preload the chunks of
 * the screens a visit usually starts on (`entry/login.html` for /login); the SPA fallback sends
 * the copy for that path and index.html for every other one.
 */
let t: TestApp;
let dist: string;
const INDEX = '<!doctype html><title>Tricoach</title>';
const LOGIN = '<!doctype html><title>Tricoach</title><link rel="modulepreload" href="/assets/LoginPage.js">';
const DASHBOARD =
  '<!doctype html><title>Tricoach</title><link rel="modulepreload" href="/assets/Dashboard.js">';

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'tricoach-dist-'));
  mkdirSync(path.join(dist, 'entry', 'app'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'entry', 'login.html'), LOGIN);
  writeFileSync(path.join(dist, 'entry', 'app', 'dashboard.html'), DASHBOARD);
  t = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
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
