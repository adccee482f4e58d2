/** Units of zone bounds, all SI-style and as stored: bpm, watts, seconds per km or per 100 m. */
export type ZoneUnit = 'bpm' | 'W' | 's/km' | 's/100m';

/**
 * One training zone. `low` and `high` are numeric bounds in `unit`, so for paces `low` is the
 * faster pace (fewer seconds). `null` marks an open end (no floor under Z1 heart rate, no
 * ceiling over the top power zone, no slowest pace). Zones are half-open and contiguous:
 * one zone's upper intensity bound is the next zone's lower one.
 */
export interface Zone {
  /** Short label as coaches write it: Z1 … Z7, or Z5a/Z5b/Z5c for Friel heart rate. */
  id: string;
  /** 1-based position, easiest first. */
  number: number;
  name: string;
  low: number | null;
  high: number | null;
  unit: ZoneUnit;
}

/** A zone table: the lower boundary of every zone above the first, in % of threshold. */
export interface ZoneTable {
  zones: readonly { id: string; name: string }[];
  /** Ascending boundaries in % of threshold intensity (power, heart rate or speed). */
  boundariesPct: readonly number[];
}

/** The table's zones, numbered from 1, each with the bounds `bounds` reads from its two boundaries. */
function tableZones(
  table: ZoneTable,
  unit: ZoneUnit,
  bounds: (lowerPct: number | undefined, upperPct: number | undefined) => Pick<Zone, 'low' | 'high'>,
): Zone[] {
  return table.zones.map((zone, i) => ({
    id: zone.id,
    number: i + 1,
    name: zone.name,
    ...bounds(i === 0 ? undefined : table.boundariesPct[i - 1], table.boundariesPct[i]),
    unit,
  }));
}

/** Zones whose value grows with intensity (heart rate, power); bounds rounded to integers. */
export function intensityZones(threshold: number, table: ZoneTable, unit: 'bpm' | 'W'): Zone[] {
  const valueAt = (pct: number | undefined) =>
    pct === undefined ? null : Math.round((threshold * pct) / 100);
  return tableZones(table, unit, (lowPct, highPct) => ({ low: valueAt(lowPct), high: valueAt(highPct) }));
}

/**
 * Zones for a pace (time per distance). The table is in % of threshold *speed*, so a zone's
 * pace is threshold pace ÷ fraction: Z1 has the slowest, open-ended pace.
 */
export function paceZones(thresholdPace: number, table: ZoneTable, unit: 's/km' | 's/100m'): Zone[] {
  const paceAt = (pct: number | undefined) => (pct === undefined ? null : (thresholdPace * 100) / pct);
  return tableZones(table, unit, (slowPct, fastPct) => ({ low: paceAt(fastPct), high: paceAt(slowPct) }));
}
