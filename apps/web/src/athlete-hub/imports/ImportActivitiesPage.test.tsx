import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildProfile, json, renderAsAthlete } from '../../athlete-data/test-support';
import { ImportActivitiesPage } from './ImportActivitiesPage';

afterEach(() => {
  window.localStorage.clear();
});

const view = (status: string, done: number, items: unknown[]) => ({
  importId: 'i1',
  status,
  createdAt: '2026-11-24T10:00:00Z',
  total: 2,
  done,
  imported: done ? 1 : 0,
  duplicates: 0,
  failed: done > 1 ? 1 : 0,
  skipped: 0,
  items,
});

describe('Import activities', () => {
  it('uploads the chosen files, shows the progress and each file’s result', async () => {
    let polls = 0;
    const { calls, router } = renderAsAthlete(<ImportActivitiesPage />, buildProfile(), (r) => {
      if (r.method === 'POST' && r.url.endsWith('/api/v1/app/activity-imports'))
        return json({ importId: 'i1' }, 202);
      if (r.url.endsWith('/api/v1/app/activity-imports/i1')) {
        polls += 1;
        return polls === 1
          ? json(
              view('running', 1, [
                {
                  fileName: 'run.fit',
                  status: 'imported',
                  completedWorkoutId: 'w1',
                  completedWorkoutIds: ['w1'],
                },
                { fileName: 'bad.fit', status: 'queued' },
              ]),
            )
          : json(
              view('done', 2, [
                {
                  fileName: 'run.fit',
                  status: 'imported',
                  completedWorkoutId: 'w1',
                  completedWorkoutIds: ['w1'],
                },
                { fileName: 'bad.fit', status: 'failed', error: 'The FIT file is damaged or incomplete.' },
              ]),
            );
      }
      return undefined;
    });
    const files = [
      new File([new Uint8Array([1, 2, 3])], 'run.fit'),
      new File([new Uint8Array([4])], 'bad.fit'),
    ];
    await userEvent.upload(screen.getByLabelText('Activity files'), files);
    expect(await screen.findByText('Importing…')).toBeTruthy();
    expect(router.state.location.search).toBe('?import=i1');
    expect(await screen.findByText('Import finished', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/2 of 2 files read/)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Files' });
    expect(within(list).getByRole('link', { name: 'View workout' }).getAttribute('href')).toBe(
      '/app/workout/completed/w1',
    );
    expect(within(list).getByText('The FIT file is damaged or incomplete.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(window.localStorage.getItem('tricoach.lastActivityImport')).toBe('i1');
  });

  it('shows the last import again when the athlete comes back', async () => {
    window.localStorage.setItem('tricoach.lastActivityImport', 'i1');
    renderAsAthlete(<ImportActivitiesPage />, buildProfile(), (r) =>
      r.url.endsWith('/activity-imports/i1')
        ? json(view('done', 2, [{ fileName: 'a.fit', status: 'duplicate', completedWorkoutId: 'w0' }]))
        : undefined,
    );
    expect(await screen.findByText('Already imported')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Athlete hub' }).getAttribute('href')).toBe('/app/athlete-hub');
  });
});
