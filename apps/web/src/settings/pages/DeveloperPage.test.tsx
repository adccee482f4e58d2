import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, json, renderAsAthlete } from '../../athlete-data/test-support';
import { getToasts } from '../../app/toast/toast-store';
import { DeveloperPage } from './DeveloperPage';

describe('developer settings', () => {
  it('runs a call and shows the server’s answer', async () => {
    const { calls } = renderAsAthlete(<DeveloperPage />, buildProfile(), (request) =>
      request.url === '/api/v1/app/test/end-trial'
        ? json({ message: 'The trial has ended.', trialExpiresAtUtc: '2026-03-04T10:00:00.000Z' })
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'End the trial' }));
    await waitFor(() => expect(getToasts().map((toast) => toast.message)).toContain('The trial has ended.'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/v1/app/test/end-trial',
    ]);
  });

  it('asks before resetting the athlete; cancel sends nothing', async () => {
    const { calls } = renderAsAthlete(<DeveloperPage />, buildProfile());
    await userEvent.click(screen.getByRole('button', { name: 'Reset athlete' }));
    expect(screen.getByRole('alertdialog', { name: 'Reset athlete?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
