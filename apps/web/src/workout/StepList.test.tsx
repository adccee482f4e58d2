import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepList } from './StepList';

describe('StepList', () => {
  it('shows a stride by its seconds and a short rep with them, not as "0 min"', () => {
    render(
      <StepList
        sport="run"
        units={{ system: 'Metric', swim: 'Meters' }}
        steps={[
          { kind: 'Steady', duration: 39 * 60, intensity: 'endurance' },
          {
            kind: 'Repeat',
            count: 4,
            steps: [
              {
                kind: 'Drill',
                duration: 20,
                intensity: 'endurance',
                target: { kind: 'rpe', unit: 'rpe', low: 5, high: 6 },
              },
              { kind: 'Recovery', duration: 90, intensity: 'recovery' },
            ],
          },
        ]}
      />,
    );
    const repeat = within(screen.getByRole('list', { name: 'Steps' })).getByRole('list', {
      name: 'Repeat 4 times',
    });
    expect(repeat.textContent).toContain('Drill · 20 s · RPE 5–6');
    expect(repeat.textContent).toContain('Recovery · 1 min 30 s');
    expect(screen.getByRole('list', { name: 'Steps' }).textContent).toContain('Steady · 39 min');
  });

  it('leads a swim set with its metres, or yards in yards, as the calendar feed does', () => {
    const steps = [
      { kind: 'Work', distance: 400, duration: 470, intensity: 'vo2max' },
      { kind: 'Recovery', duration: 20, intensity: 'recovery', note: 'rest at the wall' },
    ] as const;
    const { unmount } = render(
      <StepList sport="swim" units={{ system: 'Metric', swim: 'Meters' }} steps={[...steps]} />,
    );
    expect(screen.getByRole('list', { name: 'Steps' }).textContent).toContain('Work · 400 m');
    // The rest at the wall reads as a rest: its time, no pace or effort.
    const rest = screen.getByText(/^Rest · 20 s$/);
    expect(rest.closest('li')?.textContent).toBe('Rest · 20 srest at the wall');
    unmount();
    render(<StepList sport="swim" units={{ system: 'Imperial', swim: 'Yards' }} steps={[...steps]} />);
    expect(screen.getByRole('list', { name: 'Steps' }).textContent).toMatch(/Work · \d+ yd/);
  });
});
