/**
 * Completing onboarding answers 400 with the plan input's missing fields (engine paths such
 * as `athlete.experience.swim.months`); each is sent back to the screen that asks for it.
 */
const SCREEN_OF_FIELD: readonly [RegExp, string, string][] = [
  [/^athlete\.experience\.\w+\.longSession/, 'endurance-experience/long-sessions', 'Your long sessions'],
  [/^athlete\.experience/, 'endurance-experience/training-volume', 'Your training volume'],
  [/^athlete\.intention/, 'intention', 'Your intention'],
  [/^athlete\./, 'profile', 'Your profile'],
  [/^goals/, 'goal/arace', 'Your race goal'],
  [/^availability/, 'availability', 'Availability'],
  [/^thresholds/, 'performance-data', 'Performance data'],
];

export interface MissingScreen {
  step: string;
  title: string;
}

export function screensOfMissing(fields: readonly string[]): MissingScreen[] {
  const screens: MissingScreen[] = [];
  for (const field of fields) {
    const match = SCREEN_OF_FIELD.find(([pattern]) => pattern.test(field));
    if (match && !screens.some((s) => s.step === match[1])) screens.push({ step: match[1], title: match[2] });
  }
  return screens;
}
