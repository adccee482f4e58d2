import { useQuery } from '@tanstack/react-query';
import type { Zone } from '@tricoach/core';
import { formatMinutesSeconds, secPer100mToSecPer100yd, secPerKmToSecPerMile } from '@tricoach/core/units';
import { fetchThresholdSettings } from '../athlete-data/api';
import { swimUnitOf, unitSystemOf, useProfile } from '../athlete-data/queries';

type Format = (value: number) => string;

interface ZoneTableProps {
  title: string;
  zones: Zone[] | null;
  format: Format;
  unit: string;
  /** Paces: a lower number is faster, so open ends read "faster/slower than". */
  isPace: boolean;
}

/** A zone's range in the athlete's units, the unit written once. */
function rangeText(zone: Zone, { format, unit, isPace }: ZoneTableProps): string {
  const { low, high } = zone;
  if (low !== null && high !== null) return `${format(low)}–${format(high)} ${unit}`;
  if (low === null && high !== null) return `${isPace ? 'faster than' : 'under'} ${format(high)} ${unit}`;
  if (low !== null) return `${isPace ? 'slower than' : 'over'} ${format(low)} ${unit}`;
  return '—';
}

function ZoneTable(props: ZoneTableProps) {
  if (!props.zones || props.zones.length === 0) return null;
  return (
    <table className="table">
      <caption>{props.title}</caption>
      <thead>
        <tr>
          <th scope="col">Zone</th>
          <th scope="col">Range</th>
        </tr>
      </thead>
      <tbody>
        {props.zones.map((zone) => (
          <tr key={zone.id}>
            <th scope="row">
              {zone.id} {zone.name}
            </th>
            <td>{rangeText(zone, props)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The zones of GET thresholds/settings; paces per mile and per 100 yd in imperial. */
export function ZoneTables() {
  const { data: profile } = useProfile();
  const imperial = unitSystemOf(profile) === 'Imperial';
  const yards = swimUnitOf(profile) === 'Yards';
  const settings = useQuery({ queryKey: ['thresholds', 'settings'], queryFn: fetchThresholdSettings });
  const zones = settings.data?.zones;
  if (!zones) return null;
  const runPace: Format = (v) => formatMinutesSeconds(imperial ? secPerKmToSecPerMile(v) : v);
  const swimPace: Format = (v) => formatMinutesSeconds(yards ? secPer100mToSecPer100yd(v) : v);
  const whole: Format = (v) => String(Math.round(v));
  return (
    <section aria-label="Training zones">
      <h2>Your zones</h2>
      <ZoneTable
        title="Swim pace"
        zones={zones.swimming.pace}
        format={swimPace}
        unit={yards ? '/100yd' : '/100m'}
        isPace
      />
      <ZoneTable title="Bike power" zones={zones.cycling.power} format={whole} unit="W" isPace={false} />
      <ZoneTable
        title="Bike heart rate"
        zones={zones.cycling.heartRate}
        format={whole}
        unit="bpm"
        isPace={false}
      />
      <ZoneTable
        title="Run pace"
        zones={zones.running.pace}
        format={runPace}
        unit={imperial ? '/mi' : '/km'}
        isPace
      />
      <ZoneTable
        title="Run heart rate"
        zones={zones.running.heartRate}
        format={whole}
        unit="bpm"
        isPace={false}
      />
    </section>
  );
}
