/** Spec 1/9: 15 taps, each within 650 ms of the previous one, reload the app. */
const RELOAD_TAPS = 15;
const RELOAD_MAX_GAP_MS = 650;

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

/**
 * Taps on controls are work, not a gesture: someone tapping a stepper or a list of choices
 * quickly must never lose their answers to a reload. Only taps on the page's surface count,
 * and a tap on a control starts the count over (docs/decisions.md).
 */
const CONTROLS =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="tab"], [role="option"], [contenteditable="true"]';

function isControlTap(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(CONTROLS) !== null;
}

/** Listens anywhere in the page (capture phase, so no control can swallow the taps). */
export function installReloadGesture(reload: () => void = () => window.location.reload()): () => void {
  let tap = createTapDetector(reload);
  const onPointerDown = (event: PointerEvent) => {
    if (isControlTap(event.target)) {
      tap = createTapDetector(reload);
      return;
    }
    tap(event.timeStamp || performance.now());
  };
  document.addEventListener('pointerdown', onPointerDown, { capture: true });
  return () => document.removeEventListener('pointerdown', onPointerDown, { capture: true });
}
