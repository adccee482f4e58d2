import type { ApiResponse } from '../api/contract';
import type {
  Intention,
  Zone,
  MafCategory,
  PoolLength,
  RacePriority,
  RaceType,
  Topography,
  UnitSystem,
} from '@tricoach/core';

/**
 * The athlete-data shapes of docs/api.md ("Athlete data"). The API speaks SI, except the
 * profile's height and weight, which come in the athlete's unit system (`heightUnit`, `weightUnit`).
 */
export interface Preferences {
  preferredUnitSystem: UnitSystem;
  swimUnit: 'Meters' | 'Yards';
  useVerbalSwimPace: boolean;
  poolLength: PoolLength;
  intensityDescription: 'Zones' | 'Verbal';
  cyclingMeasurement: {
    aerobic: 'HeartRate' | 'Power';
    interval: 'HeartRate' | 'Power';
    indoor: 'HeartRate' | 'Power';
  };
  runningMeasurement: {
    aerobic: 'HeartRate' | 'Pace';
    interval: 'HeartRate' | 'Pace';
    indoor: 'HeartRate' | 'Pace';
  };
  timeZoneInfoId: string;
}

export interface Experience {
  swimmingExperienceTrainingDurationInMonths: number | null;
  cyclingExperienceTrainingDurationInMonths: number | null;
  runningExperienceTrainingDurationInMonths: number | null;
  swimmingExperienceTrainingVolumeInMetersPerWeek: number | null;
  cyclingExperienceTrainingVolumeInHoursPerWeek: number | null;
  runningExperienceTrainingVolumeInHoursPerWeek: number | null;
  averageDistanceOfLongSwimmingSession: number | null;
  averageDurationOfLongCyclingSession: number | null;
  averageDurationOfLongRunningSession: number | null;
  hoursPerWeekAvailable: number | null;
}

export interface InjuryTendencies {
  swimming: boolean;
  cycling: boolean;
  running: boolean;
}

export interface Communication {
  pushNotifications: boolean;
  emailNotifications: boolean;
}

export interface AthleteProfile {
  id: string;
  email: string | null;
  nickname: string | null;
  firstname: string | null;
  lastname: string | null;
  gender: 'Male' | 'Female' | null;
  dateOfBirth: string | null;
  height: number | null;
  heightUnit: 'cm' | 'in';
  weight: number | null;
  weightUnit: 'kg' | 'lbs';
  location: string | null;
  countryCode: string | null;
  profilePictureUrl: string | null;
  intention: Intention | null;
  preferences: Preferences;
  experience: Partial<Experience> | null;
  otherEnduranceSports: string[];
  injuryTendencies: InjuryTendencies | null;
  communication: Communication | null;
  mafAnswer: MafCategory | null;
  onBoardingStatus: string;
  onboardingStep: string | null;
}

/** What a PATCH may carry: any subset, nested objects possibly partial. */
export type ProfilePatch = Partial<
  Omit<
    AthleteProfile,
    'id' | 'preferences' | 'experience' | 'height' | 'weight' | 'heightUnit' | 'weightUnit'
  >
> & {
  preferences?: Partial<Preferences>;
  /** Long ride and run may go as typed `h:mm` text (docs/api.md); the server merges the answers. */
  experience?: Partial<Record<keyof Experience, number | string | null>>;
  height?: number | string | null;
  weight?: number | string;
  intensityDescription?: Preferences['intensityDescription'];
};

export type FeasibilityOutcome =
  'GoalSeemsFeasible' | 'GoalIsDoable' | 'GoalDateTooClose' | 'GoalInTaperPhase';

export interface RaceGoal {
  id: string;
  raceName: string;
  location: string | null;
  eventDate: string;
  eventType: RaceType;
  racePriority: RacePriority;
  distance: number | null;
  aimedTargetTime: number | null;
  topography: Topography | null;
  feasibility?: { outcome: FeasibilityOutcome; message: string } | null;
}

/**
 * A goal as the form sends it (the server runs the same schema): a manual distance as typed
 * (m for swims, km for rides and runs), the target time as `h:mm:ss` text.
 */
export type RaceGoalDraft = Omit<RaceGoal, 'id' | 'feasibility' | 'aimedTargetTime'> & {
  aimedTargetTime: string | null;
};

export interface TargetTimeOption {
  label: string;
  seconds: number;
}

export type Modality = 'swimming' | 'cycling' | 'running' | 'strengthtraining';

export interface Slot {
  durationMinutes: number;
  /** Seconds; responses only. */
  duration?: number;
  modalities: Modality[];
}

export type WeekdayName = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** Monday to Sunday; a missing day has no slots (docs/api.md). */
export type Availability = Partial<Record<WeekdayName, Slot[]>>;

export interface AvailabilityIssue {
  code: string;
  message: string;
  sport?: string;
}

export interface Thresholds {
  bikeUpperHeartRate: number | null;
  bikeLowerHeartRate: number | null;
  runUpperHeartRate: number | null;
  runLowerHeartRate: number | null;
  bikeUpperPower: number | null;
  bikeLowerPower: number | null;
  runUpperPace: number | null;
  runLowerPace: number | null;
  swimCss: number | null;
  maxHeartRate: number | null;
  restingHeartRate: number | null;
  estimated?: string[];
}

export interface CapabilityEntry {
  value: number;
  source: 'Onboarding' | 'UserChanged' | 'Automated';
  createdAt: string;
}

/** GET dashboard-status, as the server's contract says (generated). */
export type DashboardStatus = ApiResponse<'/api/v1/app/dashboard-status'>;

/** GET thresholds/settings: the thresholds and every zone set they allow (SI bounds). */
export interface ThresholdSettings extends Thresholds {
  zones: {
    swimming: { pace: Zone[] | null };
    cycling: { power: Zone[] | null; heartRate: Zone[] | null };
    running: { heartRate: Zone[] | null; pace: Zone[] | null };
  };
}
