import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetClock } from './app/clock';

// Lazy pages load their chunk before they render: on a busy 2-core machine that can pass 1 s
// (Testing Library's default wait), which made findBy* flaky; 5 s is still quick to fail.
configure({ asyncUtilTimeout: 5000 });

// A test that fixes the app's clock (app/clock.ts) never leaks it into the next one.
afterEach(resetClock);
