/**
 * The onboarding screens in the order an athlete meets them (spec 2). Side screens (the
 * GARMIN® and no-watch branches, the calculators) are not in the main line: each names the
 * screen it leads to. `onboardingStep` stores the step reached, so a reload resumes there.
 */
export const ONBOARDING_FLOW = [
  'email',
  'connect',
  'about-you',
  'profile',
  'intention',
  'goal/arace',
  'training-constraints',
  'performance-data',
  'endurance-experience/training-volume',
  'endurance-experience/long-sessions',
  'endurance-experience/swimming/threshold',
  'endurance-experience/cycling/threshold',
  'endurance-experience/cycling/threshold/lower',
  'endurance-experience/running/threshold',
  'endurance-experience/running/threshold/lower',
  'endurance-experience/lower-thresholds',
  'endurance-experience/other',
  'injury',
  'training-volume',
  'availability',
  'feasibility-check',
  'notification-consents',
  'complete',
  'start-trial',
] as const;

type FlowStep = (typeof ONBOARDING_FLOW)[number];

/** Side screens and the main-line screen they return to. */
const SIDE_STEPS: Readonly<Record<string, FlowStep>> = {
  'connect/abort': 'about-you',
  'connect/abort/complete': 'about-you',
  'connect/garmin': 'about-you',
  'connect/garmin/success': 'about-you',
  'connect/garmin/restrictions': 'about-you',
  'endurance-experience/upper-pace-threshold-calculator': 'endurance-experience/running/threshold/lower',
  'endurance-experience/maf': 'endurance-experience/lower-thresholds',
};

export function nextStep(step: string): string {
  const side = SIDE_STEPS[step];
  if (side) return side;
  const index = ONBOARDING_FLOW.indexOf(step as FlowStep);
  return ONBOARDING_FLOW[Math.min(index + 1, ONBOARDING_FLOW.length - 1)] ?? 'connect';
}

/** 0..1 through the main line; side screens count as the screen they return to, minus one. */
export function progressOf(step: string): number {
  const anchor = SIDE_STEPS[step];
  const index = anchor ? ONBOARDING_FLOW.indexOf(anchor) - 1 : ONBOARDING_FLOW.indexOf(step as FlowStep);
  return Math.max(0, index) / (ONBOARDING_FLOW.length - 1);
}

export const stepPath = (step: string) => `/onboarding/${step}`;

export function stepOfPath(pathname: string): string {
  return pathname.replace(/^\/onboarding\/?/, '').replace(/\/$/, '');
}

/** Where a reload resumes: a stored step that is a real screen, never the email step twice. */
export function resumeStep(stored: string | null | undefined): string | null {
  if (!stored || stored === 'connect' || stored === 'email') return null;
  const known = (ONBOARDING_FLOW as readonly string[]).includes(stored) || stored in SIDE_STEPS;
  return known ? stored : null;
}
