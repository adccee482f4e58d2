/** Spec 1/9: 15 taps, each within 650 ms of the previous one, reload the app. */
export const RELOAD_TAPS = 15;
export const RELOAD_MAX_GAP_MS = 650;

export function createTapDetector(onTrigger: () => void, taps = RELOAD_TAPS, maxGapMs = RELOAD_MAX_GAP_MS) {
  let count = 0;
  let last = Number.NEGATIVE_INFINITY;
  return function tap(nowMs: number): void {
    count = nowMs - last <= maxGapMs ? count + 1 : 1;
    last = nowMs;
    if (count >= taps) {
      count = 0;
      last = Number.NEGATIVE_INFINITY;
      onTrigger();
    }
  };
}

/** Listens anywhere in the page (capture phase, so no control can swallow the taps). */
export function installReloadGesture(reload: () => void = () => window.location.reload()): () => void {
  const tap = createTapDetector(reload);
  const onPointerDown = (event: PointerEvent) => tap(event.timeStamp || performance.now());
  document.addEventListener('pointerdown', onPointerDown, { capture: true });
  return () => document.removeEventListener('pointerdown', onPointerDown, { capture: true });
}
