import type { IsoDate } from '../dates/index';
import { fastDayNumber, fastIsoDate } from './day-index';

/**
 * Banister impulse-response model as GoldenCheetah (`PMCData.cpp`) and Runalyze
 * (`TsbModel.php`) run it: fitness (CTL) and fatigue (ATL) are exponentially weighted means
 * of daily stress with time constants of 42 and 7 days:
 *   CTL_t = CTL_{t−1}·e^(−1/42) + TSS_t·(1 − e^(−1/42))
 */
export const FITNESS_DAYS = 42;
export const FATIGUE_DAYS = 7;
const FITNESS_DECAY = Math.exp(-1 / FITNESS_DAYS);
const FATIGUE_DECAY = Math.exp(-1 / FATIGUE_DAYS);
/** Ramp rate is the fitness change over one week. */
export const RAMP_DAYS = 7;
/** Fitness one stress point adds by the end of its day; it then fades by FITNESS_DECAY a day. */
export const FITNESS_GAIN = 1 - FITNESS_DECAY;
export { FITNESS_DECAY };

/** Fitness (CTL) at the end of each day of `dailyStress` (one value a day, in order) from `initial`. */
export function fitnessAfterEachDay(dailyStress: ArrayLike<number>, initial: number): Float64Array {
  const fitness = new Float64Array(dailyStress.length);
  let ctl = initial;
  for (let i = 0; i < dailyStress.length; i++) {
    ctl = ctl * FITNESS_DECAY + (dailyStress[i] ?? 0) * FITNESS_GAIN;
    fitness[i] = ctl;
  }
  return fitness;
}

export interface DailyStress {
  date: IsoDate;
  stress: number;
}

export interface FitnessOptions {
  /** First day to report; earlier entries still build up the model. Default: first entry. */
  from?: IsoDate;
  /** Last day to report (usually today, or the plan's end). Default: last entry. */
  to?: IsoDate;
  /** Fitness and fatigue before the first entry (e.g. an estimate from onboarding). */
  initialFitness?: number;
  initialFatigue?: number;
}

export interface FitnessPoint {
  date: IsoDate;
  /** Total stress of the day (missing days are 0). */
  stress: number;
  /** CTL after the day's training. */
  fitness: number;
  /** ATL after the day's training. */
  fatigue: number;
  /**
   * TSB for the morning of this day: yesterday's fitness − yesterday's fatigue. Form is
   * "shown for the next day" (GoldenCheetah): it is what the athlete brings into the session.
   */
  form: number;
  /** Fitness today − fitness 7 days ago (CTL points per week). */
  rampRate: number;
}

export interface FitnessSeries {
  points: FitnessPoint[];
  /** Form for the day after the last point: the freshness the next session starts from. */
  nextDayForm: number;
}

/**
 * Fitness, fatigue, form and ramp rate for every day from `from` to `to`. Entries on the
 * same date are summed; days without entries count as rest (0). One pass over day numbers,
 * so five years of days take well under a millisecond (bench/load-readiness.bench.ts).
 */
export function fitnessSeries(entries: readonly DailyStress[], options: FitnessOptions = {}): FitnessSeries {
  let first = options.from === undefined ? Number.POSITIVE_INFINITY : fastDayNumber(options.from);
  let last = options.to === undefined ? Number.NEGATIVE_INFINITY : fastDayNumber(options.to);
  const reportFrom = first;
  const days = new Array<number>(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry === undefined) continue;
    const day = fastDayNumber(entry.date);
    days[i] = day;
    if (day < first) first = day;
    if (options.to === undefined && day > last) last = day;
  }
  const initialFitness = options.initialFitness ?? 0;
  const initialFatigue = options.initialFatigue ?? 0;
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first) {
    return { points: [], nextDayForm: initialFitness - initialFatigue };
  }

  const length = last - first + 1;
  const stress = new Float64Array(length);
  for (let i = 0; i < entries.length; i++) {
    const day = days[i];
    const value = entries[i]?.stress;
    if (day === undefined || value === undefined || day > last) continue;
    const index = day - first;
    if (Number.isFinite(value) && value > 0) stress[index] = (stress[index] ?? 0) + value;
  }

  const fitness = new Float64Array(length);
  const points: FitnessPoint[] = [];
  const start = Number.isFinite(reportFrom) ? Math.max(first, reportFrom) : first;
  let ctl = initialFitness;
  let atl = initialFatigue;
  for (let i = 0; i < length; i++) {
    const load = stress[i] ?? 0;
    const form = ctl - atl;
    ctl = ctl * FITNESS_DECAY + load * (1 - FITNESS_DECAY);
    atl = atl * FATIGUE_DECAY + load * (1 - FATIGUE_DECAY);
    fitness[i] = ctl;
    if (first + i < start) continue;
    const weekAgo = i >= RAMP_DAYS ? (fitness[i - RAMP_DAYS] ?? 0) : initialFitness;
    points.push({
      date: fastIsoDate(first + i),
      stress: load,
      fitness: ctl,
      fatigue: atl,
      form,
      rampRate: ctl - weekAgo,
    });
  }
  return { points, nextDayForm: ctl - atl };
}

/** Form bands (coaching-science "Load", GoldenCheetah colours). */
export type FormBand = 'highRisk' | 'optimal' | 'fresh' | 'detraining';

/** TSB below −40: injury risk; −40…−5: productive overload; −5…15: fresh; above 15: detraining. */
export function formBand(form: number): FormBand {
  if (form < -40) return 'highRisk';
  if (form < -5) return 'optimal';
  if (form <= 15) return 'fresh';
  return 'detraining';
}

export type RampBand = 'declining' | 'low' | 'moderate' | 'high' | 'veryHigh';

/**
 * Ramp risk (CTL points per week). Couzens, as quoted by Uphill Athlete: low risk up to 4
 * (CTL < 45) rising to 6 (CTL > 70), moderate to 8, high 8–10; above 10 is beyond every
 * guide. Below −4 fitness is falling fast (GoldenCheetah flags ramps outside −4…+8).
 */
export function rampBand(rampRate: number, fitness: number): RampBand {
  if (rampRate < -4) return 'declining';
  const share = Math.min(1, Math.max(0, (fitness - 45) / (70 - 45)));
  const lowLimit = 4 + 2 * share;
  if (rampRate <= lowLimit) return 'low';
  if (rampRate <= 8) return 'moderate';
  if (rampRate <= 10) return 'high';
  return 'veryHigh';
}
