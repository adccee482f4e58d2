import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, imperial, json, renderAsAthlete, problem } from '../../athlete-data/test-support';
import { getToasts } from '../../app/toast/toast-store';
import { ProfileStep } from './ProfileStep';

async function fillValid() {
  await userEvent.type(screen.getByLabelText('First name'), 'Ann');
  await userEvent.type(screen.getByLabelText('Username'), 'ann');
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
  await userEvent.type(screen.getByLabelText('Date of birth'), '1990-04-02');
}

describe('onboarding profile', () => {
  it('shows every spec message inline, sends nothing, and keeps what was typed', async () => {
    const { calls } = renderAsAthlete(<ProfileStep />, buildProfile());
    await fillValid();
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Ann3');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('First name may only contain letters')).toBeTruthy();
    expect(screen.getByText('Weight must be at least 30 kg')).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ann');
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1990-04-02');
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('asks for height and weight in inches and pounds, with the imperial bounds', async () => {
    renderAsAthlete(<ProfileStep />, imperial(buildProfile()));
    expect(screen.getByLabelText('Height (in)')).toBeTruthy();
    await fillValid();
    await userEvent.type(screen.getByLabelText('Weight (lbs)'), '50');
    await userEvent.type(screen.getByLabelText('Height (in)'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Weight must be at least 66 lbs')).toBeTruthy();
    expect(screen.getByText('Height must be at most 95 in')).toBeTruthy();
  });

  it('sends the answers with the next step, as typed in the athlete’s units', async () => {
    const { calls } = renderAsAthlete(<ProfileStep />, imperial(buildProfile()), (r) =>
      r.method === 'PATCH' ? json(imperial(buildProfile())) : undefined,
    );
    await fillValid();
    await userEvent.type(screen.getByLabelText('Weight (lbs)'), '150,5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      firstname: 'Ann',
      nickname: 'ann',
      weight: '150.5',
      height: null,
      onboardingStep: 'intention',
    });
  });

  it('keeps every answer and shows a red toast when the save fails', async () => {
    renderAsAthlete(<ProfileStep />, buildProfile(), (r) =>
      r.method === 'PATCH' ? problem(500, 'internal_error', 'The server had a problem.') : undefined,
    );
    await fillValid();
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '61.5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(getToasts()).toContainEqual(
        expect.objectContaining({ kind: 'error', message: 'The server had a problem.' }),
      ),
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ann');
    expect((screen.getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('61.5');
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
  });
});
