import { describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../api/session';
import { fakeToken } from '../athlete-data/test-support';
import {
  applicationServerKey,
  browserDeviceId,
  describeBrowser,
  enableWebPush,
  syncPushPermission,
} from './web-push';

const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'BPublicKeyOfTheBrowser0000000000', auth: 'AuthSecret000000' },
};

function browser(permission: NotificationPermission) {
  const subscribe = vi.fn(async () => ({ toJSON: () => SUBSCRIPTION }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { ready: Promise.resolve(registration) },
    configurable: true,
  });
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url.endsWith('/vapid-public-key'))
        return new Response(JSON.stringify({ publicKey: 'AQID' }), {
          headers: { 'content-type': 'application/json' },
        });
      return new Response(null, { status: 204 });
    }),
  );
  setAccessToken(fakeToken());
  return { subscribe, calls };
}

describe('web push in the browser', () => {
  it('reads the VAPID key from base64url', () => {
    expect([...applicationServerKey('AQID')]).toEqual([1, 2, 3]);
    expect([...applicationServerKey('-_8')]).toEqual([251, 255]);
  });

  it('subscribes with the server’s key and gives the server the subscription', async () => {
    const { subscribe, calls } = browser('granted');
    expect(await enableWebPush()).toBe('subscribed');
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3]),
    });
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/v1/app/push-subscriptions',
      body: SUBSCRIPTION,
    });
  });

  it('stops at a refused permission, sending nothing', async () => {
    const { subscribe, calls } = browser('denied');
    expect(await enableWebPush()).toBe('denied');
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe('the browser as a device', () => {
  it('names the browser and system from the user agent, else leaves them to the server', () => {
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ deviceName: 'Safari', deviceOperatingSystem: 'iOS' });
    expect(
      describeBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ deviceName: 'Edge', deviceOperatingSystem: 'Windows' });
    expect(describeBrowser('curl/8')).toEqual({ deviceName: undefined, deviceOperatingSystem: undefined });
  });

  it('registers on start with a kept id and says the permission', async () => {
    const { calls } = browser('denied');
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: async () => 'denied' });
    await syncPushPermission();
    const id = browserDeviceId();
    expect(browserDeviceId()).toBe(id);
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['PUT', '/api/v1/app/device/register'],
      ['POST', '/api/v1/app/device/permissions'],
    ]);
    expect(calls[1]?.body).toEqual({ deviceId: id, notificationPermission: 'denied' });
  });
});
