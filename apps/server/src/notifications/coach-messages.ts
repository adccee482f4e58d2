import { formatDisplayDate, type IsoDate, type PlannedSession } from '@tricoach/core';
import type { NewNotification } from './notifications.service';

/** What the coach says, kept apart from when it says it (coach-notifications.ts). */

const SPORT_NAMES: Record<string, string> = {
  swim: 'swim',
  swimming: 'swim',
  bike: 'bike',
  cycling: 'bike',
  run: 'run',
  running: 'run',
  strength: 'strength',
};
const sportName = (sport: string) => SPORT_NAMES[sport.toLowerCase()] ?? sport.toLowerCase();
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const FIRST_WORKOUT_ROUTE = '/app/notification/first-workout-completed';

export function welcome(firstSession: Pick<PlannedSession, 'title' | 'date'> | null): NewNotification {
  const start = firstSession
    ? `Your first workout is ${firstSession.title} on ${formatDisplayDate(firstSession.date)}.`
    : 'Your first workouts are on the dashboard.';
  return {
    kind: 'plan-ready',
    category: 'other',
    title: 'Your training plan is ready',
    body: `Welcome to Tricoach! ${start} Open a workout to see its steps and targets, and skip or move it when a day does not suit you. After each workout, log it so your coach can adapt the plan.`,
    route: '/app/dashboard',
    dedupeKey: 'plan-ready',
  };
}

/** At most one "plan changed" a day, whatever changed it. */
export function planChanged(today: IsoDate, why: 'rebuilt' | 'edited'): NewNotification {
  return {
    kind: 'plan-changed',
    category: 'other',
    title: 'Your plan changed',
    body:
      why === 'rebuilt'
        ? 'Your coach rebuilt your plan from your latest answers. Check the coming weeks in the forecast.'
        : 'Your coach recalculated the coming week around your changes. Check it in the forecast.',
    route: '/app/forecast',
    dedupeKey: `plan-changed:${today}`,
  };
}

export function performanceTestDue(sessionId: string, sport: string, date: IsoDate): NewNotification {
  const name = sportName(sport);
  return {
    kind: 'performance-test-due',
    category: 'feedback',
    title: `${capitalised(name)} performance test on ${formatDisplayDate(date)}`,
    body: `Your coach planned a ${name} test to measure your threshold, so your zones stay right. Come to it rested: keep the day before easy.`,
    route: `/app/workout/planned/${sessionId}`,
    dedupeKey: `performance-test-due:${sessionId}`,
  };
}

const OUTCOME_TEXT: Record<string, string> = {
  increase: 'Your threshold went up. Accept the new value to update your zones, or keep the old one.',
  decrease: 'Your threshold came out lower. Accept it if the test went well, or keep the old value.',
  stable: 'Your threshold stayed about the same. Accept it or keep the old value.',
  unknown: 'Your test measured your threshold for the first time. Accept it to set your zones from it.',
};

export function performanceTestEvaluated(sessionId: string, sport: string, outcome: string): NewNotification {
  return {
    kind: 'performance-test-evaluated',
    category: 'feedback',
    title: `Your ${sportName(sport)} test result`,
    body:
      OUTCOME_TEXT[outcome] ??
      'The test could not be measured reliably. Keep your old value, and your coach plans a new test.',
    route: `/app/workout/performance-test/${sessionId}/threshold`,
    dedupeKey: `performance-test-evaluated:${sessionId}`,
  };
}

export function goalActionRequired(today: IsoDate): NewNotification {
  return {
    kind: 'goal-action-required',
    category: 'other',
    title: 'Your race goal needs attention',
    body: 'Your plan needs an upcoming race goal that fits the others. Check your race goals so your coach can build toward them.',
    route: '/app/settings/race-goal',
    dedupeKey: `goal-action-required:${today}`,
  };
}

export function firstWorkoutCompleted(): NewNotification {
  return {
    kind: 'first-workout-completed',
    category: 'feedback',
    title: 'First workout done!',
    body: 'You completed your first workout with Tricoach. Your coach now learns from what you do, one workout at a time.',
    route: FIRST_WORKOUT_ROUTE,
    dedupeKey: 'first-workout-completed',
  };
}
