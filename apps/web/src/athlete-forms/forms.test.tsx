import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { athleteKeys } from '../athlete-data/queries';
import { buildProfile, imperial, json, renderAsAthlete, problem } from '../athlete-data/test-support';
import type { Thresholds } from '../athlete-data/types';
import { getToasts } from '../app/toast/toast-store';
import { LongSessionsStep } from '../onboarding/screens/LongSessionsStep';
import { AvailabilityEditor } from './AvailabilityEditor';
import { RaceGoalForm } from './RaceGoalForm';
import { ThresholdForm } from './ThresholdForm';
import type { ThresholdKind } from './threshold-fields';
import { ThresholdSummary } from './ThresholdSummary';

const noThresholds: Thresholds = {
  bikeUpperHeartRate: null,
  bikeLowerHeartRate: null,
  runUpperHeartRate: null,
  runLowerHeartRate: null,
  bikeUpperPower: 250,
  bikeLowerPower: null,
  runUpperPace: 300,
  runLowerPace: null,
  swimCss: 100,
  maxHeartRate: null,
  restingHeartRate: null,
};

const neverSaved = () => Promise.resolve({ ok: true, fieldErrors: {} });

describe('race goal form', () => {
  it('offers only the priorities the race type allows', async () => {
    renderAsAthlete(<RaceGoalForm submitLabel="Save" onSubmit={neverSaved} />, buildProfile());
    await userEvent.selectOptions(screen.getByLabelText('Race type'), 'Ironman');
    const priority = screen.getByRole('group', { name: 'Priority' });
    expect(
      within(priority)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['A']);
    await userEvent.selectOptions(screen.getByLabelText('Race type'), 'Marathon');
    expect(
      within(priority)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['B']);
    expect((within(priority).getByRole('radio') as HTMLInputElement).checked).toBe(true);
  });

  it('asks a manual race for its distance and shows the spec messages, keeping the other answers', async () => {
    const onSubmit = vi.fn(neverSaved);
    renderAsAthlete(<RaceGoalForm firstRace submitLabel="Save" onSubmit={onSubmit} />, buildProfile());
    await userEvent.selectOptions(screen.getByLabelText('Race type'), 'ManualSwim');
    await userEvent.type(screen.getByLabelText('Distance (m)'), '150');
    await userEvent.type(screen.getByLabelText('Race date'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Race name is required')).toBeTruthy();
    expect(screen.getByText('Event date must be today or later')).toBeTruthy();
    expect((screen.getByLabelText('Distance (m)') as HTMLInputElement).value).toBe('150');
    expect((screen.getByLabelText('Race type') as HTMLSelectElement).value).toBe('ManualSwim');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('long sessions', () => {
  it('refuses a long ride longer than the weekly volume with the spec message', async () => {
    const profile = buildProfile({
      experience: {
        swimmingExperienceTrainingVolumeInMetersPerWeek: 4000,
        cyclingExperienceTrainingVolumeInHoursPerWeek: 2,
        runningExperienceTrainingVolumeInHoursPerWeek: 3,
      },
    });
    renderAsAthlete(<LongSessionsStep />, profile);
    await userEvent.type(screen.getByLabelText('Long swim distance (m)'), '1500');
    await userEvent.type(screen.getByLabelText('Long ride duration (h:mm)'), '3:00');
    await userEvent.type(screen.getByLabelText('Long run duration (h:mm)'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText('The average longest session cannot exceed the average training volume'),
    ).toBeTruthy();
    expect(screen.getByText('Use the format h:mm, for example 1:30')).toBeTruthy();
    expect((screen.getByLabelText('Long swim distance (m)') as HTMLInputElement).value).toBe('1500');
  });

  it('shows the long swim in yards for an athlete who swims in yards', () => {
    const profile = imperial(buildProfile({ experience: { averageDistanceOfLongSwimmingSession: 1829 } }));
    renderAsAthlete(<LongSessionsStep />, profile);
    expect((screen.getByLabelText('Long swim distance (yd)') as HTMLInputElement).value).toBe('2000');
  });
});

/** The threshold form of `kind` in onboarding, over no stored thresholds, saving with "Save". */
const thresholdForm = (kind: ThresholdKind, onSaved: () => void = () => {}) => (
  <ThresholdForm kind={kind} thresholds={noThresholds} onboarding submitLabel="Save" onSaved={onSaved} />
);

describe('thresholds in the athlete’s units', () => {
  it('shows and checks run paces per mile and swim paces per 100 yd', async () => {
    renderAsAthlete(
      <>
        <ThresholdSummary thresholds={noThresholds} />
        {thresholdForm('runUpper')}
      </>,
      imperial(buildProfile()),
    );
    expect(screen.getByText('8:03 /mi')).toBeTruthy();
    expect(screen.getByText('1:31 /100yd')).toBeTruthy();
    const pace = screen.getByLabelText('Threshold pace (min/mi)') as HTMLInputElement;
    expect(pace.value).toBe('8:03');
    await userEvent.clear(pace);
    await userEvent.type(pace, '3:00');
    await userEvent.type(screen.getByLabelText('Threshold heart rate (bpm)'), '172');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Value must be greater than 4.02 minutes')).toBeTruthy();
    expect((screen.getByLabelText('Threshold heart rate (bpm)') as HTMLInputElement).value).toBe('172');
  });

  it('keeps the lower threshold below the stored upper one', async () => {
    renderAsAthlete(thresholdForm('bikeLower'), buildProfile());
    await userEvent.type(screen.getByLabelText('Aerobic threshold power (W)'), '260');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Lower power must be below the upper power')).toBeTruthy();
  });
});

describe('saving thresholds', () => {
  it('lets the coach estimate, keeps the answer and moves on', async () => {
    const onSaved = vi.fn();
    const estimated = { ...noThresholds, runUpperPace: 290 };
    const { calls, client } = renderAsAthlete(thresholdForm('runUpper', onSaved), buildProfile(), (r) =>
      r.url === '/api/v2/thresholds/default?sport=running' ? json(estimated) : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'I don’t know: estimate for me' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/v2/thresholds/default?sport=running',
    ]);
    expect(client.getQueryData(athleteKeys.thresholds)).toEqual(estimated);
  });

  it('stays on the form with a red toast when the save fails', async () => {
    const onSaved = vi.fn();
    renderAsAthlete(thresholdForm('runUpper', onSaved), buildProfile(), (r) =>
      r.method === 'POST' ? problem(503, 'unavailable', 'The coach is busy.') : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getToasts()).toContainEqual(
        expect.objectContaining({ kind: 'error', message: 'The coach is busy.' }),
      ),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('availability', () => {
  it('asks for a sport in every slot, Monday first', async () => {
    const { calls } = renderAsAthlete(
      <AvailabilityEditor initial={{}} submitLabel="Save" onDone={() => {}} />,
      buildProfile(),
    );
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days.slice(0, 2)).toEqual(['Monday', 'Tuesday']);
    expect(days.at(-1)).toBe('Sunday');
    await userEvent.click(screen.getByRole('button', { name: 'Add a slot on Tuesday' }));
    await userEvent.selectOptions(screen.getByLabelText('Duration, Tuesday slot 1'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose at least one sport for this slot')).toBeTruthy();
    expect((screen.getByLabelText('Duration, Tuesday slot 1') as HTMLSelectElement).value).toBe('90');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('stores the week, then shows what the check found; the athlete may go on anyway', async () => {
    const onDone = vi.fn();
    const { calls, client } = renderAsAthlete(
      <AvailabilityEditor initial={{}} submitLabel="Save" onDone={onDone} />,
      buildProfile(),
      (r) =>
        r.url === '/api/v1/app/availability/validate/a1'
          ? json({ isValid: false, issues: [{ code: 'short', message: 'Too little time for your race.' }] })
          : r.url === '/api/v1/app/availability/a1'
            ? json(r.body)
            : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a slot on Tuesday' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Run' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const check = await screen.findByRole('alert', { name: 'Availability check' });
    expect(check.textContent).toContain('Too little time for your race.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/v1/app/availability/a1',
      '/api/v1/app/availability/validate/a1',
    ]);
    expect(onDone).not.toHaveBeenCalled();
    // The stored week replaces the cached one: the page shows it when opened again.
    expect(client.getQueryData(['athlete', 'a1', 'availability'])).toEqual(calls[0]?.body);
    await userEvent.click(within(check).getByRole('button', { name: 'Continue anyway' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
