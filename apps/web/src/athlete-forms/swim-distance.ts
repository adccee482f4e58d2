import { metersToYards, yardsToMeters } from '@tricoach/core/units';
import { parseDecimal } from '@tricoach/core/validation';

/**
 * Swim distances are stored in metres; an athlete who swims in yards types and reads yards.
 * Typed text that is no number goes to the schema unchanged, so its message still shows.
 */
export function swimMetersOf(text: string, yards: boolean): string | number {
  if (!yards) return text;
  const value = parseDecimal(text);
  return value === undefined ? text : Math.round(yardsToMeters(value));
}

export function swimTextOf(meters: number | null | undefined, yards: boolean): string {
  if (meters === null || meters === undefined) return '';
  return String(yards ? Math.round(metersToYards(meters)) : meters);
}
