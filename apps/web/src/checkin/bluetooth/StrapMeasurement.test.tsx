import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setClock } from '../../app/clock';
import { STRAP_SECONDS, StrapMeasurement } from './StrapMeasurement';

/** A strap that sends Heart Rate Measurement packets when the test says so. */
function fakeStrap() {
  const characteristic = Object.assign(new EventTarget(), {
    value: undefined as DataView | undefined,
    startNotifications: vi.fn(async () => characteristic),
    stopNotifications: vi.fn(async () => characteristic),
  });
  const server = {
    connected: true,
    connect: async () => server,
    disconnect: vi.fn(),
    getPrimaryService: async () => ({ getCharacteristic: async () => characteristic }),
  };
  const requestDevice = vi.fn(async () => ({ name: 'Strap', gatt: server }));
  vi.stubGlobal('navigator', { ...navigator, bluetooth: { requestDevice } });
  const send = (...bytes: number[]) => {
    characteristic.value = new DataView(Uint8Array.from(bytes).buffer);
    characteristic.dispatchEvent(new Event('characteristicvaluechanged'));
  };
  return { requestDevice, send, server };
}

describe('chest strap measurement', () => {
  it('says so where the browser has no Web Bluetooth', () => {
    vi.stubGlobal('navigator', { ...navigator, bluetooth: undefined });
    render(<StrapMeasurement onResult={vi.fn()} onFailure={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'This browser cannot connect to Bluetooth heart-rate straps.',
    );
  });

  it('says so when the computer has no Bluetooth adapter: before connecting, and when Chrome refuses for it', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      bluetooth: { requestDevice: vi.fn(), getAvailability: async () => false },
    });
    render(<StrapMeasurement onResult={vi.fn()} onFailure={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bluetooth is off, or this device has no Bluetooth adapter.',
    );
    cleanup();

    const requestDevice = vi.fn(async () => {
      throw new DOMException('Bluetooth adapter not available.', 'NotFoundError');
    });
    vi.stubGlobal('navigator', { ...navigator, bluetooth: { requestDevice } });
    render(<StrapMeasurement onResult={vi.fn()} onFailure={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Connect strap and measure' }));
    expect((await screen.findByRole('alert')).textContent).toContain('no Bluetooth adapter');
  });

  it('stays quiet when the athlete closes the strap chooser', async () => {
    const requestDevice = vi.fn(async () => {
      throw new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError');
    });
    vi.stubGlobal('navigator', {
      ...navigator,
      bluetooth: { requestDevice, getAvailability: async () => true },
    });
    render(<StrapMeasurement onResult={vi.fn()} onFailure={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect strap and measure' }));
    await act(async () => undefined);
    expect(requestDevice).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect strap and measure' })).toBeTruthy();
  });

  it('shows the live heart rate and RR count, and hands over the intervals after a minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const strap = fakeStrap();
    const onResult = vi.fn();
    render(<StrapMeasurement onResult={onResult} onFailure={vi.fn()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Connect strap and measure' }));
    });
    expect(strap.requestDevice).toHaveBeenCalledWith({ filters: [{ services: ['heart_rate'] }] });
    // HR 58 with two RR intervals (1024 and 1075 /1024 s), then HR 60 with one.
    act(() => strap.send(0x16, 58, 0x00, 0x04, 0x33, 0x04));
    act(() => strap.send(0x10, 60, 0x00, 0x04));
    expect(screen.getByText('60')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('RR intervals')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(STRAP_SECONDS * 1000 + 300);
    });
    expect(onResult).toHaveBeenCalledTimes(1);
    const intervals = onResult.mock.calls[0]?.[0].rrIntervals as number[];
    expect(intervals).toHaveLength(3);
    expect(intervals[0]).toBe(1000);
    expect(intervals[1]).toBeCloseTo((1075 / 1024) * 1000, 6);
    expect(strap.server.disconnect).toHaveBeenCalled();
  });

  it('times the minute by the app clock, not by how often the timer fired', async () => {
    // Only the timer is fake: the time comes from a fixed clock that the test moves by hand.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = Date.UTC(2026, 2, 4, 8, 0, 0);
    setClock(() => clock);
    const strap = fakeStrap();
    const onResult = vi.fn();
    render(<StrapMeasurement onResult={onResult} onFailure={vi.fn()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Connect strap and measure' }));
    });
    act(() => strap.send(0x10, 60, 0x00, 0x04));

    // Two minutes of ticks while the clock stands still (a throttled tab): nothing is over.
    await act(async () => {
      vi.advanceTimersByTime(2 * STRAP_SECONDS * 1000);
    });
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByText(`${STRAP_SECONDS} s left`)).toBeTruthy();

    clock += 45_000;
    await act(async () => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByText(`${STRAP_SECONDS - 45} s left`)).toBeTruthy();
    expect(onResult).not.toHaveBeenCalled();

    // One tick after the clock reads a minute, the intervals are handed over, once.
    clock += 15_000;
    await act(async () => {
      vi.advanceTimersByTime(250);
    });
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]?.[0].rrIntervals).toEqual([1000]);
    expect(strap.server.disconnect).toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(STRAP_SECONDS * 1000);
    });
    expect(onResult).toHaveBeenCalledTimes(1);
  });
});
