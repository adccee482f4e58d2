import { formatRunPace, formatSwimPace } from '@tricoach/core/units';
import { swimUnitOf, unitSystemOf, useProfile } from '../athlete-data/queries';
import type { Thresholds } from '../athlete-data/types';

/** Every threshold in the athlete's units; estimated values are marked. */
export function ThresholdSummary({ thresholds }: { thresholds: Thresholds | undefined }) {
  const { data: profile } = useProfile();
  const system = unitSystemOf(profile);
  const swimUnit = swimUnitOf(profile);
  const t = thresholds;
  const estimated = new Set(t?.estimated ?? []);
  const rows: [string, keyof Thresholds, (v: number) => string][] = [
    ['Swim CSS', 'swimCss', (v) => formatSwimPace(v, swimUnit)],
    ['Bike threshold power', 'bikeUpperPower', (v) => `${v} W`],
    ['Bike aerobic power', 'bikeLowerPower', (v) => `${v} W`],
    ['Bike threshold heart rate', 'bikeUpperHeartRate', (v) => `${v} bpm`],
    ['Bike aerobic heart rate', 'bikeLowerHeartRate', (v) => `${v} bpm`],
    ['Run threshold pace', 'runUpperPace', (v) => formatRunPace(v, system)],
    ['Run aerobic pace', 'runLowerPace', (v) => formatRunPace(v, system)],
    ['Run threshold heart rate', 'runUpperHeartRate', (v) => `${v} bpm`],
    ['Run aerobic heart rate', 'runLowerHeartRate', (v) => `${v} bpm`],
  ];
  return (
    <dl className="summary-list">
      {rows.map(([label, key, format]) => {
        const value = t?.[key];
        return (
          <div key={key} className="summary-list__row">
            <dt>{label}</dt>
            <dd>
              {typeof value === 'number' ? format(value) : 'not set'}
              {estimated.has(key) ? <span className="badge">estimated</span> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
