import { displayDate, todayIso } from '../athlete-data/dates';

/** The day a notification was written, on the device's calendar, as DD.MM.YY (spec 9). */
export const shownDate = (createdAt: string): string => displayDate(todayIso(new Date(createdAt)));
