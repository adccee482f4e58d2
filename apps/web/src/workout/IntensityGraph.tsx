import type { Sport, WorkoutBlock } from '@tricoach/core';
import { formatDurationWords } from '@tricoach/core/units';
import { stepSegments } from '@tricoach/core/workouts';
import { INTENSITY_LABEL, STEP_LABEL } from './plan-format';
import './IntensityGraph.css';

/** Intensity colours from easy (cool) to all-out (warm), the same ramp as the zone bars. */
const LEVEL_COLORS = ['#64748b', '#38bdf8', '#22c55e', '#facc15', '#f97316', '#ef4444'];
const LEVELS = 6;
const HEIGHT = 72;

/**
 * A planned workout's shape at a glance: one bar per step, as wide as its duration and as tall
 * as its intensity (recovery … anaerobic). Distance-led swim steps use a typical pace for width.
 */
export function IntensityGraph({ sport, steps }: { sport: Sport; steps: readonly WorkoutBlock[] }) {
  const segments = stepSegments(sport, steps);
  const total = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  if (segments.length === 0 || total <= 0) return null;
  const summary = segments
    .map(
      (s) =>
        `${STEP_LABEL[s.kind as keyof typeof STEP_LABEL] ?? s.kind} ${formatDurationWords(s.seconds)} ${INTENSITY_LABEL[s.intensity]}`,
    )
    .join(', ');
  return (
    <figure className="intensity-graph">
      <svg
        viewBox={`0 0 ${total} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Intensity by step: ${summary}`}
      >
        {[1, 2, 3, 4, 5].map((level) => (
          <line
            key={level}
            x1={0}
            x2={total}
            y1={HEIGHT - (level / LEVELS) * HEIGHT}
            y2={HEIGHT - (level / LEVELS) * HEIGHT}
            className="intensity-graph__grid"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {segments.map((segment, index) => {
          const height = (segment.level / LEVELS) * HEIGHT;
          return (
            <rect
              key={index}
              x={segment.start}
              y={HEIGHT - height}
              width={segment.seconds}
              height={height}
              fill={LEVEL_COLORS[segment.level - 1]}
              className="intensity-graph__bar"
            >
              <title>{`${STEP_LABEL[segment.kind as keyof typeof STEP_LABEL] ?? segment.kind} · ${formatDurationWords(segment.seconds)} · ${INTENSITY_LABEL[segment.intensity]}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="intensity-graph__legend">
        <span>0</span>
        <span className="muted">Bar height: intensity · width: duration</span>
        <span>{formatDurationWords(total)}</span>
      </figcaption>
    </figure>
  );
}
