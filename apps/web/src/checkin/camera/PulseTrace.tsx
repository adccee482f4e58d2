import { forwardRef, useImperativeHandle, useRef } from 'react';

export interface PulseTraceHandle {
  /** One frame's red level at time `t` (ms). */
  push(t: number, red: number): void;
  clear(): void;
}

const WINDOW_MS = 6000;
/** Follows the slow light level so only the heartbeat's ripple is drawn (≈ 0.7 s at 30 fps). */
const BASELINE_SMOOTHING = 0.05;

/**
 * The live pulse trace: the last six seconds of the fingertip's brightness, inverted so each
 * heartbeat (more blood, less light) draws as a peak. Drawn straight onto a canvas: it
 * changes 30 times a second, which a chart library would rebuild every time.
 */
export const PulseTrace = forwardRef<PulseTraceHandle>(function PulseTrace(_props, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const points = useRef<{ t: number; v: number }[]>([]);
  const baseline = useRef<number | null>(null);

  const draw = () => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const width = element.clientWidth || 300;
    const height = element.clientHeight || 96;
    const scale = window.devicePixelRatio || 1;
    if (element.width !== Math.round(width * scale)) element.width = Math.round(width * scale);
    if (element.height !== Math.round(height * scale)) element.height = Math.round(height * scale);
    context.setTransform(scale, 0, 0, scale, 0, 0);
    context.clearRect(0, 0, width, height);
    const shown = points.current;
    if (shown.length < 2) return;
    const newest = shown[shown.length - 1]!.t;
    let low = Infinity;
    let high = -Infinity;
    for (const p of shown) {
      low = Math.min(low, p.v);
      high = Math.max(high, p.v);
    }
    const span = Math.max(high - low, 0.5);
    context.beginPath();
    shown.forEach((p, i) => {
      const x = width - ((newest - p.t) / WINDOW_MS) * width;
      const y = height - 8 - ((p.v - low) / span) * (height - 16);
      if (i === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
    context.strokeStyle = '#ef4444';
    context.lineWidth = 2;
    context.lineJoin = 'round';
    context.stroke();
  };

  useImperativeHandle(ref, () => ({
    push(t, red) {
      baseline.current =
        baseline.current === null ? red : baseline.current + BASELINE_SMOOTHING * (red - baseline.current);
      points.current.push({ t, v: baseline.current - red });
      while (points.current.length && points.current[0]!.t < t - WINDOW_MS) points.current.shift();
      draw();
    },
    clear() {
      points.current = [];
      baseline.current = null;
      draw();
    },
  }));

  return <canvas ref={canvas} className="pulse-trace" aria-hidden="true" />;
});
