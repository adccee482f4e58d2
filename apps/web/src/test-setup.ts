import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from './api/session';
import { resetClock } from './app/clock';

// Lazy pages load their chunk before they render: on a busy 2-core machine that can pass 1 s
// (Testing Library's default wait), which made findBy* flaky; 5 s is still quick to fail.
configure({ asyncUtilTimeout: 5000 });

// Nothing a test sets up leaks into the next one: the rendered tree is unmounted, the session
// signed out, stubbed globals (fetch, navigator…) and fake timers put back, and the app's clock
// (app/clock.ts) reads the system clock again. A test file adds its own afterEach only for what
// it alone changes (a mock's answers, storage, a cookie).
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  resetClock();
});
