import { z } from 'zod';
import type { IsoDate } from '../dates/index';
import {
  RACE_TYPES,
  type RaceGoal,
  type RacePriority,
  type RaceType,
  type Topography,
} from '../model/athlete';
import { validateGoals, type GoalIssueCode } from '../goals/goal-rules';
import { isManualRace } from '../goals/race-catalogue';
import { parseHoursMinutes } from '../units/time-format';
import { isoDateField, numberField, oneOfField, optionalField, requiredText, whenValid } from './fields';
import { messages } from './messages';

/**
 * The race goal (spec section 3) and its rules (spec section 5). The priority table, the
 * manual distance bounds and the cross-goal rules live in goals/ (ALLOWED_PRIORITIES,
 * MANUAL_DISTANCE_BOUNDS, validateGoals) and are used from there, messages included; this
 * file maps them onto the API's field names.
 */

export const RACE_PRIORITIES = ['A', 'B', 'C'] as const satisfies readonly RacePriority[];
export const TOPOGRAPHIES = ['Flat', 'Hilly'] as const satisfies readonly Topography[];
export const RACE_NAME_MAX_LENGTH = 100;

/** Spec section 5: manual swims are typed in metres, manual rides and runs in kilometres. */
export const MANUAL_DISTANCE_INPUT_UNIT: Readonly<
  Record<'ManualSwim' | 'ManualBike' | 'ManualRun', { unit: 'm' | 'km'; meters: number }>
> = {
  ManualSwim: { unit: 'm', meters: 1 },
  ManualBike: { unit: 'km', meters: 1000 },
  ManualRun: { unit: 'km', meters: 1000 },
};

const HOURS_MINUTES_SECONDS = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/;
const MAX_HOURS = 29;

/** `h:mm` (spec time format) or `h:mm:ss` for a target time with seconds; hours 0-29. */
export function parseTargetTime(text: string): number | undefined {
  const match = HOURS_MINUTES_SECONDS.exec(text.trim());
  if (!match) return parseHoursMinutes(text);
  const hours = Number(match[1]);
  return hours > MAX_HOURS ? undefined : hours * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** API field `aimedTargetTime`: optional, out in seconds. */
export const aimedTargetTimeSchema = optionalField(
  z.string({ error: messages.hoursMinutesSeconds() }).transform((text, ctx) => {
    const seconds = parseTargetTime(text);
    if (seconds === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.hoursMinutesSeconds() });
      return z.NEVER;
    }
    if (seconds === 0) {
      ctx.addIssue({ code: 'custom', message: 'Target time must be longer than 0:00' });
      return z.NEVER;
    }
    return seconds;
  }),
);

/** The rules one goal can break on its own; "an A race first" needs the others. */
const SINGLE_GOAL_CODES: readonly GoalIssueCode[] = [
  'PriorityNotAllowed',
  'IronmanMustBeA',
  'ManualDistanceOutOfRange',
  'ManualDistanceStep',
];

/** A manual race's distance in metres; none for the standard types, which have theirs. */
function manualDistanceMeters(type: RaceType, distance: number | null | undefined): number | undefined {
  if (!isManualRace(type) || distance === undefined || distance === null) return undefined;
  // Rounded to a micrometre so 1.1 km is 1100 m, not 1100.0000000000002.
  return Math.round(distance * MANUAL_DISTANCE_INPUT_UNIT[type].meters * 1e6) / 1e6;
}

const FIELD_OF_CODE: Readonly<Record<GoalIssueCode, 'racePriority' | 'distance'>> = {
  PriorityNotAllowed: 'racePriority',
  IronmanMustBeA: 'racePriority',
  ARaceRequired: 'racePriority',
  ManualDistanceRequired: 'distance',
  ManualDistanceOutOfRange: 'distance',
  ManualDistanceStep: 'distance',
};

/** A rule broken, named by the API field it belongs to (the server's `fieldErrors`). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * POST odata/athletegoal and PATCH by id: one race goal as the form sends it. `eventDate`
 * must be today or later (date_after_or_equals); `distance` is required for the manual
 * types only, typed in m (swim) or km (bike, run) and given out in metres; other types drop
 * it. The priority must be allowed for the type. Rules that need the athlete's other goals
 * (an A race first) are `validateRaceGoal`'s.
 */
export function raceGoalSchema(context: { today: IsoDate }) {
  return z
    .object({
      raceName: requiredText('Race name', RACE_NAME_MAX_LENGTH),
      location: optionalField(requiredText('Location', RACE_NAME_MAX_LENGTH)),
      eventDate: isoDateField('Event date').refine(
        (date) => date >= context.today,
        messages.dateAfterOrEquals('Event date', 'today'),
      ),
      eventType: oneOfField(RACE_TYPES, 'Race type'),
      racePriority: oneOfField(RACE_PRIORITIES, 'Race priority'),
      distance: optionalField(numberField('Distance')),
      aimedTargetTime: aimedTargetTimeSchema,
      topography: optionalField(oneOfField(TOPOGRAPHIES, 'Topography')),
    })
    .superRefine(
      (goal, ctx) => {
        const distance = manualDistanceMeters(goal.eventType, goal.distance);
        if (isManualRace(goal.eventType) && distance === undefined) {
          ctx.addIssue({ code: 'custom', path: ['distance'], message: messages.required('Distance') });
          return;
        }
        const candidate: RaceGoal = {
          id: CANDIDATE_ID,
          name: '',
          type: goal.eventType,
          date: '',
          priority: goal.racePriority,
          ...(distance !== undefined ? { distance } : {}),
        };
        for (const issue of validateGoals([candidate])) {
          if (SINGLE_GOAL_CODES.includes(issue.code)) {
            ctx.addIssue({ code: 'custom', path: [FIELD_OF_CODE[issue.code]], message: issue.message });
          }
        }
      },
      whenValid('eventType', 'racePriority', 'distance'),
    )
    .transform((goal) => ({ ...goal, distance: manualDistanceMeters(goal.eventType, goal.distance) }));
}
export type RaceGoalInput = z.output<ReturnType<typeof raceGoalSchema>>;

const CANDIDATE_ID = '\u0000candidate';

function toModelGoal(goal: RaceGoalInput, id: string): RaceGoal {
  return {
    id,
    name: goal.raceName,
    type: goal.eventType,
    date: goal.eventDate,
    priority: goal.racePriority,
    ...(goal.distance !== undefined ? { distance: goal.distance } : {}),
    ...(typeof goal.aimedTargetTime === 'number' ? { targetTime: goal.aimedTargetTime } : {}),
    ...(goal.topography ? { topography: goal.topography } : {}),
  };
}

/**
 * A goal (already through `raceGoalSchema`) against the athlete's other goals (spec section
 * 5, race rules): a B or C race needs an A race among the goals; a full Ironman is always A;
 * the priority must suit the type. `goalId` is the goal being edited, left out of `others`.
 * Returns the broken rules as field errors; empty when the goal may be saved.
 */
export function validateRaceGoal(
  goal: RaceGoalInput,
  others: readonly RaceGoal[],
  goalId?: string,
): FieldError[] {
  const id = goalId ?? CANDIDATE_ID;
  const rest = others.filter((other) => other.id !== id);
  const errors: FieldError[] = [];
  for (const issue of validateGoals([...rest, toModelGoal(goal, id)])) {
    if (issue.goalId !== id) continue;
    const error = { field: FIELD_OF_CODE[issue.code], message: issue.message };
    if (!errors.some((e) => e.field === error.field && e.message === error.message)) errors.push(error);
  }
  return errors;
}

/**
 * POST goals/validate-all: every stored goal against the others, as field errors per goal
 * id. Goals without errors are left out, so an empty object means all goals are valid.
 */
export function validateAllRaceGoals(goals: readonly RaceGoal[]): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  for (const issue of validateGoals(goals)) {
    const list = (errors[issue.goalId] ??= []);
    const error = { field: FIELD_OF_CODE[issue.code], message: issue.message };
    if (!list.some((e) => e.field === error.field && e.message === error.message)) list.push(error);
  }
  return errors;
}
