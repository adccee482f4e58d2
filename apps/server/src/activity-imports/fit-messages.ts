import {
  Profile,
  type ActivityMesg,
  type Encoder,
  type EventMesg,
  type FileIdMesg,
  type LapMesg,
  type LengthMesg,
  type Mesg,
  type RecordMesg,
  type SessionMesg,
  type WorkoutMesg,
  type WorkoutStepMesg,
} from '@garmin/fitsdk';

function mesgNum(name: string): number {
  const value = Profile.MesgNum[name];
  if (value === undefined) throw new Error(`FIT profile has no message ${name}`);
  return value;
}

/**
 * Typed writers for the FIT messages the app writes (activity files in tests and benchmarks,
 * workout files for devices): each checks its fields against Garmin's profile types.
 */
export function fitWriter(encoder: Encoder) {
  const put =
    <T extends Mesg>(name: string) =>
    (mesg: T) =>
      void encoder.onMesg(mesgNum(name), mesg);
  return {
    fileId: put<FileIdMesg>('FILE_ID'),
    event: put<EventMesg>('EVENT'),
    record: put<RecordMesg>('RECORD'),
    lap: put<LapMesg>('LAP'),
    length: put<LengthMesg>('LENGTH'),
    session: put<SessionMesg>('SESSION'),
    activity: put<ActivityMesg>('ACTIVITY'),
    workout: put<WorkoutMesg>('WORKOUT'),
    workoutStep: put<WorkoutStepMesg>('WORKOUT_STEP'),
  };
}
