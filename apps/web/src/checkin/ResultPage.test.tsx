import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import { ResultPage } from './ResultPage';

const route = pageRoute('/checkin/result', 'Today’s readiness', 'checkin');
const view = (keepOriginal: boolean) => ({
  date: '2026-11-23',
  checkedIn: true,
  status: 'takecare',
  trafficLight: 'yellow',
  message: 'Your 7-day HRV is below your normal range.',
  reasons: [],
  keepOriginal,
  sessions: [
    {
      id: 'r1',
      sport: 'run',
      title: 'Tempo run',
      focus: 'Tempo',
      action: 'eased',
      message: 'Easier and 25 % shorter: no work above endurance today.',
      original: { duration: 3600, distance: 10000, load: 60, isHard: true },
      adjusted: { duration: 2700, distance: 7500, load: 30, isHard: false },
    },
  ],
});

describe('check-in result', () => {
  it('shows the light, the status, the session before and after, and keeps the original on request', async () => {
    let kept = false;
    const { calls } = renderAsAthlete(<ResultPage route={route} />, buildProfile(), (r) => {
      if (r.url.endsWith('/readiness/choose-original')) {
        kept = (r.body as { keepOriginal: boolean }).keepOriginal;
        return json(view(kept));
      }
      if (r.url.endsWith('/api/v1/app/readiness')) return json(view(kept));
      return undefined;
    });
    const verdict = await screen.findByRole('status', { name: 'Readiness' });
    expect(verdict.textContent).toContain('Take care today');
    expect(verdict.textContent).toContain('Your 7-day HRV is below your normal range.');
    expect(screen.getByRole('img', { name: 'Traffic light: Yellow' })).toBeTruthy();
    const session = screen.getByRole('article', { name: 'Tempo run' });
    expect(session.textContent).toContain('Eased');
    expect(session.querySelector('.readiness-session__was')?.textContent).toBe('1 h');
    expect(session.textContent).toContain('45 min');

    await userEvent.click(screen.getByRole('button', { name: 'Keep the original session' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/readiness/choose-original'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/readiness/choose-original'))?.body).toEqual({
      keepOriginal: true,
    });
    expect(await screen.findByRole('button', { name: 'Use the adjusted session' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Tempo run' }).textContent).toContain(
      'You chose the session as planned.',
    );
  });
});
