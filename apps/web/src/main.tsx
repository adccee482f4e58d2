import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreSession } from './auth/session-actions';
import './app/theme.css';
import './app/screens.css';

// Pages that complete a sign-in must not race a cookie refresh: the code exchange sets the session.
const isCallback = ['/signin-oidc', '/oauth/google', '/oauth/apple', '/oauth/facebook'].includes(
  window.location.pathname,
);
if (!isCallback) void restoreSession();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
