// Issue 17 (first load): with the server's signed-in hint, the session refresh starts while the
// app's own script is still downloading, not after it has run. The app takes this answer for its
// first refresh (src/api/token-endpoint.ts, `refreshWithCookie`); the conditions and the request
// are the app's own (src/main.tsx, src/auth/session-actions.ts, src/api/token-endpoint.ts).
(function () {
  'use strict';
  var callbacks = ['/signin-oidc', '/oauth/google', '/oauth/apple', '/oauth/facebook'];
  if (!/(?:^|;\s*)tricoach_signed_in=1(?:;|$)/.test(document.cookie)) return;
  if (callbacks.indexOf(window.location.pathname) !== -1) return;
  // The app has started already (this script came late): it refreshes itself.
  if (window.__tricoachEarlyRefresh === null) return;
  var answer = fetch('/connect/token', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: 'grant_type=refresh_token&client_id=tricoach-web',
  });
  // Handled by the app when it takes it; a failure nobody took is not an unhandled rejection.
  answer.catch(function () {});
  window.__tricoachEarlyRefresh = answer;
})();
