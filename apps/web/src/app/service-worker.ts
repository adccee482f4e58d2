/**
 * The service worker (vite-plugin-pwa's `sw.js`, which precaches every chunk) is registered once
 * the page has loaded and the browser is idle, not at `load`: its precache downloads would
 * otherwise compete with the first load's own requests and main thread (issue 17).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  whenLoadedAndIdle(register, 5000);
}

/** Runs `task` after the `load` event, once the browser is idle (at the latest `timeoutMs` later). */
export function whenLoadedAndIdle(task: () => void, timeoutMs: number): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: timeoutMs })
      : setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
