import type { PlanState } from './plan-generation.service';

/** Today statuses of spec section 4; readiness (issue on check-ins) refines `proceed`. */
export type TodayStatus = 'proceed' | 'takecare' | 'skip' | 'rest' | 'noworkouts' | 'plangeneration' | 'error' | 'userneedsgoal' | 'subscribe';
export type TrafficLight = 'green' | 'yellow' | 'red';

export interface DashboardStatusInput {
  hasAccess: boolean;
  goalCount: number;
  plan: { status: PlanState; error: string | null };
  sessionsToday: number;
}

export interface DashboardStatus {
  status: TodayStatus;
  trafficLight: TrafficLight | null;
  message: string;
}

/**
 * The order matters: without a subscription nothing of the plan is shown (spec section 6);
 * without a goal there is nothing to plan for; then the plan's own state; then today.
 */
export function decideDashboardStatus(input: DashboardStatusInput): DashboardStatus {
  if (!input.hasAccess) return { status: 'subscribe', trafficLight: null, message: 'You need to subscribe to see workouts' };
  if (input.goalCount === 0) return { status: 'userneedsgoal', trafficLight: null, message: 'Add a race goal so your coach can plan your season.' };
  if (input.plan.status === 'generating' || input.plan.status === 'none') {
    return { status: 'plangeneration', trafficLight: null, message: 'Your coach is building your plan. This takes a moment.' };
  }
  if (input.plan.status === 'error') {
    return { status: 'error', trafficLight: null, message: input.plan.error ?? 'Your plan could not be generated. Please try again.' };
  }
  if (input.sessionsToday === 0) return { status: 'noworkouts', trafficLight: 'green', message: 'No workout today: recovery is part of the plan.' };
  return { status: 'proceed', trafficLight: 'green', message: 'Train as planned today.' };
}
