import { options } from 'preact';

/**
 * The production build runs on Preact (issue 17, `vite.config.ts`), which renders state updates
 * in a microtask of the task that set them: an API answer's callbacks and the render they cause
 * were one long task. Here each batch of updates renders in a task of its own (a `MessageChannel`
 * message, not clamped like `setTimeout`), as React's scheduler did, so the main thread is free
 * between them. Under React (tests, `vite dev`) Preact renders nothing and this changes nothing.
 */
export function renderUpdatesInTasks(): void {
  const channel = new MessageChannel();
  let pending: (() => void)[] = [];
  channel.port1.onmessage = () => {
    const run = pending;
    pending = [];
    for (const callback of run) callback();
  };
  options.debounceRendering = (callback) => {
    if (pending.push(callback) === 1) channel.port2.postMessage(null);
  };
}
