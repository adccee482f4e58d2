import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { hasSignedInHint, restoreSession } from './auth/session-actions';
import { findRoute } from './app/routes';
import { preloadScreen, startScreenReads } from './app/screen-start';
import { registerServiceWorkerWhenIdle, whenLoadedAndIdle } from './app/service-worker';
import { afterFirstReads } from './app/after-first-reads';
import { startErrorTracking, watchEarlyErrors } from './app/error-tracking/error-tracking';
import { queryClient } from './app/query-client';
import { watchSessionForOffline } from './offline/offline-start';
import './app/theme.css';
import './app/screens.css';

const stopWatchingEarlyErrors = watchEarlyErrors();

// Pages that complete a sign-in must not race a cookie refresh: the code exchange sets the session.
const isCallback = ['/signin-oidc', '/oauth/google', '/oauth/apple', '/oauth/facebook'].includes(
  window.location.pathname,
);
// A public screen (the login screen) is preloaded by its entry page: the first render waits the
// moment it takes to arrive, at most 1 s, so the page shows at once rather than a loading
// fallback that React keeps for 300 ms once the page is there (issue 17).
let firstRender: Promise<unknown> = Promise.resolve();
if (!isCallback) {
  // The screen's chunk while the session is restored, and its reads beside the identity once it is (issue 17).
  const isPublic = findRoute(window.location.pathname)?.access === 'public';
  if (hasSignedInHint() || isPublic) {
    const preloaded = preloadScreen(window.location.pathname);
    if (isPublic) firstRender = Promise.race([preloaded, new Promise((done) => setTimeout(done, 1000))]);
  }
  void restoreSession().then(() => startScreenReads(queryClient, window.location.pathname));
}
// Once signed in (or opened offline), the last sync is kept on the device and writes made without network are sent.
watchSessionForOffline(queryClient);

const root = document.getElementById('root');
if (root) {
  // In a transition, React renders the first screen in slices, yielding to the browser between
  // them, rather than in one task that blocks input for its whole length (issue 17, blocking time).
  void firstRender.then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}

// Error tracing and the service worker start once the page has loaded and the browser is idle:
// they never delay the first paint.
whenLoadedAndIdle(
  () => afterFirstReads(queryClient, () => void startErrorTracking(stopWatchingEarlyErrors)),
  5000,
);
registerServiceWorkerWhenIdle();
