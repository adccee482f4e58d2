import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, imperial, json, problem, renderAsAthlete } from '../../athlete-data/test-support';
import type { TestPostView, TestResult } from './performance-test-api';
import { PerformanceTestThresholdPage } from './PerformanceTestThresholdPage';

const SESSION = '2026-11-23.x.run.test';
const at = `/app/workout/performance-test/${SESSION}/threshold`;

function view(result: Partial<TestResult>): TestPostView {
  return {
    sessionId: SESSION,
    sport: 'run',
    date: '2026-11-23',
    title: 'Threshold test (30 min)',
    entryFields: ['averagePace', 'averageHeartRate'],
    result: {
      id: 'r1',
      metric: 'runUpperPace',
      outcome: 'increase',
      flag: 'PerformanceTestUnrealisticIncrease',
      previous: 300,
      measured: 270,
      change: 0.111,
      message: 'An unusually large improvement: check the test before accepting it',
      others: [],
      source: 'entered',
      decision: 'pending',
      ...result,
    },
  };
}

/** Answers like the server: once decided, the post-view carries the decision. */
function serve(initial: TestPostView) {
  let postView = initial;
  return (r: { method: string; url: string; body: unknown }) => {
    if (r.method === 'GET' && r.url.includes('/performance-test/post-view')) return json(postView);
    if (r.method === 'PUT' && r.url.endsWith('/performance-test/confirm') && postView.result) {
      const { confirm } = r.body as { confirm: boolean };
      postView = { ...postView, result: { ...postView.result, decision: confirm ? 'accepted' : 'rejected' } };
      return json({ result: postView.result, thresholds: {} });
    }
    return undefined;
  };
}

describe('the threshold result', () => {
  it('shows old → new in the athlete’s units and asks before accepting an unrealistic change', async () => {
    const { calls } = renderAsAthlete(
      <PerformanceTestThresholdPage />,
      imperial(buildProfile()),
      serve(view({})),
      at,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your threshold improved' })).toBeTruthy();
    // 5:00 /km = 8:03 /mi, 4:30 /km = 7:15 /mi.
    expect(screen.getByTestId('test-change-runUpperPace').textContent).toBe('8:03 /mi→7:15 /mi(+11 %)');
    expect(screen.getByText('An unusually large improvement')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Accept the new threshold' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure the results are correct?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, accept' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ workoutId: SESSION, confirm: true }),
    );
    expect(await screen.findByText(/Accepted: your zones use the new threshold/)).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
  });

  it('accepts a believable change at once, and rejects keeping the threshold', async () => {
    const { calls } = renderAsAthlete(
      <PerformanceTestThresholdPage />,
      buildProfile(),
      serve(view({ flag: null, measured: 290, change: 0.034 })),
      at,
    );
    expect((await screen.findByTestId('test-change-runUpperPace')).textContent).toBe(
      '5:00 /km→4:50 /km(+3 %)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject and keep my threshold' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ workoutId: SESSION, confirm: false }),
    );
    expect(await screen.findByText(/a new test is planned in about two weeks/)).toBeTruthy();
  });

  it('shows a failed load under the page title', async () => {
    renderAsAthlete(
      <PerformanceTestThresholdPage />,
      buildProfile(),
      () => problem(404, 'not_found', 'This test does not exist.'),
      at,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your new threshold' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This test does not exist.');
  });

  it('never offers to accept an invalid result', async () => {
    renderAsAthlete(
      <PerformanceTestThresholdPage />,
      buildProfile(),
      serve(
        view({
          outcome: 'invalid',
          flag: null,
          measured: 130,
          change: null,
          message: 'The measured value is outside 150–1200',
        }),
      ),
      at,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This result looks invalid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept the new threshold' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject and keep my threshold' })).toBeTruthy();
  });
});
