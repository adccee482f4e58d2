import type { IsoDate } from '../dates/index';
import { ENDURANCE_SPORTS, type EnduranceSport } from '../model/index';
import type { CompletedSession } from '../model/athlete';
import { fitnessToday, type StartingFitness } from '../load/fitness-today';
import { assembleSession, type SessionEnvironment } from './session-factory';
import { builderFor } from './workout-picker';
import type { AthleteLevel } from './workout-types';

const HOUR = 3600;

/**
 * Stress per hour of this athlete's easy sessions, by sport: an hour of the plan's own easy ride,
 * run and swim, scored with the athlete's thresholds as every planned session is (load/). It turns
 * the hours an athlete trains now into the fitness the plan starts from (issue 45: one model).
 */
export function easyStressPerHour(
  env: SessionEnvironment,
  level: AthleteLevel,
  cssPace: number,
  today: IsoDate,
): Record<EnduranceSport, number> {
  const rates = { swim: 0, bike: 0, run: 0 };
  for (const sport of ENDURANCE_SPORTS) {
    const draft = builderFor(sport, 'Endurance')(HOUR, { phase: 'Foundation', level, variant: 0, cssPace });
    const session = assembleSession(
      draft,
      { date: today, slotIndex: 0, sport, phase: 'Foundation', isHard: false, isKey: false },
      env,
    );
    rates[sport] = session.duration > 0 ? (session.load / session.duration) * HOUR : 0;
  }
  return rates;
}

/**
 * The fitness the plan starts from (load/ `fitnessToday`): the log's daily stress (a session
 * without a score counts at its sport's easy rate), over the steady fitness of the hours the
 * athlete trains now at this athlete's easy rates.
 */
export function startingFitness(input: {
  completed: readonly CompletedSession[];
  weekly: Record<EnduranceSport, number>;
  rates: Record<EnduranceSport, number>;
  today: IsoDate;
}): StartingFitness {
  const { weekly, rates } = input;
  const weeklyStress = ENDURANCE_SPORTS.reduce(
    (sum, sport) => sum + (weekly[sport] / HOUR) * rates[sport],
    0,
  );
  const log = input.completed
    .filter((session) => session.date < input.today)
    .map((session) => ({
      date: session.date,
      stress:
        session.load ?? (session.sport === 'strength' ? 0 : (session.duration / HOUR) * rates[session.sport]),
    }));
  // At steady state fitness (CTL) equals the daily stress: a week's stress over seven.
  const estimate = weeklyStress / 7;
  return { ...fitnessToday(log, input.today, estimate), estimate };
}
