import type { ErrorEvent } from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isErrorTrackingOn,
  reportRenderError,
  resetErrorTracking,
  startErrorTracking,
  watchEarlyErrors,
  type ErrorTrackingSettings,
} from './error-tracking';
import { scrubBreadcrumb } from '@tricoach/core/privacy';
import { scrubEvent } from './scrub';
import { sdkOptions } from './sdk';

const OFF: ErrorTrackingSettings = {
  dsn: null,
  environment: 'local',
  release: 'tricoach@2.2.0',
  sampleRate: 1,
  tracesSampleRate: 1,
};
const ON = {
  ...OFF,
  dsn: 'https://webkey@errors.example.org/7',
  environment: 'production',
  tracesSampleRate: 0.3,
};

function sdkStandIn() {
  const reported: unknown[] = [];
  const startSdk = vi.fn(() => (error: unknown) => void reported.push(error));
  return { reported, startSdk, loadSdk: vi.fn(async () => ({ startSdk })) };
}

afterEach(resetErrorTracking);

describe('starting error tracing', () => {
  it('loads no SDK without a DSN, and drops what it was holding', async () => {
    const sdk = sdkStandIn();
    reportRenderError(new Error('before'));
    expect(
      await startErrorTracking(undefined, { fetchSettings: async () => OFF, loadSdk: sdk.loadSdk }),
    ).toBe(false);
    reportRenderError(new Error('after'));
    expect(sdk.loadSdk).not.toHaveBeenCalled();
    expect(isErrorTrackingOn({ ...OFF, dsn: '  ' })).toBe(false);
  });

  it('stays off, quietly, when the settings cannot be fetched', async () => {
    const sdk = sdkStandIn();
    const started = startErrorTracking(undefined, {
      fetchSettings: async () => Promise.reject(new Error('offline')),
      loadSdk: sdk.loadSdk,
    });
    await expect(started).resolves.toBe(false);
    expect(sdk.loadSdk).not.toHaveBeenCalled();
  });

  it('with a DSN starts the SDK and reports what happened before it loaded, then what comes after', async () => {
    const sdk = sdkStandIn();
    const stopWatching = watchEarlyErrors(window);
    const early = new Error('crashed during start');
    window.dispatchEvent(new window.ErrorEvent('error', { error: early, message: early.message }));
    const render = new Error('a screen crashed');
    reportRenderError(render);

    expect(
      await startErrorTracking(stopWatching, { fetchSettings: async () => ON, loadSdk: sdk.loadSdk }),
    ).toBe(true);
    expect(sdk.startSdk).toHaveBeenCalledWith(ON);
    const later = new Error('later');
    reportRenderError(later);
    expect(sdk.reported).toEqual([early, render, later]);
    // No longer watching: the SDK's own handlers see window errors from now on.
    window.dispatchEvent(new window.ErrorEvent('error', { error: new Error('seen by the SDK') }));
    expect(sdk.reported).toHaveLength(3);
  });
});

describe('the SDK options', () => {
  it('follow the server: DSN, environment, release, rates; no personal data, no trace headers to the API', () => {
    const options = sdkOptions(ON);
    expect(options).toMatchObject({
      dsn: ON.dsn,
      environment: 'production',
      release: 'tricoach@2.2.0',
      sampleRate: 1,
      tracesSampleRate: 0.3,
      tracePropagationTargets: [],
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, urlQueryParams: false },
    });
    expect(sdkOptions({ ...ON, tracesSampleRate: 0 }).integrations).toEqual([]);
  });
});

describe('scrubbing', () => {
  it('takes the person, query strings and secrets out of an event', () => {
    const event = {
      type: undefined,
      user: { id: 'athlete-1', email: 'ana@example.com', ip_address: '{{auto}}' },
      message: 'sign-in failed for ana@example.com',
      transaction: '/reset-password?token=reset-secret',
      request: {
        url: 'https://tricoach.app/signin-oidc?code=code-secret&state=s',
        headers: {
          'User-Agent': 'Firefox',
          Referer: 'https://tricoach.app/reset-password?token=reset-secret',
          Cookie: 'tricoach_session=c',
        },
      },
      exception: { values: [{ type: 'Error', value: 'refresh_token=rt-secret refused' }] },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/api/v1/auth/password-reset/confirm?token=reset-secret' } },
        { category: 'console', message: 'Authorization: Bearer eyJa.eyJb.sig' },
        { category: 'navigation', data: { from: '/login?returnTo=%2Fapp', to: '/app/dashboard#x' } },
      ],
    } satisfies ErrorEvent;
    const scrubbed = scrubEvent(event);
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.message).toBe('sign-in failed for [email]');
    expect(scrubbed.transaction).toBe('/reset-password');
    expect(scrubbed.request).toEqual({
      url: 'https://tricoach.app/signin-oidc',
      headers: { 'User-Agent': 'Firefox', Referer: 'https://tricoach.app/reset-password' },
    });
    expect(scrubbed.exception?.values?.[0]?.value).toBe('refresh_token=[redacted] refused');
    expect(scrubbed.breadcrumbs).toEqual([
      { category: 'fetch', data: { url: '/api/v1/auth/password-reset/confirm' } },
      { category: 'console', message: 'Authorization: Bearer [redacted]' },
      { category: 'navigation', data: { from: '/login', to: '/app/dashboard' } },
    ]);
    expect(JSON.stringify(scrubbed)).not.toMatch(/secret|ana@|tricoach_session|athlete-1/);
  });

  it('leaves a harmless breadcrumb as it is', () => {
    const breadcrumb = { category: 'ui.click', message: 'button.button--primary' };
    expect(scrubBreadcrumb(breadcrumb)).toEqual(breadcrumb);
  });
});
