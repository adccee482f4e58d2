import type { ErrorEvent } from '@sentry/node';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parseDsn } from './dsn';
import { redactText } from '@tricoach/core/privacy';
import { scrubEvent } from './scrub';
import { errorTrackingOrigins, errorTrackingSettings } from './settings';

describe('DSNs', () => {
  it('reads the Sentry and GlitchTip forms', () => {
    expect(parseDsn('https://abc123@o1.ingest.sentry.io/4507')).toEqual({
      origin: 'https://o1.ingest.sentry.io',
      publicKey: 'abc123',
      projectId: '4507',
    });
    expect(parseDsn('http://key@glitchtip.lan:8000/errors/7')?.origin).toBe('http://glitchtip.lan:8000');
  });

  it('refuses what is not one, and one with a secret key', () => {
    for (const dsn of [
      'nonsense',
      'https://sentry.io/1',
      'https://key@sentry.io/',
      'ftp://k@h/1',
      'https://k:secret@h/1',
    ])
      expect(parseDsn(dsn), dsn).toBeNull();
    expect(() => loadConfig({ SENTRY_DSN: 'https://sentry.io/1' })).toThrow(/SENTRY_DSN: must be a DSN/);
  });
});

describe('settings', () => {
  it('is off without a DSN', () => {
    const settings = errorTrackingSettings(loadConfig({}));
    expect(settings).toMatchObject({ serverDsn: null, webDsn: null, environment: 'local' });
    expect(errorTrackingOrigins(loadConfig({}))).toEqual([]);
  });

  it('traces 0.3 of page loads in staging, beta and production (spec 9), all elsewhere; never samples errors', () => {
    const rate = (APP_ENV: string) =>
      errorTrackingSettings(loadConfig({ APP_ENV, SUBSCRIPTION_WEBHOOK_SECRET: 'x' })).tracesSampleRate;
    expect(['staging', 'beta', 'production'].map(rate)).toEqual([0.3, 0.3, 0.3]);
    expect(['local', 'local-backend', 'development'].map(rate)).toEqual([1, 1, 1]);
    expect(errorTrackingSettings(loadConfig({ APP_ENV: 'beta' })).sampleRate).toBe(1);
    expect(
      errorTrackingSettings(loadConfig({ APP_ENV: 'beta', SENTRY_TRACES_SAMPLE_RATE: '0' })).tracesSampleRate,
    ).toBe(0);
    expect(() => loadConfig({ SENTRY_TRACES_SAMPLE_RATE: '2' })).toThrow(/SENTRY_TRACES_SAMPLE_RATE/);
  });

  it('files reports under SENTRY_ENVIRONMENT or APP_ENV; the web DSN defaults to the server one', () => {
    const dsn = 'https://server@errors.example.org/1';
    const web = 'https://web@errors.example.org/2';
    expect(errorTrackingSettings(loadConfig({ SENTRY_DSN: dsn, APP_ENV: 'beta' }))).toMatchObject({
      serverDsn: dsn,
      webDsn: dsn,
      environment: 'beta',
    });
    const both = loadConfig({ SENTRY_DSN: dsn, SENTRY_WEB_DSN: web, SENTRY_ENVIRONMENT: 'eu-beta' });
    expect(errorTrackingSettings(both)).toMatchObject({ webDsn: web, environment: 'eu-beta' });
    expect(errorTrackingOrigins(both)).toEqual(['https://errors.example.org']);
  });
});

describe('scrubbing', () => {
  it('takes emails, tokens and secret fields out of text', () => {
    expect(redactText('no row for ana.b+x@mail.example.com')).toBe('no row for [email]');
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [redacted]');
    expect(redactText('got eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig here')).toBe('got [token] here');
    expect(redactText('{"email":"[x]","password":"hunter2","newPassword":"p w"}')).toBe(
      '{"email":"[x]","password":[redacted],"newPassword":[redacted]}',
    );
    expect(redactText('refresh_token=abc&grant_type=refresh_token')).toBe(
      'refresh_token=[redacted]&grant_type=refresh_token',
    );
  });

  it('keeps only harmless headers and no body, cookies, query or user', () => {
    const event = {
      type: undefined,
      message: 'failed for a@b.co',
      user: { id: 'athlete-1', ip_address: '10.0.0.1' },
      request: {
        method: 'POST',
        url: 'https://tricoach.app/api/v1/auth/password-reset/confirm?token=reset-secret',
        data: { password: 'hunter2' },
        cookies: { tricoach_session: 's' },
        query_string: 'token=reset-secret',
        headers: {
          Authorization: 'Bearer t',
          cookie: 's',
          'x-forwarded-for': '10.0.0.1',
          'user-agent': 'Firefox',
          'x-request-id': 'r-1',
          'x-current-page': '/reset-password?token=reset-secret',
        },
      },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/x?code=secret', body: { password: 'p' } } }],
      extra: { attempt: { token: 'abc', note: 'by a@b.co' } },
    } satisfies ErrorEvent;
    const scrubbed = scrubEvent(event);
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.message).toBe('failed for [email]');
    expect(scrubbed.request).toEqual({
      method: 'POST',
      url: 'https://tricoach.app/api/v1/auth/password-reset/confirm',
      headers: { 'user-agent': 'Firefox', 'x-request-id': 'r-1', 'x-current-page': '/reset-password' },
    });
    expect(scrubbed.breadcrumbs).toEqual([
      { category: 'fetch', data: { url: '/api/x', body: { password: '[redacted]' } } },
    ]);
    expect(scrubbed.extra).toEqual({ attempt: { token: '[redacted]', note: 'by [email]' } });
    expect(JSON.stringify(scrubbed)).not.toMatch(/hunter2|reset-secret|10\.0\.0\.1|Bearer t/);
  });
});
