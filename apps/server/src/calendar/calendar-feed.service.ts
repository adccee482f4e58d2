import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays, compareSessions, localDate } from '@tricoach/core';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { Db } from '../db/database';
import { athleteProfiles, calendarFeeds, trainingPlans } from '../db/schema';
import { sessionDescription, sessionSummary } from './session-text';
import { plannedSessionsFrom } from '../plan/planned-sessions.repository';

/** Sessions this far back stay in the calendar, so last week still shows what was planned. */
const FEED_DAYS_BACK = 14;
/** Calendars poll; this asks them to come back every few hours (the plan changes rarely). */
const REFRESH_INTERVAL_HOURS = 6;

const newToken = () => randomBytes(24).toString('base64url');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The athlete's private iCalendar feed: a secret token in the URL is the only credential,
 * because calendar apps cannot send a bearer token. Resetting the token kills the old URL.
 */
export function createCalendarFeedService(db: Db, publicUrl: string) {
  const urlsOf = (token: string) => {
    const url = `${publicUrl.replace(/\/$/, '')}/calendar/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
  };

  return {
    async subscription(athleteId: string) {
      await db
        .insert(calendarFeeds)
        .values({ athleteId, token: newToken() })
        .onConflictDoNothing({ target: calendarFeeds.athleteId });
      const [row] = await db
        .select({ token: calendarFeeds.token })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.athleteId, athleteId));
      if (!row) throw new Error('calendar feed row missing after insert');
      return urlsOf(row.token);
    },

    async reset(athleteId: string) {
      const token = newToken();
      await db
        .insert(calendarFeeds)
        .values({ athleteId, token })
        .onConflictDoUpdate({ target: calendarFeeds.athleteId, set: { token, createdAt: sql`now()` } });
      return urlsOf(token);
    },

    /** The .ics text for a token, or null when no athlete has it. */
    async feed(token: string, now: Date): Promise<string | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const [feed] = await db
        .select({ athleteId: calendarFeeds.athleteId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.token, token));
      if (!feed) return null;
      const { athleteId } = feed;
      const [profile] = await db
        .select({ preferences: athleteProfiles.preferences })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.athleteId, athleteId));
      const preferences = readStoredPreferences(profile?.preferences);
      const [plan] = await db
        .select({ generatedAt: trainingPlans.generatedAt })
        .from(trainingPlans)
        .where(eq(trainingPlans.athleteId, athleteId));
      const from = addDays(localDate(now, preferences.timeZoneInfoId), -FEED_DAYS_BACK);
      // Calendar clients show same-day events in feed order: a stable order keeps them from reshuffling.
      const sessions = (await plannedSessionsFrom(db, athleteId, from))
        .filter((session) => session.status !== 'skipped')
        .sort(compareSessions);

      const calendar = ical({
        name: 'Tricoach training',
        description: 'Your planned workouts from Tricoach',
        prodId: { company: 'Tricoach', product: 'training-plan', language: 'EN' },
        method: ICalCalendarMethod.PUBLISH,
        ttl: REFRESH_INTERVAL_HOURS * 3600,
      });
      // UIDs must be unique across everyone's calendars and stable across regenerations (session ids are deterministic).
      const uidPrefix = createHash('sha256').update(athleteId).digest('hex').slice(0, 16);
      const stamp = plan?.generatedAt ?? now;
      const units = { system: preferences.preferredUnitSystem, swim: preferences.swimUnit } as const;
      for (const session of sessions) {
        const start = new Date(`${session.date}T00:00:00Z`);
        calendar.createEvent({
          id: `${uidPrefix}.${session.id}@tricoach`,
          allDay: true,
          start,
          end: new Date(start.getTime() + 86_400_000),
          stamp,
          summary: sessionSummary(session),
          description: sessionDescription(session, units),
          url: `${publicUrl.replace(/\/$/, '')}/app/workout/planned/${encodeURIComponent(session.id)}`,
        });
      }
      return calendar.toString();
    },
  };
}
