import { addDays, formatDisplayDate } from '@tricoach/core/dates';
import { currentDate } from '../app/clock';

/** The device's calendar date (in the app clock's instant) as YYYY-MM-DD (the schemas' "today"). */
export function todayIso(now: Date = currentDate()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec 9: dates read DD.MM.YY. */
export const displayDate = (iso: string | null | undefined): string => (iso ? formatDisplayDate(iso) : '—');

export const daysFromToday = (days: number): string => addDays(todayIso(), days);
