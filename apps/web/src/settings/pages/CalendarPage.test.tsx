import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerConfirm, buildProfile, json, renderAsAthlete } from '../../athlete-data/test-support';
import { CalendarPage } from './CalendarPage';

const feed = (token: string) => ({
  url: `https://coach.example.com/calendar/${token}.ics`,
  webcalUrl: `webcal://coach.example.com/calendar/${token}.ics`,
});

describe('calendar subscription', () => {
  it('shows the private link, the webcal button, and resets the link after confirming', async () => {
    const { calls } = renderAsAthlete(<CalendarPage />, buildProfile(), (r) => {
      if (r.method === 'GET' && r.url === '/api/v1/app/calendar-feed') return json(feed('old'));
      if (r.method === 'POST' && r.url === '/api/v1/app/calendar-feed/reset') return json(feed('new'));
      return undefined;
    });
    const input = await screen.findByLabelText<HTMLInputElement>('Your private calendar link');
    expect(input.value).toBe('https://coach.example.com/calendar/old.ics');
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      'webcal://coach.example.com/calendar/old.ics',
    );

    answerConfirm(false);
    await userEvent.click(screen.getByRole('button', { name: 'Create a new link' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    answerConfirm(true);
    await userEvent.click(screen.getByRole('button', { name: 'Create a new link' }));
    await waitFor(() => expect(input.value).toBe('https://coach.example.com/calendar/new.ics'));
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      'webcal://coach.example.com/calendar/new.ics',
    );
  });
});
