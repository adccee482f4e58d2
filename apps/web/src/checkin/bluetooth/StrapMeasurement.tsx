import { useEffect, useRef, useState } from 'react';
import { now } from '../../app/clock';
import { parseHeartRateMeasurement } from './heart-rate-measurement';
import { connectHeartRateStrap, isMissingAdapter, webBluetooth } from './web-bluetooth';
import { FormError } from '../../app/form/fields';

export const STRAP_SECONDS = 60;

interface StrapResult {
  rrIntervals: number[];
}

type Phase = 'idle' | 'connecting' | 'measuring';

const NO_ADAPTER =
  'Bluetooth is off, or this device has no Bluetooth adapter. Switch Bluetooth on and try again, or choose “Ring or other device” and type in the values your strap’s app shows.';

/**
 * Chest strap over Web Bluetooth: the standard Heart Rate service's measurement
 * notifications for a minute, with the live heart rate and the number of beat-to-beat
 * intervals received. The server computes rMSSD from the intervals.
 */
export function StrapMeasurement({
  onResult,
  onFailure,
}: {
  onResult(result: StrapResult): void;
  onFailure(failure: { message: string; advice: string }): void;
}) {
  const bluetooth = webBluetooth();
  const [phase, setPhase] = useState<Phase>('idle');
  const [heartRate, setHeartRate] = useState<number | null>(null);
  const [beats, setBeats] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const intervals = useRef<number[]>([]);
  const stop = useRef<() => void>(() => undefined);

  useEffect(() => () => stop.current(), []);

  // Say it before the athlete straps up and presses Connect, where the browser can tell.
  useEffect(() => {
    let isCurrent = true;
    bluetooth?.getAvailability?.().then(
      (available) => {
        if (isCurrent && !available) setProblem(NO_ADAPTER);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [bluetooth]);

  if (!bluetooth) {
    return (
      <div className="notice" role="alert">
        <p>This browser cannot connect to Bluetooth heart-rate straps.</p>
        <p className="muted">
          Use Chrome or Edge on Android or a computer, or choose “Ring or other device” and type in the values
          your strap’s app shows.
        </p>
      </div>
    );
  }

  async function start() {
    if (!bluetooth) return;
    setProblem(null);
    setPhase('connecting');
    try {
      const strap = await connectHeartRateStrap(bluetooth);
      intervals.current = [];
      const onValue = (event: Event) => {
        const value = (event.target as { value?: DataView }).value;
        if (!value) return;
        const measurement = parseHeartRateMeasurement(value);
        setHeartRate(measurement.heartRate);
        intervals.current.push(...measurement.rrIntervals);
        setBeats(intervals.current.length);
      };
      strap.characteristic.addEventListener('characteristicvaluechanged', onValue);
      // The minute is read off the app's clock; the timer only looks at it four times a second.
      const started = now();
      const timer = window.setInterval(() => {
        const seconds = Math.floor((now() - started) / 1000);
        setElapsed(seconds);
        if (seconds >= STRAP_SECONDS) {
          stop.current();
          if (intervals.current.length === 0) {
            onFailure({
              message: 'HRV measurement failed. Please try again later.',
              advice:
                'Your strap sent no beat-to-beat intervals. Moisten the electrodes and check that it supports RR intervals.',
            });
          } else onResult({ rrIntervals: intervals.current });
        }
      }, 250);
      stop.current = () => {
        window.clearInterval(timer);
        strap.characteristic.removeEventListener('characteristicvaluechanged', onValue);
        strap.disconnect();
        stop.current = () => undefined;
      };
      setPhase('measuring');
    } catch (caught) {
      setPhase('idle');
      if (isMissingAdapter(caught)) return setProblem(NO_ADAPTER);
      // Closing the chooser is the athlete's choice, not an error worth a failure screen.
      if (caught instanceof DOMException && caught.name === 'NotFoundError') return;
      setProblem(caught instanceof Error ? caught.message : 'The strap could not be connected.');
    }
  }

  return (
    <div className="checkin">
      <p className="muted">
        Put the strap on, lie still and breathe calmly. The measurement takes one minute.
      </p>
      {phase === 'measuring' ? (
        <>
          <div className="measure-live" aria-live="polite">
            <p className="measure-live__value">
              <span className="measure-live__number">{heartRate ?? '–'}</span>
              <span className="muted">bpm</span>
            </p>
            <p className="measure-live__value">
              <span className="measure-live__number">{beats}</span>
              <span className="muted">RR intervals</span>
            </p>
          </div>
          <progress
            className="measure-progress"
            max={STRAP_SECONDS}
            value={elapsed}
            aria-label="Measurement progress"
          />
          <p className="muted">{Math.max(0, STRAP_SECONDS - elapsed)} s left</p>
        </>
      ) : (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={phase === 'connecting'}
          onClick={() => void start()}
        >
          {phase === 'connecting' ? 'Connecting…' : 'Connect strap and measure'}
        </button>
      )}
      <FormError message={problem} />
    </div>
  );
}
