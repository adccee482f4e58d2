import type { IsoDate } from '../../dates/index';
import type { RaceGoal } from '../../model/athlete';
import { ENDURANCE_SPORTS, type EnduranceSport } from '../../model/index';
import { gapDays } from '../day-math';
import { validateGoals, type GoalIssue } from '../../goals/goal-rules';
import { RACE_PROFILES, type RaceFamily } from '../../goals/race-catalogue';
import { anchorRaces } from '../season-phases';
import { sportShares } from '../week-targets';
import type { AthleteLevel } from '../workout-types';

/** What the season trains for: the races still ahead, the one that anchors the plan, its sports. */
export interface RaceFocus {
  /** Every goal checked, past ones included: the athlete sees what is wrong with any of them. */
  goalIssues: GoalIssue[];
  /** Goals from today on, soonest first (ties by id, so the order never depends on the input's). */
  goals: RaceGoal[];
  mainRace: RaceGoal | undefined;
  /** Without a race the plan keeps a triathlete's all-round base. */
  family: RaceFamily;
  shares: Partial<Record<EnduranceSport, number>>;
  trainedSports: EnduranceSport[];
}

export function chooseRaceFocus(
  allGoals: readonly RaceGoal[],
  today: IsoDate,
  level: AthleteLevel,
): RaceFocus {
  const goals = allGoals
    .filter((goal) => gapDays(today, goal.date) >= 0)
    .sort((a, b) => gapDays(b.date, a.date) || a.id.localeCompare(b.id));
  const mainRace: RaceGoal | undefined = anchorRaces(goals)[0];
  const family: RaceFamily = mainRace ? RACE_PROFILES[mainRace.type].family : 'Triathlon';
  const shares = sportShares(family, level);
  return {
    goalIssues: validateGoals(allGoals),
    goals,
    mainRace,
    family,
    shares,
    trainedSports: ENDURANCE_SPORTS.filter((sport) => (shares[sport] ?? 0) > 0),
  };
}
