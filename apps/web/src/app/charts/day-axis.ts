import { fastDayNumber } from '@tricoach/core/load';
import uPlot from 'uplot';

const DAY_SECONDS = 86_400;

/**
 * The day charts' x values: each day as its UTC midnight, read back in UTC (`utcDates`, uPlot's
 * tzDate) so a day never slips by the device's offset.
 */
export const daySeconds = (date: string) => fastDayNumber(date) * DAY_SECONDS;
export const utcDates = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

/** Axis ticks as DD.MM (the app's date order, not the US month first). */
export const dayMonth = (seconds: number) => {
  const date = new Date(seconds * 1000);
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};
