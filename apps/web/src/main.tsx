import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreSession } from './auth/session-actions';
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
if (!isCallback) void restoreSession();
// Once signed in (or opened offline), the last sync is kept on the device and writes made without network are sent.
watchSessionForOffline(queryClient);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Error tracing starts once the page has loaded and the browser is idle: it never delays the first paint.
const startWhenIdle = () =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(() => void startErrorTracking(stopWatchingEarlyErrors), { timeout: 5000 })
    : setTimeout(() => void startErrorTracking(stopWatchingEarlyErrors), 1000);
if (document.readyState === 'complete') startWhenIdle();
else window.addEventListener('load', startWhenIdle, { once: true });
