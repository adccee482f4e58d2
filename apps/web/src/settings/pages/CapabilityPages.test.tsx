import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, json, renderAsAthlete } from '../../athlete-data/test-support';
import { getToasts } from '../../app/toast/toast-store';
import { CapabilityPage } from './CapabilityPages';

describe('settings capability', () => {
  it('saves the weekly volume, says so, empties the field and reads the history again', async () => {
    let saved = false;
    const { calls } = renderAsAthlete(<CapabilityPage kind="total" />, buildProfile(), (r) => {
      if (r.method === 'POST' && r.url === '/api/v1/app/training-parameters/total') {
        saved = true;
        return json({});
      }
      if (r.url === '/api/v1/app/training-parameters/history?kind=total')
        return json(
          saved ? [{ value: 36_000, createdAt: '2026-11-24T08:00:00Z', source: 'UserChanged' }] : [],
        );
      if (r.url === '/api/v1/app/training-parameters/history?kind=long') return json([]);
      return undefined;
    });
    expect(await screen.findByText('not set yet')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Weekly training volume (h:mm)'), '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('10:00 h')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ seconds: 36_000 });
    expect(getToasts()).toContainEqual(
      expect.objectContaining({ kind: 'success', message: 'Training volume capability saved' }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Weekly training volume (h:mm)') as HTMLInputElement).value).toBe(''),
    );
  });
});
