import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, json, pageRoute, renderAsAthlete } from '../athlete-data/test-support';
import { MeasurementSuccessPage } from './MeasurementOutcomePages';

const route = pageRoute('/checkin/hrv-measurement/success', 'Measurement saved', 'checkin');

const briefingWith = (hrv: object) => ({
  date: '2026-11-23',
  completed: false,
  asks: [],
  hrv,
  restingHeartRate: { value: 52, source: 'camera' },
});

describe('measurement success', () => {
  it('says a poor camera reading is kept but does not change readiness, with the advice and a retry', async () => {
    renderAsAthlete(<MeasurementSuccessPage route={route} />, buildProfile(), (r) =>
      r.url.endsWith('/check-in/briefing')
        ? json(
            briefingWith({
              value: 41.6,
              source: 'camera',
              quality: 'poor',
              qualityAdvice: 'Sit still, breathe calmly and keep your fingertip steady on the lens.',
            }),
          )
        : undefined,
    );
    const note = await screen.findByRole('note', { name: 'Measurement quality' });
    expect(note.textContent).toContain('will not change today’s readiness');
    expect(note.textContent).toContain('Sit still, breathe calmly');
    expect(screen.getByRole('status', { name: 'Your measurement' }).textContent).toContain('42 ms');
    expect(screen.getByRole('link', { name: 'Measure again' }).getAttribute('href')).toBe(
      '/checkin/hrv-measurement?device=camera',
    );
  });

  it('calls a good reading good and offers no retry; a ring reading has no quality line', async () => {
    renderAsAthlete(<MeasurementSuccessPage route={route} />, buildProfile(), (r) =>
      r.url.endsWith('/check-in/briefing')
        ? json(briefingWith({ value: 55, source: 'camera', quality: 'good' }))
        : undefined,
    );
    expect((await screen.findByRole('note', { name: 'Measurement quality' })).textContent).toContain(
      'Good signal',
    );
    expect(screen.queryByRole('link', { name: 'Measure again' })).toBeNull();
    cleanup();
    renderAsAthlete(<MeasurementSuccessPage route={route} />, buildProfile(), (r) =>
      r.url.endsWith('/check-in/briefing') ? json(briefingWith({ value: 55, source: 'ring' })) : undefined,
    );
    expect((await screen.findByRole('status', { name: 'Your measurement' })).textContent).toContain('Ring');
    expect(screen.queryByRole('note', { name: 'Measurement quality' })).toBeNull();
  });
});
