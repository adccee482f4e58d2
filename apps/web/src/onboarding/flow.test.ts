import { describe, expect, it } from 'vitest';
import { nextStep, ONBOARDING_FLOW, progressOf, resumeStep } from './flow';
import { screensOfMissing } from './missing-answers';

describe('onboarding flow', () => {
  it('meets the screens in spec order, ending with the trial', () => {
    expect(ONBOARDING_FLOW.slice(0, 5)).toEqual(['email', 'connect', 'about-you', 'profile', 'intention']);
    expect(nextStep('availability')).toBe('feasibility-check');
    expect(nextStep('complete')).toBe('start-trial');
    expect(nextStep('start-trial')).toBe('start-trial');
  });

  it('returns from side screens to the main line', () => {
    expect(nextStep('connect/abort/complete')).toBe('about-you');
    expect(nextStep('connect/garmin/restrictions')).toBe('about-you');
    expect(nextStep('endurance-experience/maf')).toBe('endurance-experience/lower-thresholds');
    expect(nextStep('endurance-experience/upper-pace-threshold-calculator')).toBe(
      'endurance-experience/running/threshold/lower',
    );
  });

  it('resumes at a stored screen, never at an unknown one or the first ones', () => {
    expect(resumeStep('availability')).toBe('availability');
    expect(resumeStep('endurance-experience/maf')).toBe('endurance-experience/maf');
    expect(resumeStep('connect')).toBeNull();
    expect(resumeStep('../app/dashboard')).toBeNull();
    expect(resumeStep(null)).toBeNull();
  });

  it('shows progress from 0 to 1', () => {
    expect(progressOf('email')).toBe(0);
    expect(progressOf('start-trial')).toBe(1);
    expect(progressOf('availability')).toBeGreaterThan(progressOf('profile'));
  });

  it('sends missing plan answers back to the screens that ask for them', () => {
    expect(
      screensOfMissing([
        'athlete.experience.swim.months',
        'athlete.experience.bike.longSessionDuration',
        'athlete.dateOfBirth',
        'athlete.weight',
        'goals',
      ]).map((s) => s.step),
    ).toEqual([
      'endurance-experience/training-volume',
      'endurance-experience/long-sessions',
      'profile',
      'goal/arace',
    ]);
  });
});
