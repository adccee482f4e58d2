import { useEffect, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PageProps } from '../app/route-types';
import { QueryState } from '../app/QueryState';
import { useProfile } from '../athlete-data/queries';
import { resumeStep, stepOfPath, stepPath } from './flow';

/** An onboarding screen; `step` is its path under /onboarding (flow.ts). */
export type StepScreen = ComponentType<{ step: string }>;

/** A reload resumes once per visit: after that, /onboarding/connect is a screen like any other. */
let resumed = false;

/**
 * Every onboarding screen: waits for the profile (every screen starts from its answers), then
 * renders the step; a profile that fails to load shows the error with Retry.
 *
 * @public Loaded by name from a dynamic import in routes.tsx (knip cannot follow it).
 */
export function OnboardingPage({ route, Screen }: PageProps & { Screen: StepScreen }) {
  const location = useLocation();
  const profile = useProfile();
  const step = stepOfPath(route.path);
  const loaded = !profile.isPending;
  useEffect(() => {
    if (loaded) resumed = true;
  }, [loaded]);
  return (
    <QueryState query={profile} loadingLabel="Loading your answers">
      {(answers) => {
        const target = resumed ? null : resumeStep(answers.onboardingStep);
        if (step === 'connect' && target && location.pathname === stepPath('connect')) {
          return <Navigate to={stepPath(target)} replace />;
        }
        return <Screen step={step} />;
      }}
    </QueryState>
  );
}
