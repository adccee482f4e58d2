import { DEFAULT_CSS_SEC_PER_100M } from '../../zones/calculators';
import type { ResolvedThresholds } from '../../zones/resolve';
import type { PlanInput } from '../plan-input';
import type { SessionEnvironment } from '../session-factory';
import { longSessionLimits, type LongSessionLimits } from './long-session-limits';
import type { RaceFocus } from './race-focus';

/** What turns a week's targets into concrete sessions, the same for the whole season. */
export interface SessionSettings {
  /** Swim pace the session durations use: the athlete's CSS, else the default. */
  cssPace: number;
  /** The athlete swims in yards (their swim unit): swim sets are written in yards. */
  swimInYards: boolean;
  env: SessionEnvironment;
  longLimits: LongSessionLimits;
}

export function sessionSettings(
  input: PlanInput,
  thresholds: ResolvedThresholds,
  focus: RaceFocus,
): SessionSettings {
  const cssPace = thresholds.thresholds.swimCss ?? DEFAULT_CSS_SEC_PER_100M;
  return {
    cssPace,
    swimInYards: input.preferences.swimUnit === 'Yards',
    env: {
      thresholds: thresholds.thresholds,
      preferences: { ...input.preferences.measurement },
      weight: input.athlete.weight,
    },
    longLimits: longSessionLimits(focus.mainRace, focus.family, cssPace),
  };
}
