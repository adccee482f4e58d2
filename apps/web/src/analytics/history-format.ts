import type { Sport, UnitSystem } from '@tricoach/core';
import { metersToMiles } from '@tricoach/core/units';
import type { FitnessView, FormBand, HistoryRange, RampBand } from './history-api';

export const RANGE_LABEL: Record<HistoryRange, string> = {
  '1m': '1 month',
  '3m': '3 months',
  '1y': '1 year',
  all: 'All time',
};

/** What the comparison is against, in words ("the 30 days before"). */
export const PREVIOUS_LABEL: Record<Exclude<HistoryRange, 'all'>, string> = {
  '1m': 'the 30 days before',
  '3m': 'the 3 months before',
  '1y': 'the year before',
};

/**
 * The change from the previous period as the athlete reads it: "+12%", "−5%", "same", or
 * "new" when there was nothing before. Null when both are zero (nothing to say).
 */
export function formatChange(current: number, previous: number): string | null {
  if (current === 0 && previous === 0) return null;
  if (previous === 0) return 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return 'same';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

const FORM_MEANING: Record<FormBand, string> = {
  highRisk:
    'you are carrying a lot of fatigue, so the risk of injury or illness is high and easy days come first',
  optimal: 'you are in a productive training block, building fitness',
  fresh: 'you are fresh, ready for a hard session or a race',
  detraining: 'you are very rested and fitness is starting to fade',
};

const RAMP_MEANING: Record<RampBand, string> = {
  declining: 'fitness is falling quickly',
  low: 'a safe rate of build',
  moderate: 'a moderate rate of build',
  high: 'a high rate of build, so watch for fatigue',
  veryHigh: 'a very steep build with a real risk of overreaching',
};

/** Form band and ramp rate in one plain sentence (coaching-science "Load": TSB bands, Couzens ramp). */
export function explainForm(current: NonNullable<FitnessView['current']>): string {
  const change =
    current.rampRate >= 0
      ? `fitness rose ${current.rampRate.toFixed(1)} points over the last 7 days`
      : `fitness fell ${Math.abs(current.rampRate).toFixed(1)} points over the last 7 days`;
  return `Form ${signedOneDecimal(current.form)} means ${FORM_MEANING[current.formBand]}; ${change}, ${RAMP_MEANING[current.rampBand]}.`;
}

export const FORM_BAND_LABEL: Record<FormBand, string> = {
  highRisk: 'High risk',
  optimal: 'Productive',
  fresh: 'Fresh',
  detraining: 'Detraining',
};

/** Chart distances: km or mi for every sport (a swim stacked with rides must share the unit). */
export function chartDistance(meters: number, system: UnitSystem): number {
  return system === 'Metric' ? meters / 1000 : metersToMiles(meters);
}
export const chartDistanceUnit = (system: UnitSystem) => (system === 'Metric' ? 'km' : 'mi');

/** Sport colours of workout/plan.css, for canvases that cannot read CSS variables. */
export const SPORT_COLOR: Record<Sport, string> = {
  swim: '#38bdf8',
  bike: '#a78bfa',
  run: '#f97316',
  strength: '#22c55e',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A chart's date tick (seconds at UTC midnight) the way the app writes dates: DD.MM over a
 * few months, "Sep 26" beyond (uPlot's default would be the US "10/24").
 */
export function dateTick(seconds: number, spanDays: number): string {
  const date = new Date(seconds * 1000);
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = date.getUTCMonth();
  if (spanDays <= 120) return `${day}.${String(month + 1).padStart(2, '0')}`;
  return `${MONTHS[month] ?? ''} ${String(date.getUTCFullYear()).slice(2)}`;
}

/** A signed figure with a real minus sign ("−12.0"), as in the explaining sentence. */
export const signedOneDecimal = (value: number): string =>
  value < 0 ? `−${Math.abs(value).toFixed(1)}` : value.toFixed(1);
