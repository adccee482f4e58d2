// Preloaded into a real server process by process-crash.test.ts: a bug outside any request,
// on cue. SIGUSR2 throws from a timer, SIGHUP leaves a rejected promise unhandled.
process.on('SIGUSR2', () => {
  setTimeout(() => {
    throw new Error('crash test: thrown outside any request');
  }, 0);
});
process.on('SIGHUP', () => {
  void Promise.reject(new Error('crash test: a rejection nobody handled'));
});
