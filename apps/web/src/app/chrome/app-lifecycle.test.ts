import { afterEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_REDIRECT_MS, shouldReturnToDashboard, watchLifecycle } from './app-lifecycle';

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('app lifecycle', () => {
  afterEach(() => setVisibility('visible'));

  it('returns to the dashboard after exactly 3 hours away or more', () => {
    expect(shouldReturnToDashboard(0, INACTIVITY_REDIRECT_MS - 1)).toBe(false);
    expect(shouldReturnToDashboard(0, INACTIVITY_REDIRECT_MS)).toBe(true);
    expect(shouldReturnToDashboard(null, INACTIVITY_REDIRECT_MS * 2)).toBe(false);
  });

  it('reports each return to the foreground with how long the app was away', () => {
    let clock = 1_000;
    const onActive = vi.fn();
    const stop = watchLifecycle({ onActive, now: () => clock });
    setVisibility('hidden');
    clock += 60_000;
    setVisibility('visible');
    setVisibility('hidden');
    clock += INACTIVITY_REDIRECT_MS;
    setVisibility('visible');
    stop();
    expect(onActive.mock.calls).toEqual([[false], [true]]);
  });
});
