import type { RaceType } from '../model/athlete';

const MINUTE = 60;

/**
 * Minimum long bike and run durations a race needs in its Specific phase (seconds), and so
 * the shortest long slot the availability must offer (spec section 5: "the long bike and run
 * slots must meet race minimums"). Common long-course practice: the long run reaches about
 * the race's run time but never beyond 2.5–3 h (injury risk outweighs benefit; Friel,
 * Fitzgerald), the long ride 75–100 % of the race's bike time capped near 5–6 h for an
 * Ironman. 0 means the race needs no long session in that sport.
 */
export function minimumLongSessionDurations(
  raceType: RaceType,
  manualDistance?: number,
): { bike: number; run: number } {
  switch (raceType) {
    case 'Sprint':
      return { bike: 60 * MINUTE, run: 45 * MINUTE };
    case 'Olympic':
      return { bike: 90 * MINUTE, run: 60 * MINUTE };
    case 'HalfIronman':
      return { bike: 180 * MINUTE, run: 105 * MINUTE };
    case 'Ironman':
      return { bike: 300 * MINUTE, run: 150 * MINUTE };
    case 'Marathon':
      return { bike: 0, run: 150 * MINUTE };
    case 'HalfMarathon':
      return { bike: 0, run: 100 * MINUTE };
    case 'TenK':
      return { bike: 0, run: 60 * MINUTE };
    case 'FiveK':
      return { bike: 0, run: 45 * MINUTE };
    case 'ManualRun': {
      // About the race time at an easy 6:30/km, within the 45 min … 2.5 h band above.
      const km = (manualDistance ?? 21_000) / 1000;
      return {
        bike: 0,
        run: clamp(roundTo(km * 6.5 * MINUTE * 0.8, 15 * MINUTE), 45 * MINUTE, 150 * MINUTE),
      };
    }
    case 'ManualBike': {
      // ~75 % of the race time at 27 km/h, within 1 … 5 h.
      const km = (manualDistance ?? 100_000) / 1000;
      return {
        bike: clamp(roundTo((km / 27) * 3600 * 0.75, 15 * MINUTE), 60 * MINUTE, 300 * MINUTE),
        run: 0,
      };
    }
    case 'ManualSwim':
      return { bike: 0, run: 0 };
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
