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
  const planned = sessions.filter((session) => session.focus !== 'Race');
  const sportTargets = plannedTargets(planned, targets);
  sportTargets.strength = {
    duration: input.strength.count * input.strength.duration,
    load: Math.round(planned.filter((s) => s.sport === 'strength').reduce((sum, s) => sum + s.load, 0)),
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
    // Skipped sessions will not be done: they do not count as planned time.
    plannedDuration: sessions.filter((s) => !skippedIds.has(s.id)).reduce((sum, s) => sum + s.duration, 0),
    plannedLoad: Math.round(
      sessions.filter((s) => !skippedIds.has(s.id)).reduce((sum, s) => sum + s.load, 0),
    ),
    reasons: input.reasons,
    reason: '',
  };
}

/**
 * Each endurance sport's target time with the load the planned sessions give it, scaled to the
 * target; a sport without sessions gets the load of endurance work of that length.
 */
function plannedTargets(
  planned: readonly PlannedSession[],
  targets: Readonly<Record<EnduranceSport, number>>,
): Record<Sport, SportTarget> {
  const result = emptyTargets();
  for (const sport of ENDURANCE_SPORTS) {
    const plannedLoad = planned.filter((s) => s.sport === sport).reduce((sum, s) => sum + s.load, 0);
    const plannedTime = planned.filter((s) => s.sport === sport).reduce((sum, s) => sum + s.duration, 0);
    const load =
      plannedTime > 0
        ? (plannedLoad * targets[sport]) / plannedTime
        : estimateSessionStress({
            sport,
            durationSeconds: targets[sport],
            intensityFactor: intensityFactorFor(sport, 'endurance'),
          });
    result[sport] = { duration: Math.round(targets[sport]), load: Math.round(load) };
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
