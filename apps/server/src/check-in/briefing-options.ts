import { FATIGUE_LEVELS, MOOD_LEVELS, SLEEP_LEVELS, SORENESS_LEVELS, STRESS_LEVELS } from '@tricoach/core';
import { RESTING_HR_BOUNDS, RMSSD_BOUNDS } from './check-in.schemas';

/** 'VeryFresh' → 'Very fresh', 'ExtremelyPoor' → 'Extremely poor'. */
function levelLabel(value: string): string {
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: levelLabel(value) }));

/** The choices and words of every check-in question (spec 3 scales, best answer first). */
export const BRIEFING_OPTIONS = {
  devices: [
    {
      value: 'camera',
      label: 'Phone camera',
      description: 'Cover the rear camera with your fingertip for a minute.',
    },
    {
      value: 'chest-strap',
      label: 'Chest strap',
      description: 'A Bluetooth heart-rate strap sends your beat-to-beat intervals.',
    },
    {
      value: 'ring',
      label: 'Ring or other device',
      description: "Type in this morning's rMSSD and resting heart rate.",
    },
    { value: 'skipped', label: 'Skip measurement', description: 'Answer the questions only.' },
  ],
  scales: [
    { item: 'fatigue' as const, question: 'How fresh do you feel?', options: options(FATIGUE_LEVELS) },
    { item: 'stress' as const, question: 'How stressed are you?', options: options(STRESS_LEVELS) },
    { item: 'sleep' as const, question: 'How did you sleep?', options: options(SLEEP_LEVELS) },
    { item: 'mood' as const, question: 'How is your mood?', options: options(MOOD_LEVELS) },
  ],
  soreness: {
    question: 'How sore are your muscles?',
    regions: [
      { value: 'armsShoulders', label: 'Arms and shoulders' },
      { value: 'core', label: 'Core' },
      { value: 'legs', label: 'Legs' },
    ],
    options: options(SORENESS_LEVELS),
  },
  bounds: { rmssd: { ...RMSSD_BOUNDS }, restingHeartRate: { ...RESTING_HR_BOUNDS } },
};
