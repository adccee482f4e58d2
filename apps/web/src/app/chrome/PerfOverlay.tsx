import { useEffect, useState } from 'react';

interface Stats {
  fps: number;
  memoryMb: number | null;
}

/** Chrome's non-standard `performance.memory`; absent elsewhere, so it is read defensively. */
function usedHeapMb(): number | null {
  const memory: unknown = Reflect.get(performance, 'memory');
  if (typeof memory !== 'object' || memory === null) return null;
  const used: unknown = Reflect.get(memory, 'usedJSHeapSize');
  return typeof used === 'number' ? Math.round(used / 1_048_576) : null;
}

/** Navigation timing where the browser has it (older engines and test DOMs may not). */
function navigationTiming(): { label: string; ms: number }[] {
  const entries =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  const entry: unknown = entries[0];
  if (typeof entry !== 'object' || entry === null) return [];
  const at = (key: string): number => {
    const value: unknown = Reflect.get(entry, key);
    return typeof value === 'number' ? value : 0;
  };
  return [
    { label: 'TTFB', ms: at('responseStart') - at('startTime') },
    { label: 'DOM ready', ms: at('domContentLoadedEventEnd') - at('startTime') },
    { label: 'Load', ms: at('loadEventEnd') - at('startTime') },
  ];
}

export function PerfOverlay() {
  const [stats, setStats] = useState<Stats>({ fps: 0, memoryMb: usedHeapMb() });

  useEffect(() => {
    let frames = 0;
    let windowStart = performance.now();
    let handle = requestAnimationFrame(function count(now) {
      frames++;
      if (now - windowStart >= 1000) {
        setStats({ fps: Math.round((frames * 1000) / (now - windowStart)), memoryMb: usedHeapMb() });
        frames = 0;
        windowStart = now;
      }
      handle = requestAnimationFrame(count);
    });
    return () => cancelAnimationFrame(handle);
  }, []);

  return (
    <aside className="perf-overlay" aria-label="Performance stats">
      <div>FPS {stats.fps}</div>
      {stats.memoryMb !== null ? <div>Heap {stats.memoryMb} MB</div> : null}
      {navigationTiming().map((t) => (
        <div key={t.label}>
          {t.label} {Math.max(0, Math.round(t.ms))} ms
        </div>
      ))}
    </aside>
  );
}
