import { describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import type { PlannedSession } from '@tricoach/core';
import { plannedSessions } from '../src/db/schema';
import { daysFromToday } from './support/athlete-factory';
import { appWithAthleteForFile, signedUpAthlete } from './support/seed-athlete';

const { t, a } = appWithAthleteForFile({}, { PUBLIC_URL: 'https://coach.example.com' });
let feedUrl: string;

/** Fetches a feed URL the way a calendar app does: no bearer token. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const eventsOf = (ics: string) => ics.split('BEGIN:VEVENT').slice(1);
/** iCalendar folds long lines at 75 octets (RFC 5545 3.1); unfold before reading. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const uidsOf = (ics: string) => [...unfold(ics).matchAll(/^UID:(.+)$/gm)].map((m) => m[1]?.trim());

async function sessionsFrom(date: string) {
  const rows = await t.ctx.db
    .select({ session: plannedSessions.session })
    .from(plannedSessions)
    .where(and(eq(plannedSessions.athleteId, a.athleteId), gte(plannedSessions.date, date)));
  return rows.map((row) => row.session as PlannedSession);
}

describe('the private calendar feed', () => {
  it('gives the athlete a secret https and webcal URL, the same on every call', async () => {
    const first = await a.call('GET', '/api/v1/app/calendar-feed');
    expect(first.statusCode).toBe(200);
    const { url, webcalUrl } = first.json<{ url: string; webcalUrl: string }>();
    expect(url).toMatch(/^https:\/\/coach\.example\.com\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(webcalUrl).toBe(url.replace('https://', 'webcal://'));
    expect((await a.call('GET', '/api/v1/app/calendar-feed')).json().url).toBe(url);
    feedUrl = url;
  });

  it('serves the planned sessions as all-day events, without a bearer token', async () => {
    const response = await fetchFeed(feedUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = unfold(response.body);
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain('X-WR-CALNAME:Tricoach training');
    const expected = (await sessionsFrom(daysFromToday(-14))).filter((s) => s.status !== 'skipped');
    expect(eventsOf(ics)).toHaveLength(expected.length);
    const session = expected[0];
    if (!session) throw new Error('the plan has no sessions');
    const event = eventsOf(ics).find((e) => e.includes(`.${session.id}@tricoach`));
    expect(event).toBeDefined();
    expect(event).toContain(`DTSTART;VALUE=DATE:${session.date.replaceAll('-', '')}`);
    const sport = { swim: 'Swim', bike: 'Bike', run: 'Run', strength: 'Strength' }[session.sport];
    expect(event).toContain(`SUMMARY:${sport}: ${session.title}`);
    expect(event).toMatch(/DESCRIPTION:\d+ (min|h)/);
    expect(event).toContain(
      `URL;VALUE=URI:https://coach.example.com/app/workout/planned/${encodeURIComponent(session.id)}`,
    );
  });

  it('keeps UIDs stable and leaves skipped sessions out', async () => {
    const before = uidsOf((await fetchFeed(feedUrl)).body);
    const target = (await sessionsFrom(daysFromToday(0))).find(
      (s) => s.status === 'planned' && s.focus !== 'Race',
    );
    if (!target) throw new Error('nothing to skip');
    expect((await a.call('POST', `/api/v1/app/planned-sessions/${target.id}/skip`)).statusCode).toBe(200);
    const after = uidsOf((await fetchFeed(feedUrl)).body);
    const skippedUid = before.find((uid) => uid?.endsWith(`.${target.id}@tricoach`));
    expect(skippedUid).toBeDefined();
    expect(after).not.toContain(skippedUid);
    expect(after).toEqual(before.filter((uid) => uid !== skippedUid));
  });

  it('shows steps with targets in the athlete’s units', async () => {
    expect(
      (
        await a.call('PATCH', `/api/v1/odata/AthleteProfile/${a.athleteId}`, {
          preferences: { preferredUnitSystem: 'Imperial' },
        })
      ).statusCode,
    ).toBe(200);
    const ics = unfold((await fetchFeed(feedUrl)).body);
    const runs = eventsOf(ics).filter((e) => e.includes('SUMMARY:Run:'));
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.some((e) => / mi/.test(e))).toBe(true);
    expect(runs.every((e) => !/\d km/.test(e))).toBe(true);
  });

  it('reset gives a new URL and the old one stops working', async () => {
    const reset = await a.call('POST', '/api/v1/app/calendar-feed/reset');
    expect(reset.statusCode).toBe(200);
    const { url } = reset.json<{ url: string }>();
    expect(url).not.toBe(feedUrl);
    const old = await fetchFeed(feedUrl);
    expect(old.statusCode).toBe(404);
    expect(old.body).not.toContain('VCALENDAR');
    expect((await fetchFeed(url)).statusCode).toBe(200);
    expect((await a.call('GET', '/api/v1/app/calendar-feed')).json().url).toBe(url);
  });

  it('answers 404 to unknown or malformed tokens and 401 to the settings calls without a token', async () => {
    expect((await t.app.inject({ url: `/calendar/${'x'.repeat(32)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/calendar/short.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/app/calendar-feed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/app/calendar-feed/reset' })).statusCode).toBe(
      401,
    );
  });

  it('gives another athlete their own feed, never this one', async () => {
    const other = await signedUpAthlete(t);
    const { url } = (await other.call('GET', '/api/v1/app/calendar-feed')).json<{ url: string }>();
    const mine = (await a.call('GET', '/api/v1/app/calendar-feed')).json<{ url: string }>().url;
    expect(url).not.toBe(mine);
    const ics = (await fetchFeed(url)).body;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(eventsOf(ics)).toHaveLength(0);
  });
});
