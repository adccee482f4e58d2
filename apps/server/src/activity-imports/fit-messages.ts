import { Profile } from '@garmin/fitsdk';

function mesgNum(name: string): number {
  const value = Profile.MesgNum[name];
  if (value === undefined) throw new Error(`FIT profile has no message ${name}`);
  return value;
}

/** The FIT message numbers the app writes, read from Garmin's profile once. */
export const FIT_MESG = {
  FILE_ID: mesgNum('FILE_ID'),
  EVENT: mesgNum('EVENT'),
  RECORD: mesgNum('RECORD'),
  LAP: mesgNum('LAP'),
  LENGTH: mesgNum('LENGTH'),
  SESSION: mesgNum('SESSION'),
  ACTIVITY: mesgNum('ACTIVITY'),
  WORKOUT: mesgNum('WORKOUT'),
  WORKOUT_STEP: mesgNum('WORKOUT_STEP'),
} as const;
