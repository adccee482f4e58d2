import { describe, expect, it, vi } from 'vitest';
import { createTapDetector, installReloadGesture } from './reload-gesture';

function tapAt(tap: (t: number) => void, times: number[]) {
  for (const t of times) tap(t);
}

const every = (gap: number, n: number, start = 0) => Array.from({ length: n }, (_, i) => start + i * gap);

describe('15-tap reload', () => {
  it('reloads on the 15th tap when each follows the previous within 650 ms', () => {
    const reload = vi.fn();
    const tap = createTapDetector(reload);
    tapAt(tap, every(650, 14));
    expect(reload).not.toHaveBeenCalled();
    tap(14 * 650);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('starts over after a gap longer than 650 ms', () => {
    const reload = vi.fn();
    const tap = createTapDetector(reload);
    tapAt(tap, every(100, 10));
    tap(900 + 651);
    tapAt(tap, every(100, 13, 900 + 651 + 100));
    expect(reload).not.toHaveBeenCalled();
    tap(900 + 651 + 1400);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts afresh after triggering', () => {
    const reload = vi.fn();
    const tap = createTapDetector(reload);
    tapAt(tap, every(50, 29));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('listens to pointer taps anywhere in the document', () => {
    const reload = vi.fn();
    const uninstall = installReloadGesture(reload);
    for (let i = 0; i < 15; i++)
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    uninstall();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores quick taps on controls, so answering fast never reloads', () => {
    const reload = vi.fn();
    const uninstall = installReloadGesture(reload);
    const button = document.createElement('button');
    document.body.append(button);
    for (let i = 0; i < 20; i++) button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // A control tap in the middle of surface taps starts the count over.
    for (let i = 0; i < 10; i++)
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    for (let i = 0; i < 10; i++)
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    uninstall();
    button.remove();
    expect(reload).not.toHaveBeenCalled();
  });
});
