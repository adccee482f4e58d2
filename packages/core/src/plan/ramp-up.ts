import type { RampUpOutcome } from '../model/plan-types';

/** Today statuses of readiness/ (spec section 4) that matter for the week's ramp. */
export type ReadinessLight = 'proceed' | 'takecare' | 'skip' | 'rest';

export interface RampUpEvidence {
  /**
   * Completed time of the last 7 days over the time expected for them (the recent 6-week
   * norm, or last week's plan when the server passes it). Undefined without history.
   */
  compliance?: number;
  /** Readiness statuses of the last 7 mornings that had a check-in. */
  recentReadiness: readonly ReadinessLight[];
}

export interface RampUpDecision {
  outcome: RampUpOutcome;
  reasons: string[];
}

/**
 * The week's ramp-up outcome (spec section 4: StepUp, NoIncrease, Reduction), as a coach
 * decides it: step up only when the athlete did the work and absorbed it. Thresholds:
 * - compliance < 60 % or three or more red mornings (skip/rest) in a week → Reduction:
 *   something is wrong (illness, life stress), the load was not absorbed;
 * - compliance < 85 % or two or more mornings not green → NoIncrease: repeat the week
 *   instead of adding to work that was not done (never cram missed work);
 * - otherwise StepUp.
 * The 85 % line follows the common coaching reading of compliance (TrainingPeaks colours
 * planned vs completed green from ~80 %); the readiness counts follow Plews et al. (2013):
 * a single low HRV day is noise, repeated low days are a trend.
 */
export function decideRampUp(evidence: RampUpEvidence): RampUpDecision {
  const reasons: string[] = [];
  const red = evidence.recentReadiness.filter((light) => light === 'skip' || light === 'rest').length;
  const notGreen = evidence.recentReadiness.filter((light) => light !== 'proceed').length;
  const compliance = evidence.compliance;
  if (compliance !== undefined) reasons.push(`Compliance last 7 days: ${Math.round(compliance * 100)} %`);
  if (evidence.recentReadiness.length > 0)
    reasons.push(
      `Readiness last 7 days: ${notGreen} of ${evidence.recentReadiness.length} mornings not green, ${red} red`,
    );
  if ((compliance !== undefined && compliance < 0.6) || red >= 3) return { outcome: 'Reduction', reasons };
  if ((compliance !== undefined && compliance < 0.85) || notGreen >= 2)
    return { outcome: 'NoIncrease', reasons };
  return { outcome: 'StepUp', reasons };
}
