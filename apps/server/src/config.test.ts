import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('listens on this machine only for a local run, on every interface when deployed, or where HOST says', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ APP_ENV: 'production', SUBSCRIPTION_WEBHOOK_SECRET: 's' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ APP_ENV: 'staging' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses the test clock in production', () => {
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        SUBSCRIPTION_WEBHOOK_SECRET: 's',
        TEST_CLOCK_START_AT: '2026-03-04T08:00:00Z',
      }),
    ).toThrow(/TEST_CLOCK_START_AT is a test setting/);
  });

  it('needs the subscription webhook secret in production, and has a development one elsewhere', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/SUBSCRIPTION_WEBHOOK_SECRET is required/);
    expect(loadConfig({}).SUBSCRIPTION_WEBHOOK_SECRET).toBe('dev-subscription-webhook-secret');
    expect(
      loadConfig({ APP_ENV: 'production', SUBSCRIPTION_WEBHOOK_SECRET: 'real-one' })
        .SUBSCRIPTION_WEBHOOK_SECRET,
    ).toBe('real-one');
  });
});
