import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CameraMeasurement, NO_FINGER_TIMEOUT_MS } from './CameraMeasurement';
import { measurementSeconds } from './measurement-duration';

/** A happy-dom MediaStream (the video element accepts only that) carrying the given track. */
function fakeStream(track: object): MediaStream {
  return Object.assign(new MediaStream(), { getVideoTracks: () => [track], getTracks: () => [track] });
}

function stubCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: getUserMedia ? { getUserMedia } : undefined });
}

describe('CameraMeasurement without a usable camera', () => {
  it('says the camera is blocked and reports the failure when permission is denied', async () => {
    stubCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const onFailure = vi.fn();
    render(<CameraMeasurement onResult={vi.fn()} onFailure={onFailure} />);
    expect(await screen.findByText('Camera access is blocked.')).toBeTruthy();
    expect(screen.getByText(/Allow camera access for Tricoach in your browser settings/)).toBeTruthy();
    expect(onFailure).toHaveBeenCalledWith({
      message: 'Camera access is blocked.',
      advice:
        'Allow camera access for Tricoach in your browser settings, or measure with a chest strap or ring.',
    });
  });

  it('says there is no camera when the device has none, and when the browser offers no camera at all', async () => {
    stubCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const onFailure = vi.fn();
    render(<CameraMeasurement onResult={vi.fn()} onFailure={onFailure} />);
    expect(await screen.findByText('No camera found.')).toBeTruthy();
    cleanup();
    stubCamera(undefined);
    render(<CameraMeasurement onResult={vi.fn()} onFailure={onFailure} />);
    expect(await screen.findByText('This browser cannot use the camera.')).toBeTruthy();
    expect(onFailure).toHaveBeenCalledTimes(2);
  });
});

describe('CameraMeasurement with a camera', () => {
  it('asks for the fingertip, explains the missing torch, and stops the camera when it goes away', async () => {
    const stop = vi.fn();
    const track = { stop, getCapabilities: () => ({}), applyConstraints: vi.fn() };
    const stream = fakeStream(track);
    stubCamera(() => Promise.resolve(stream));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const view = render(<CameraMeasurement onResult={vi.fn()} onFailure={vi.fn()} />);
    expect(await screen.findByText(/Place your fingertip gently over the rear camera/)).toBeTruthy();
    expect(screen.getByText(/cannot switch on the flashlight/)).toBeTruthy();
    expect(track.applyConstraints).not.toHaveBeenCalled();
    view.unmount();
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });

  it('switches the torch on where the camera has one', async () => {
    const track = {
      stop: vi.fn(),
      getCapabilities: () => ({ torch: true }),
      applyConstraints: vi.fn().mockResolvedValue(undefined),
    };
    const stream = fakeStream(track);
    stubCamera(() => Promise.resolve(stream));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<CameraMeasurement onResult={vi.fn()} onFailure={vi.fn()} />);
    expect(await screen.findByText(/over the rear camera and the flashlight/)).toBeTruthy();
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    expect(screen.queryByText(/cannot switch on the flashlight/)).toBeNull();
  });
});

describe('CameraMeasurement waiting for a fingertip', () => {
  it('ends on the failure message with advice after 30 s without a finger, and lets the camera go', async () => {
    vi.useFakeTimers();
    const stop = vi.fn();
    const stream = fakeStream({ stop, getCapabilities: () => ({}), applyConstraints: vi.fn() });
    stubCamera(() => Promise.resolve(stream));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const onFailure = vi.fn();
    render(<CameraMeasurement onResult={vi.fn()} onFailure={onFailure} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(/Place your fingertip gently over the rear camera/)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(NO_FINGER_TIMEOUT_MS - 1000));
    expect(onFailure).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onFailure).toHaveBeenCalledWith({
      message: 'HRV measurement failed. Please try again later.',
      advice: 'Cover the rear camera and the flashlight completely with your fingertip.',
    });
    expect(screen.getByText('HRV measurement failed. Please try again later.')).toBeTruthy();
    expect(stop).toHaveBeenCalled();
  });
});

describe('measurementSeconds', () => {
  it('uses the page’s duration, 60 s by default, within 15–120 s', () => {
    expect(measurementSeconds(undefined, '', 'production')).toBe(60);
    expect(measurementSeconds(45, '', 'production')).toBe(45);
    expect(measurementSeconds(5, '', 'local')).toBe(15);
    expect(measurementSeconds(500, '', 'local')).toBe(120);
  });

  it('honours ?seconds= only outside production', () => {
    expect(measurementSeconds(60, '?seconds=20', 'local')).toBe(20);
    expect(measurementSeconds(60, '?seconds=20', 'staging')).toBe(20);
    expect(measurementSeconds(60, '?seconds=20', 'production')).toBe(60);
    expect(measurementSeconds(60, '?seconds=abc', 'local')).toBe(60);
  });
});
