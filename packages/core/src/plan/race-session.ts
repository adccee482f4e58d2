import type { EnduranceSport, Thresholds } from '../model/index';
import type { RaceGoal, RaceType } from '../model/athlete';
import type { SessionLeg, WorkoutStep } from '../model/plan-types';
import { estimateRaceLegTimes, raceLegIntensityFactors } from '../goals/target-times';
import { raceLegs } from '../goals/race-catalogue';
import { stressScore } from '../load/session-stress';
import { POWER_BANDS, RUN_SPEED_BANDS, SWIM_SPEED_BANDS, type BandTable } from '../zones/bands';
import { INTENSITIES, type Intensity } from '../zones/intensity';
import { MINUTE } from './workout-steps';
import type { WorkoutDraft } from './workout-types';

/**
 * A race's training stress is large but bounded (coaching-science.md "Published plans": an
 * age-group Ironman ≈ 600–700, a 70.3 ≈ 300–350). A slower athlete is out longer at a lower
 * intensity than the distance's typical race IF: the legs' factors come down together until the
 * race scores within the bound.
 */
const RACE_STRESS_BOUND: Partial<Record<RaceType, number>> = { Ironman: 650, HalfIronman: 350 };

const BANDS: Readonly<Record<EnduranceSport, BandTable>> = {
  swim: SWIM_SPEED_BANDS,
  bike: POWER_BANDS,
  run: RUN_SPEED_BANDS,
};

/** The canonical intensity whose band holds an intensity factor (bike: % FTP; run, swim: % threshold speed). */
function intensityOfFactor(sport: EnduranceSport, factor: number): Intensity {
  const pct = factor * 100;
  return INTENSITIES.find((intensity) => pct < BANDS[sport][intensity].highPct) ?? 'anaerobic';
}

/**
 * The intensity a leg is raced at (Ironman bike ~0.70 → endurance, sprint ~0.95 → threshold); at
 * least endurance: an Ironman swim at 93 % of CSS speed is the bottom of the swim's endurance, not
 * a recovery swim.
 */
function raceLegIntensity(sport: EnduranceSport, factor: number): Intensity {
  const intensity = intensityOfFactor(sport, factor);
  return intensity === 'recovery' ? 'endurance' : intensity;
}

/** The intensity a race is held at, per leg: what a taper's race-pace touches rehearse. */
export function raceIntensity(raceType: RaceType, sport: EnduranceSport): Intensity {
  return raceLegIntensity(sport, raceLegIntensityFactors(raceType)[sport] ?? 0.8);
}

interface LegPlan {
  sport: EnduranceSport;
  seconds: number;
  factor: number;
}

/** Stress of the legs at their factors: hours × IF² × 100 (swim IF³), coaching-science.md "Load". */
function legsStress(legs: readonly LegPlan[], scale = 1): number {
  return legs.reduce((sum, leg) => sum + stressScore(leg.sport, leg.seconds, leg.factor * scale), 0);
}

/** The common factor that brings the legs' stress within `bound` (bisection: swims score IF³). */
function boundedScale(legs: readonly LegPlan[], bound: number | undefined): number {
  if (bound === undefined || legsStress(legs) <= bound) return 1;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 30; i++) {
    const mid = (low + high) / 2;
    if (legsStress(legs, mid) > bound) high = mid;
    else low = mid;
  }
  return low;
}

const EASIER: Readonly<Record<Intensity, Intensity>> = {
  recovery: 'recovery',
  endurance: 'endurance',
  tempo: 'endurance',
  threshold: 'tempo',
  vo2max: 'threshold',
  anaerobic: 'vo2max',
};

const step = (
  kind: WorkoutStep['kind'],
  seconds: number,
  intensity: Intensity,
  note: string,
): WorkoutStep => ({
  kind,
  duration: Math.round(seconds),
  intensity,
  note,
});

/**
 * A leg's pacing, the way coaches brief it: a controlled start a notch below race intensity, the
 * body of the leg at race intensity, and on a long course the bike's last minutes spun easier to
 * bring the legs to the run (Friel, "Going Long"; common race-day pacing advice).
 */
function legSteps(
  sport: EnduranceSport,
  seconds: number,
  intensity: Intensity,
  longCourse: boolean,
): WorkoutStep[] {
  // No start step under 3 minutes (docs/coaching-plan.md §7: no rounding filler): a short leg is all race pace.
  const startShare = Math.min(seconds * 0.15, (longCourse ? 15 : 5) * MINUTE);
  const start = startShare >= 3 * MINUTE ? startShare : 0;
  const notes: Record<EnduranceSport, { start: string; body: string; end?: string }> = {
    swim: {
      start: 'start controlled: find feet and your rhythm',
      body: 'race pace, sight every 6–8 strokes',
    },
    bike: {
      start: longCourse ? 'settle in; start eating and drinking' : 'settle in after the transition',
      body: longCourse ? 'race effort, steady; fuel every 20 min' : 'race effort',
      ...(longCourse ? { end: 'spin easier, high cadence: ready the legs to run' } : {}),
    },
    run: {
      start: 'first kilometres controlled: find your running legs',
      body: longCourse ? 'race pace; drink at every aid station' : 'race pace, build to the finish',
    },
  };
  const words = notes[sport];
  const endShare = words.end ? Math.min(seconds * 0.05, 10 * MINUTE) : 0;
  const end = endShare >= 3 * MINUTE ? endShare : 0;
  const steps: WorkoutStep[] = [];
  if (start > 0) steps.push(step('Steady', start, EASIER[intensity], words.start));
  steps.push(
    step('Work', seconds - start - end, intensity, start > 0 ? words.body : `${words.start}; ${words.body}`),
  );
  if (end > 0 && words.end) steps.push(step('Steady', end, EASIER[intensity], words.end));
  return steps;
}

/** The race itself: one leg per discipline with its estimated time, pacing and race intensity. */
export function buildRaceSession(
  goal: RaceGoal,
  thresholds: Thresholds,
  weight: number,
): WorkoutDraft & { duration: number; legs: SessionLeg[]; load: number } {
  const legTimes = estimateRaceLegTimes(goal, thresholds, weight);
  const factors = raceLegIntensityFactors(goal.type);
  const plans: LegPlan[] = [];
  for (const sport of ['swim', 'bike', 'run'] as const) {
    const seconds = legTimes[sport];
    if (seconds !== undefined)
      plans.push({ sport, seconds: Math.round(seconds), factor: factors[sport] ?? 0.8 });
  }
  const scale = boundedScale(plans, RACE_STRESS_BOUND[goal.type]);
  const longCourse = plans.reduce((sum, leg) => sum + leg.seconds, 0) > 4 * 3600;
  const distances = raceLegs(goal.type, goal.distance);
  const legs: SessionLeg[] = plans.map((leg) => {
    const distance = distances[leg.sport];
    return {
      sport: leg.sport,
      duration: leg.seconds,
      ...(distance === undefined ? {} : { distance }),
      steps: legSteps(leg.sport, leg.seconds, raceLegIntensity(leg.sport, leg.factor * scale), longCourse),
    };
  });
  const duration = legs.reduce((sum, leg) => sum + leg.duration, 0);
  return {
    focus: 'Race',
    title: `${goal.priority} race: ${goal.name}`,
    description: `${goal.type}${goal.topography ? `, ${goal.topography}` : ''}; estimated ${Math.round(duration / 60)} min`,
    steps: legs.flatMap((leg) => leg.steps),
    isInterval: false,
    leadUnit: 'Distance',
    legs,
    duration,
    // Scored per leg at its race factor, not by the steps' band midpoints (a 12-hour Ironman at
    // "tempo" midpoints scored 960).
    load: legsStress(plans, scale),
  };
}
