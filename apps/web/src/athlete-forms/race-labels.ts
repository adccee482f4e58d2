import type { RaceType } from '@tricoach/core';
import type { Choice } from '../app/form/fields';

export const RACE_TYPE_LABELS: Readonly<Record<RaceType, string>> = {
  Sprint: 'Sprint triathlon',
  Olympic: 'Olympic-distance triathlon',
  HalfIronman: 'Half Ironman (70.3)',
  Ironman: 'Ironman',
  Marathon: 'Marathon',
  HalfMarathon: 'Half marathon',
  TenK: '10 km run',
  FiveK: '5 km run',
  ManualBike: 'Bike race (own distance)',
  ManualRun: 'Run (own distance)',
  ManualSwim: 'Swim (own distance)',
};

export const PRIORITY_DESCRIPTIONS = {
  A: 'Your main race: the season is built around it, with a full taper.',
  B: 'An important race: a short taper, the plan keeps building.',
  C: 'A training race: no taper, raced from full training.',
} as const;

export const raceTypeChoices = (types: readonly RaceType[]): Choice<RaceType>[] =>
  types.map((value) => ({ value, label: RACE_TYPE_LABELS[value] }));

/** Always h:mm:ss, so a 5 km target of 25 minutes never reads as 25 hours. */
export function targetTimeText(seconds: number): string {
  const total = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
