import { ENDURANCE_SPORTS, type EnduranceSport, type Sport } from '../../model/index';
import type { PlannedSession, RampUpOutcome, SportTarget, WeekPlan } from '../../model/plan-types';
import { estimateSessionStress, intensityFactorFor } from '../../load/session-stress';
import type { WeekFrame, WeekVolume } from '../volume';

/** The week as the athlete sees it: its targets per sport, what was planned, and why. */
export function summarizeWeek(input: {
  frame: WeekFrame;
  volume: WeekVolume;
  /** The current week's outcome comes from compliance and readiness, not the volume model. */
  firstWeekOutcome: RampUpOutcome;
  hasMiniTaper: boolean;
  targets: Readonly<Record<EnduranceSport, number>>;
  strength: { count: number; duration: number };
  sessions: readonly PlannedSession[];
  skippedIds: ReadonlySet<string>;
  reasons: string[];
}): WeekPlan {
  const { frame, volume, targets, sessions, skippedIds } = input;
  // One pass over the week's sessions, summed in their order: each sport's planned time and load.
  const time = { swim: 0, bike: 0, run: 0, strength: 0 };
  const load = { swim: 0, bike: 0, run: 0, strength: 0 };
  let plannedDuration = 0;
  let plannedLoad = 0;
  for (const session of sessions) {
    if (session.focus !== 'Race') {
      time[session.sport] += session.duration;
      load[session.sport] += session.load;
    }
    // Skipped sessions will not be done: they do not count as planned time.
    if (skippedIds.size > 0 && skippedIds.has(session.id)) continue;
    plannedDuration += session.duration;
    plannedLoad += session.load;
  }
  const sportTargets = plannedTargets(time, load, targets);
  sportTargets.strength = {
    duration: input.strength.count * input.strength.duration,
    load: Math.round(load.strength),
  };
  return {
    start: frame.start,
    index: frame.index,
    phase: frame.phase,
    isRecoveryWeek: volume.isRecoveryWeek,
    blockLoadWeeks: volume.blockLoadWeeks,
    // A B or C race week lowers the volume (mini-taper) whatever the level does around it.
    rampUp: frame.index === 0 ? input.firstWeekOutcome : input.hasMiniTaper ? 'Reduction' : volume.rampUp,
    targetDuration: Math.round(
      ENDURANCE_SPORTS.reduce((sum, sport) => sum + targets[sport], 0) + sportTargets.strength.duration,
    ),
    targets: sportTargets,
    plannedDuration,
    plannedLoad: Math.round(plannedLoad),
    reasons: input.reasons,
    reason: '',
  };
}

/**
 * Each endurance sport's target time with the load the planned sessions give it, scaled to the
 * target; a sport without sessions gets the load of endurance work of that length.
 */
function plannedTargets(
  time: Readonly<Record<Sport, number>>,
  load: Readonly<Record<Sport, number>>,
  targets: Readonly<Record<EnduranceSport, number>>,
): Record<Sport, SportTarget> {
  const result = emptyTargets();
  for (const sport of ENDURANCE_SPORTS) {
    const plannedLoad = load[sport];
    const plannedTime = time[sport];
    const sportLoad =
      plannedTime > 0
        ? (plannedLoad * targets[sport]) / plannedTime
        : estimateSessionStress({
            sport,
            durationSeconds: targets[sport],
            intensityFactor: intensityFactorFor(sport, 'endurance'),
          });
    result[sport] = { duration: Math.round(targets[sport]), load: Math.round(sportLoad) };
  }
  return result;
}

function emptyTargets(): Record<Sport, SportTarget> {
  return {
    swim: { duration: 0, load: 0 },
    bike: { duration: 0, load: 0 },
    run: { duration: 0, load: 0 },
    strength: { duration: 0, load: 0 },
  };
}
