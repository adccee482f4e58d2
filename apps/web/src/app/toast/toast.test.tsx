import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './ToastHost';
import { getToasts, toastError, toastSuccess } from './toast-store';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  it('shows an error at the bottom for 3 s', () => {
    render(<ToastHost />);
    act(() => void toastError('Failed to update training plan'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to update training plan');
    expect(alert.closest('.toast-stack--bottom')).not.toBeNull();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a success at the top for 3 s', () => {
    render(<ToastHost />);
    act(() => void toastSuccess('Saved'));
    expect(screen.getByRole('status').closest('.toast-stack--top')).not.toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(getToasts()).toHaveLength(0);
  });
});
