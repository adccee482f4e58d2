import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntensityGraph } from './IntensityGraph';

describe('IntensityGraph', () => {
  it('draws one bar per step, as wide as its duration and as tall as its intensity', () => {
    render(
      <IntensityGraph
        sport="run"
        steps={[
          { kind: 'WarmUp', duration: 600, intensity: 'endurance' },
          {
            kind: 'Repeat',
            count: 2,
            steps: [
              { kind: 'Work', duration: 240, intensity: 'vo2max' },
              { kind: 'Recovery', duration: 120, intensity: 'recovery' },
            ],
          },
          { kind: 'CoolDown', duration: 300, intensity: 'recovery' },
        ]}
      />,
    );
    const graph = screen.getByRole('img');
    expect(graph.getAttribute('aria-label')).toBe(
      'Intensity by step: Warm-up 10 min Endurance, Work 4 min VO2max, Recovery 2 min Recovery, Work 4 min VO2max, Recovery 2 min Recovery, Cool-down 5 min Recovery',
    );
    const bars = [...graph.querySelectorAll('rect')].map((bar) => [
      bar.getAttribute('x'),
      bar.getAttribute('width'),
      bar.getAttribute('height'),
    ]);
    expect(bars).toEqual([
      ['0', '600', '24'],
      ['600', '240', '60'],
      ['840', '120', '12'],
      ['960', '240', '60'],
      ['1200', '120', '12'],
      ['1320', '300', '12'],
    ]);
    expect(screen.getByText('27 min')).toBeTruthy();
  });

  it('draws nothing for a session without steps', () => {
    const { container } = render(<IntensityGraph sport="strength" steps={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
