import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import { DevicePage } from './DevicePage';

const route = pageRoute('/checkin/device', 'How do you measure?', 'checkin');

describe('the check-in device choice', () => {
  it('says a measurement needs the network when it goes away, and keeps the page', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      renderAsAthlete(<DevicePage route={route} />, buildProfile(), (r) =>
        r.url.includes('/check-in/briefing/options') ? json({ devices: [] }) : undefined,
      );
      expect(await screen.findByRole('heading', { name: 'How do you measure?' })).toBeTruthy();
      expect(screen.queryByRole('note')).toBeNull();
      // The network goes away on this screen: the page renders again without it (a hook was skipped before).
      onLine.mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByRole('note').textContent).toContain(
        'You are offline: a measurement needs the network.',
      );
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByRole('note')).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });
});
