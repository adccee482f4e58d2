import { useNavigate } from 'react-router';
import type { ProfilePatch } from '../athlete-data/types';
import { useSaveProfile, type SaveResult } from '../athlete-data/mutations';
import { nextStep, stepPath } from './flow';

/**
 * Moves the athlete on: saves the screen's profile answers together with `onboardingStep`
 * (the next screen, so a reload resumes there) and navigates. A failed save stays on the
 * screen with a red toast; the form keeps everything typed.
 */
export function useStep(step: string) {
  const navigate = useNavigate();
  const { save, busy } = useSaveProfile();
  const next = nextStep(step);
  async function advance(patch: ProfilePatch = {}, to: string = next): Promise<SaveResult> {
    const result = await save({ ...patch, onboardingStep: to }, `onboarding.${step.replaceAll('/', '.')}`);
    if (result.ok) void navigate(stepPath(to));
    return result;
  }
  return { next, advance, busy };
}
