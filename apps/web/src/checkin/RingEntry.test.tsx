import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RingEntry, ringErrors } from './RingEntry';

describe('ring entry', () => {
  it('checks both values against the server bounds', () => {
    expect(ringErrors('', '')).toEqual({
      rmssd: 'rMSSD is required',
      restingHeartRate: 'Resting heart rate is required',
    });
    expect(ringErrors('4', '151')).toEqual({
      rmssd: 'rMSSD must be between 5 and 300 ms',
      restingHeartRate: 'Resting heart rate must be between 25 and 150 bpm',
    });
    expect(ringErrors('abc', '50').rmssd).toBe('rMSSD must be between 5 and 300 ms');
    expect(ringErrors('62,5', '48')).toEqual({});
  });

  it('submits numbers only when both are valid, accepting a decimal comma', () => {
    const onSubmit = vi.fn();
    render(<RingEntry busy={false} onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save measurement' });
    fireEvent.change(screen.getByLabelText('HRV (rMSSD)'), { target: { value: '400' } });
    fireEvent.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('rMSSD must be between 5 and 300 ms')).toBeTruthy();
    expect(screen.getByLabelText('HRV (rMSSD)').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('HRV (rMSSD)'), { target: { value: '62,5' } });
    fireEvent.change(screen.getByLabelText('Resting heart rate'), { target: { value: '48' } });
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ rmssd: 62.5, restingHeartRate: 48 });
  });
});
