import type { EnduranceSport } from '../model/index';
import type { RaceType } from '../model/athlete';
import type { AthleteLevel, WorkoutContext, WorkoutDraft, WorkoutKind } from './workout-types';
import { buildBikeWorkout } from './workouts-bike';
import { buildRunWorkout } from './workouts-run';
import { buildSwimWorkout } from './workouts-swim';

/** Which library entry a placement asks for. */
export function primerSports(raceType: RaceType | undefined): EnduranceSport[] {
  if (raceType === 'ManualSwim') return ['swim'];
  if (raceType === 'ManualBike') return ['bike'];
  if (raceType === 'Sprint' || raceType === 'Olympic' || raceType === 'HalfIronman' || raceType === 'Ironman')
    return ['bike', 'run', 'swim'];
  return ['run'];
}

export function easyKind(sport: EnduranceSport, level: AthleteLevel, weekIndex: number): WorkoutKind {
  // Swimmers improve most through technique; newcomers get a drill-focused swim (Total Immersion, Swim Smooth).
  if (sport === 'swim' && (level === 'Novice' || weekIndex % 2 === 0)) return 'Technique';
  return 'Endurance';
}

export function builderFor(
  sport: EnduranceSport,
  kind: WorkoutKind,
): (duration: number, ctx: WorkoutContext) => WorkoutDraft {
  switch (sport) {
    case 'swim':
      return (duration, ctx) => buildSwimWorkout(kind, duration, ctx);
    case 'bike':
      return (duration, ctx) => buildBikeWorkout(kind, duration, ctx);
    case 'run':
      return (duration, ctx) => buildRunWorkout(kind, duration, ctx);
  }
}

export function longBuilder(sport: EnduranceSport): (duration: number, ctx: WorkoutContext) => WorkoutDraft {
  return builderFor(sport, 'Long');
}
