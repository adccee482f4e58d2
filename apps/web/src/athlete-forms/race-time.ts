import { parseTargetTime } from '@tricoach/core/validation';

/** A race time as h:mm:ss (or h:mm); `undefined` when it breaks the format. */
export const parseRaceTime = (text: string): number | undefined =>
  text.trim() ? parseTargetTime(text) : undefined;
