import type { AthleteProfile } from '../model/athlete';
import type { AthleteLevel } from './workout-types';

/**
 * Novice: the Beginner intention or under a year of training in the main sports;
 * Advanced: Optimizing with two or more years (the MAF "Competitive" line of two years of
 * consistent progress); everyone else Intermediate.
 */
export function athleteLevel(athlete: AthleteProfile): AthleteLevel {
  const { swim, bike, run } = athlete.experience;
  const months = Math.max(swim.months, bike.months, run.months);
  if (athlete.intention === 'Beginner' || months < 12) return 'Novice';
  if (athlete.intention === 'Optimizing' && months >= 24) return 'Advanced';
  return 'Intermediate';
}

/**
 * 2:1 blocks for athletes of 50 and over and for novices, 3:1 for the rest
 * (coaching-science.md "Plan shape"; Friel, "Fast After 50": older athletes recover slower).
 */
export function loadWeeksPerBlock(age: number, level: AthleteLevel): number {
  return age >= 50 || level === 'Novice' ? 2 : 3;
}
