import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setAccessToken, setOfflineSession } from '../api/session';
import { followOfflineSession } from './query-client';

describe('queries and an offline session', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    clearSession();
    onlineManager.setOnline(true);
  });

  it('wait for the network while the session is offline, though the browser says it is online', () => {
    expect(navigator.onLine).toBe(true);
    stop = followOfflineSession();
    setOfflineSession();
    expect(onlineManager.isOnline()).toBe(false);
    // The cookie answered again: the browser's word counts.
    setAccessToken('e30.e30.sig');
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('start waiting when the app opens on an offline session', () => {
    setOfflineSession();
    stop = followOfflineSession();
    expect(onlineManager.isOnline()).toBe(false);
  });
});
