import type { IsoDate } from '../dates/index';
import type { ReadinessDay } from '../readiness/check-in';
import type {
  EnduranceSport,
  Gender,
  Intention,
  MafCategory,
  MeasurementPreferences,
  Sport,
  UnitSystem,
} from './index';

/**
 * The athlete input model of the plan generator (spec section 3). Values are SI at rest:
 * durations in seconds, distances in metres, weight in kilograms.
 */

/** Availability and injury modalities use the spec's own words (section 3). */
export type Modality = 'swimming' | 'cycling' | 'running' | 'strengthtraining';
export const MODALITIES: readonly Modality[] = ['swimming', 'cycling', 'running', 'strengthtraining'];

export const SPORT_OF_MODALITY: Readonly<Record<Modality, Sport>> = {
  swimming: 'swim',
  cycling: 'bike',
  running: 'run',
  strengthtraining: 'strength',
};
export const MODALITY_OF_SPORT: Readonly<Record<Sport, Modality>> = {
  swim: 'swimming',
  bike: 'cycling',
  run: 'running',
  strength: 'strengthtraining',
};

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
/** Monday first (spec section 1); index + 1 is the ISO weekday. */
export const WEEKDAYS: readonly Weekday[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** A record with an entry per weekday, Monday first: `everyWeekday(() => [])` is an empty week. */
export function everyWeekday<T>(value: (day: Weekday) => T): Record<Weekday, T> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, value(day)])) as Record<Weekday, T>;
}

/** Other endurance sports an athlete may do (spec section 3); they count toward fitness. */
export const OTHER_ENDURANCE_SPORTS = [
  'AquaJogging',
  'CrossCountrySkiing',
  'CrossTrainer',
  'Hiking',
  'IceSkating',
  'Kayak',
  'OrientationRunning',
  'Rowing',
  'SkiTouring',
  'SpeedSkating',
] as const;
export type OtherEnduranceSport = (typeof OTHER_ENDURANCE_SPORTS)[number];

/** Onboarding answers for swimming: distances, because swimmers count metres (spec section 3). */
export interface SwimExperience {
  months: number;
  /** Metres per week. */
  weeklyDistance: number;
  /** Average distance of the long swim, metres. */
  longSessionDistance: number;
}

/** Onboarding answers for cycling and running: hours per week and the long session's duration. */
export interface TimedExperience {
  months: number;
  /** Seconds per week. */
  weeklyDuration: number;
  /** Average duration of the long session, seconds. */
  longSessionDuration: number;
}

export interface Experience {
  swim: SwimExperience;
  bike: TimedExperience;
  run: TimedExperience;
}

export interface AthleteProfile {
  dateOfBirth: IsoDate;
  gender: Gender;
  /** Kilograms. */
  weight: number;
  intention: Intention;
  maf: MafCategory;
  experience: Experience;
  otherEnduranceSports: OtherEnduranceSport[];
  /** Sports in which the athlete tends to get injured: the plan grows them more carefully. */
  injuryTendencies: EnduranceSport[];
}

export const RACE_TYPES = [
  'Sprint',
  'Olympic',
  'HalfIronman',
  'Ironman',
  'Marathon',
  'HalfMarathon',
  'TenK',
  'FiveK',
  'ManualBike',
  'ManualRun',
  'ManualSwim',
] as const;
export type RaceType = (typeof RACE_TYPES)[number];
export type RacePriority = 'A' | 'B' | 'C';
export type Topography = 'Flat' | 'Hilly';

export interface RaceGoal {
  id: string;
  name: string;
  type: RaceType;
  date: IsoDate;
  priority: RacePriority;
  /** Metres; required for the manual types only (spec section 5 bounds). */
  distance?: number;
  /** Seconds. */
  targetTime?: number;
  topography?: Topography;
}

export interface AvailabilitySlot {
  /** Seconds. */
  duration: number;
  modalities: Modality[];
}
/** For each weekday, the slots the athlete can train in (spec section 3). */
export type WeeklyAvailability = Record<Weekday, AvailabilitySlot[]>;

export type InjuryPauseType = 'Injury' | 'Pause';
export interface InjuryPause {
  id: string;
  type: InjuryPauseType;
  start: IsoDate;
  /** Inclusive; absent while the period is open. */
  end?: IsoDate;
  excludedModalities: Modality[];
}

export interface CompletedSession {
  id?: string;
  date: IsoDate;
  sport: Sport;
  /** Seconds. */
  duration: number;
  /** Metres. */
  distance?: number;
  /** Training stress score of the session (TSS family, see load/). */
  load?: number;
  /** The planned session it fulfilled, when known. */
  plannedSessionId?: string;
  isPerformanceTest?: boolean;
  /** Optional 1 Hz streams; the planner only needs totals, load/ reads these. */
  streams?: { heartRate?: number[]; power?: number[]; speed?: number[] };
}

/**
 * One morning's check-in (spec section 3). The readiness helper owns the shape: five-level
 * answers as words (VeryFresh … VeryFatigued) or numbers 1 (best) … 5 (worst).
 */
export type DailyCheckInInput = ReadinessDay;

export interface DisplayPreferences {
  unitSystem: UnitSystem;
  measurement: MeasurementPreferences;
  /** Pool unit for swim paces and distances (spec 3: swim unit), independent of the unit system. */
  swimUnit?: 'Meters' | 'Yards';
}

export interface SessionMove {
  sessionId: string;
  newDate: IsoDate;
}
