import type { PlanState } from './plan-generation.service';

/** Today statuses of spec section 4; readiness (issue on check-ins) refines `proceed`. */
type TodayStatus =
  | 'proceed'
  | 'takecare'
  | 'skip'
  | 'rest'
  | 'noworkouts'
  | 'plangeneration'
  | 'error'
  | 'userneedsgoal'
  | 'subscribe';
type TrafficLight = 'green' | 'yellow' | 'red';

interface DashboardStatusInput {
  hasAccess: boolean;
  goalCount: number;
  plan: { status: PlanState; error: string | null };
  sessionsToday: number;
  /** Today's check-in verdict (readiness/); none before the athlete checked in. */
  readiness?: {
    status: 'proceed' | 'takecare' | 'skip' | 'rest';
    trafficLight: TrafficLight;
    message: string;
    keepOriginal: boolean;
  } | null;
}

interface DashboardStatus {
  status: TodayStatus;
  trafficLight: TrafficLight | null;
  message: string;
  /** A training day without today's check-in: the dashboard invites the athlete to check in. */
  checkInDue: boolean;
}

/**
 * The order matters: without a subscription nothing of the plan is shown (spec section 6);
 * without a goal there is nothing to plan for; then the plan's own state; then today.
 */
export function decideDashboardStatus(input: DashboardStatusInput): DashboardStatus {
  if (!input.hasAccess)
    return {
      status: 'subscribe',
      trafficLight: null,
      message: 'You need to subscribe to see workouts',
      checkInDue: false,
    };
  if (input.goalCount === 0)
    return {
      status: 'userneedsgoal',
      trafficLight: null,
      message: 'Add a race goal so your coach can plan your season.',
      checkInDue: false,
    };
  if (input.plan.status === 'generating' || input.plan.status === 'none') {
    return {
      status: 'plangeneration',
      trafficLight: null,
      message: 'Your coach is building your plan. This takes a moment.',
      checkInDue: false,
    };
  }
  if (input.plan.status === 'error') {
    return {
      status: 'error',
      trafficLight: null,
      message: input.plan.error ?? 'Your plan could not be generated. Please try again.',
      checkInDue: false,
    };
  }
  const checkInDue = !input.readiness;
  if (input.sessionsToday === 0)
    return {
      status: 'noworkouts',
      trafficLight: 'green',
      message: 'No workout today: recovery is part of the plan.',
      checkInDue,
    };
  // The morning check-in decides a training day; choosing the original session keeps the verdict visible.
  if (input.readiness) {
    const { status, trafficLight, message, keepOriginal } = input.readiness;
    return {
      status,
      trafficLight,
      message: keepOriginal && status !== 'proceed' ? `${message} You chose to train as planned.` : message,
      checkInDue,
    };
  }
  return { status: 'proceed', trafficLight: 'green', message: 'Train as planned today.', checkInDue };
}
