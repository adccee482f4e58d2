import type { Intention, MafCategory, UnitSystem } from '@tricoach/core';
import type { Choice } from '../app/form/fields';
import type { Preferences } from '../athlete-data/types';

export const UNIT_SYSTEM_CHOICES: readonly Choice<UnitSystem>[] = [
  { value: 'Metric', label: 'Metric', description: 'cm, kg, km, min/km, min/100m' },
  { value: 'Imperial', label: 'Imperial', description: 'in, lbs, mi, min/mi, min/100yd' },
];

/** Choosing a unit system also sets the swim unit, so swim paces follow (min/100yd in imperial). */
export function unitPreferences(system: UnitSystem): Partial<Preferences> {
  return { preferredUnitSystem: system, swimUnit: system === 'Imperial' ? 'Yards' : 'Meters' };
}

export const INTENTION_CHOICES: readonly Choice<Intention>[] = [
  {
    value: 'Beginner',
    label: 'I am new to endurance sports',
    description: 'Build the habit and reach the start line healthy.',
  },
  {
    value: 'RampUp',
    label: 'I am getting back into training',
    description: 'Come back after a break of more than 6 weeks.',
  },
  {
    value: 'NextLevelRace',
    label: 'I want to take the next step',
    description: 'Race a longer distance or a new format.',
  },
  {
    value: 'Optimizing',
    label: 'I want to get faster',
    description: 'Improve my times at a distance I know.',
  },
];

export const MAF_CHOICES: readonly Choice<MafCategory>[] = [
  {
    value: 'Rehabilitation',
    label: 'I am recovering from an illness, injury or surgery, or take regular medication',
    description: '180 − age − 10',
  },
  {
    value: 'Stagnating',
    label: 'I get injured, ill or stagnate often, or have allergies or asthma',
    description: '180 − age − 5',
  },
  {
    value: 'ConsistentTraining',
    label: 'I have trained consistently for up to two years without problems',
    description: '180 − age',
  },
  {
    value: 'Competitive',
    label: 'I have trained consistently for over two years and keep improving',
    description: '180 − age + 5',
  },
];

export const GENDER_CHOICES: readonly Choice<'Male' | 'Female'>[] = [
  { value: 'Female', label: 'Female' },
  { value: 'Male', label: 'Male' },
];

export const POOL_LENGTH_CHOICES: readonly Choice<Preferences['poolLength']>[] = [
  { value: '25m', label: '25 m' },
  { value: '50m', label: '50 m' },
  { value: '25yd', label: '25 yd' },
  { value: '33.33m', label: '33⅓ m' },
];

export const BIKE_MEASUREMENT_CHOICES: readonly Choice<'HeartRate' | 'Power'>[] = [
  { value: 'HeartRate', label: 'Heart rate' },
  { value: 'Power', label: 'Power' },
];

export const RUN_MEASUREMENT_CHOICES: readonly Choice<'HeartRate' | 'Pace'>[] = [
  { value: 'HeartRate', label: 'Heart rate' },
  { value: 'Pace', label: 'Pace' },
];

export const INTENSITY_CHOICES: readonly Choice<Preferences['intensityDescription']>[] = [
  { value: 'Zones', label: 'Zones', description: 'Targets as zones and numbers: Z2, 145-155 bpm.' },
  { value: 'Verbal', label: 'Words', description: 'Targets in words: easy, steady, hard.' },
];
