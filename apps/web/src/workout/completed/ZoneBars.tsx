import { formatDuration } from '@tricoach/core/units';
import type { CompletedWorkoutDetail } from './completed-api';

const MEASURE_LABEL = { heartRate: 'heart rate', power: 'power', pace: 'pace' } as const;
/** Easy zones cool, hard zones warm: the same ramp for every zone table (5–7 zones). */
const ZONE_COLORS = ['#64748b', '#38bdf8', '#22c55e', '#facc15', '#f97316', '#ef4444', '#be123c'];

/** Time in each zone of the lead measure as horizontal bars scaled to the longest. */
export function ZoneBars({ zones }: { zones: NonNullable<CompletedWorkoutDetail['zones']> }) {
  const total = zones.zones.reduce((sum, zone) => sum + zone.seconds, 0);
  const longest = Math.max(1, ...zones.zones.map((zone) => zone.seconds));
  return (
    <section className="zone-bars" aria-labelledby="zones-title">
      <h2 id="zones-title">Time in zones</h2>
      <p className="muted zone-bars__measure">By {MEASURE_LABEL[zones.measure]}</p>
      <ul>
        {zones.zones.map((zone, index) => {
          const share = total > 0 ? Math.round((zone.seconds / total) * 100) : 0;
          return (
            <li
              key={zone.id}
              className="zone-bar"
              aria-label={`${zone.id} ${zone.name}: ${formatDuration(zone.seconds)}, ${share} %`}
            >
              <span className="zone-bar__id">{zone.id}</span>
              <span className="zone-bar__name">{zone.name}</span>
              <span className="zone-bar__track" aria-hidden="true">
                <span
                  className="zone-bar__fill"
                  style={{
                    width: `${(zone.seconds / longest) * 100}%`,
                    background: ZONE_COLORS[index] ?? ZONE_COLORS.at(-1),
                  }}
                />
              </span>
              <span className="zone-bar__time">{formatDuration(zone.seconds)}</span>
              <span className="zone-bar__share muted">{share} %</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
