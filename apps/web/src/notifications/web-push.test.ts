import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setAccessToken } from '../api/session';
import { fakeToken } from '../athlete-data/test-support';
import { applicationServerKey, enableWebPush } from './web-push';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

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
