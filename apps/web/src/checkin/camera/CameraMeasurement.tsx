import type { FingerPresence } from '@tricoach/core';
import { fingerPresence, HRV_FAILURE_ADVICE } from '@tricoach/core/hrv-signal';
import { useEffect, useRef, useState } from 'react';
import { appEnvironment } from '../../api/config';
import {
  analyseCameraFrames,
  CameraAnalysisFailed,
  HRV_FAILED_MESSAGE,
  type CameraFailure,
  type CameraHrvResult,
} from './camera-api';
import {
  CameraUnavailable,
  openRearCamera,
  stopStream,
  switchOnTorch,
  type CameraProblem,
} from './camera-stream';
import { sampleCameraFrames, type FrameColour } from './frame-sampler';
import { measurementSeconds } from './measurement-duration';
import { PulseTrace, type PulseTraceHandle } from './PulseTrace';
import { ProgressBar } from '../../app/ProgressBar';
import './camera.css';

interface CameraMeasurementProps {
  /** Default 60; outside production `?seconds=N` overrides it (15–120). */
  durationSeconds?: number;
  onResult(result: CameraHrvResult): void;
  onFailure(failure: CameraFailure): void;
}

type Phase = 'starting' | 'waiting' | 'measuring' | 'analysing' | 'done' | 'failed';

/** The fingertip must stay on the lens this long before the clock starts (exposure settles). */
const SETTLE_MS = 1000;
/** Losing the finger for longer than this starts the measurement again. */
const LOST_FINGER_MS = 1500;
/** Waiting this long without a fingertip ends on the failure screen, with advice, instead of forever. */
export const NO_FINGER_TIMEOUT_MS = 30_000;

const CAMERA_PROBLEMS: Record<CameraProblem, CameraFailure> = {
  denied: {
    message: 'Camera access is blocked.',
    advice:
      'Allow camera access for Tricoach in your browser settings, or measure with a chest strap or ring.',
  },
  missing: {
    message: 'No camera found.',
    advice: 'Use a phone with a rear camera, or measure with a chest strap or ring.',
  },
  unsupported: {
    message: 'This browser cannot use the camera.',
    advice: 'Open Tricoach in Chrome or Safari on your phone, or measure with a chest strap or ring.',
  },
  busy: {
    message: 'The camera is in use by another app.',
    advice: 'Close other apps that use the camera and try again.',
  },
};

const FINGER_HINTS: Record<Exclude<FingerPresence, 'finger'>, string> = {
  no_finger: 'Cover the rear camera and the flashlight completely with your fingertip.',
  too_dark: 'Too dark: switch on the flashlight or hold your finger in front of a bright light.',
  saturated: 'Too bright: rest your fingertip flat on the lens so no light leaks past.',
};

/**
 * Camera HRV (spec 2, check-in): a fingertip on the rear camera, lit by the torch, for about
 * a minute. Each frame's mean colour goes to the server, which finds the beats.
 */
export function CameraMeasurement({ durationSeconds, onResult, onFailure }: CameraMeasurementProps) {
  const seconds = measurementSeconds(durationSeconds, window.location.search, appEnvironment());
  const video = useRef<HTMLVideoElement>(null);
  const sampler = useRef<HTMLCanvasElement>(null);
  const trace = useRef<PulseTraceHandle>(null);
  const callbacks = useRef({ onResult, onFailure });
  callbacks.current = { onResult, onFailure };

  const [phase, setPhase] = useState<Phase>('starting');
  const [hasTorch, setHasTorch] = useState<boolean | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [failure, setFailure] = useState<CameraFailure | null>(null);
  const [heartRate, setHeartRate] = useState<number | null>(null);

  useEffect(() => {
    let isCancelled = false;
    let stream: MediaStream | null = null;
    let stopFrames = () => {};
    let frames: FrameColour[] = [];
    let fingerSince: number | null = null;
    let lostSince: number | null = null;
    let startedAt: number | null = null;
    let lastProblem: Exclude<FingerPresence, 'finger'> = 'no_finger';
    let noFingerTimer: ReturnType<typeof setTimeout> | undefined;

    const fail = (problem: CameraFailure) => {
      clearTimeout(noFingerTimer);
      if (isCancelled) return;
      setFailure(problem);
      setPhase('failed');
      callbacks.current.onFailure(problem);
    };

    const finish = async (recorded: FrameColour[]) => {
      stopFrames();
      stopStream(stream);
      setPhase('analysing');
      try {
        const result = await analyseCameraFrames(recorded);
        if (isCancelled) return;
        setHeartRate(result.heartRate);
        setPhase('done');
        callbacks.current.onResult(result);
      } catch (error) {
        fail(
          error instanceof CameraAnalysisFailed
            ? error.failure
            : {
                message: HRV_FAILED_MESSAGE,
                advice: 'Please try again in a moment.',
              },
        );
      }
    };

    const waitForFinger = () => {
      clearTimeout(noFingerTimer);
      noFingerTimer = setTimeout(() => {
        stopFrames();
        stopStream(stream);
        fail({ message: HRV_FAILED_MESSAGE, advice: HRV_FAILURE_ADVICE[lastProblem] });
      }, NO_FINGER_TIMEOUT_MS);
    };

    const handleFrame = ({ t, ...colour }: FrameColour) => {
      const presence = fingerPresence(colour);
      if (presence !== 'finger') lastProblem = presence;
      // The trace runs from the first frame: the athlete sees the pulse appear as the finger settles.
      trace.current?.push(t, colour.r);
      if (startedAt === null) {
        if (presence !== 'finger') {
          fingerSince = null;
          setHint(FINGER_HINTS[presence]);
          return;
        }
        setHint(null);
        fingerSince ??= t;
        if (t - fingerSince < SETTLE_MS) return;
        startedAt = t;
        frames = [];
        clearTimeout(noFingerTimer);
        setPhase('measuring');
      }
      frames.push({ t, ...colour });
      if (presence === 'finger') {
        lostSince = null;
      } else {
        lostSince ??= t;
        if (t - lostSince > LOST_FINGER_MS) {
          // Half a measurement without the pulse is worthless: start again once the finger is back.
          startedAt = null;
          fingerSince = null;
          lostSince = null;
          setElapsedSeconds(0);
          setPhase('waiting');
          waitForFinger();
          setHint('Keep your fingertip on the camera. The measurement starts again when it is back.');
          return;
        }
      }
      const elapsed = (t - startedAt) / 1000;
      setElapsedSeconds(Math.min(seconds, Math.floor(elapsed)));
      if (elapsed >= seconds) void finish(frames);
    };

    (async () => {
      try {
        stream = await openRearCamera();
      } catch (error) {
        fail(CAMERA_PROBLEMS[error instanceof CameraUnavailable ? error.problem : 'missing']);
        return;
      }
      if (isCancelled) return stopStream(stream);
      const element = video.current;
      if (!element) return stopStream(stream);
      try {
        element.srcObject = stream;
      } catch {
        stopStream(stream);
        return fail(CAMERA_PROBLEMS.unsupported);
      }
      // A muted inline preview may autoplay; if play() is refused anyway, frames still flow.
      await element.play().catch(() => undefined);
      const torch = await switchOnTorch(stream);
      if (isCancelled) return stopStream(stream);
      setHasTorch(torch);
      setPhase('waiting');
      const canvas = sampler.current;
      if (!canvas) return stopStream(stream);
      stopFrames = sampleCameraFrames(stream, element, canvas, handleFrame);
      waitForFinger();
    })();

    return () => {
      isCancelled = true;
      clearTimeout(noFingerTimer);
      stopFrames();
      stopStream(stream);
    };
  }, [seconds]);

  const progress =
    phase === 'measuring' ? elapsedSeconds / seconds : phase === 'analysing' || phase === 'done' ? 1 : 0;
  const isLive = phase === 'waiting' || phase === 'measuring';

  return (
    <section className="camera-measurement" aria-live="polite">
      <div
        className={`camera-measurement__lens${phase === 'measuring' ? ' camera-measurement__lens--measuring' : ''}`}
        hidden={!isLive && phase !== 'starting'}
      >
        <video
          ref={video}
          className="camera-measurement__preview"
          muted
          playsInline
          aria-label="Camera preview"
        />
      </div>
      <canvas ref={sampler} hidden />

      {phase === 'starting' && <p className="muted">Opening the rear camera…</p>}

      {phase === 'waiting' && (
        <div className="camera-measurement__instructions">
          <p className="lead">
            Place your fingertip gently over the rear camera{hasTorch ? ' and the flashlight' : ''}.
          </p>
          {hasTorch === false && (
            <p className="notice">
              Your browser cannot switch on the flashlight. Hold your finger over the camera in front of a
              bright lamp or window.
            </p>
          )}
          {hint && <p className="camera-measurement__hint">{hint}</p>}
        </div>
      )}

      {isLive && <PulseTrace ref={trace} />}

      {(phase === 'measuring' || phase === 'analysing') && (
        <div className="camera-measurement__progress">
          <ProgressBar
            label="Measurement progress"
            value={phase === 'measuring' ? elapsedSeconds : seconds}
            max={seconds}
            filledPercent={Math.round(progress * 100)}
          />
          <p className="muted">
            {phase === 'measuring'
              ? `Keep still — ${seconds - elapsedSeconds} s left`
              : 'Analysing your pulse…'}
          </p>
          {phase === 'measuring' && hint && <p className="camera-measurement__hint">{hint}</p>}
        </div>
      )}

      {phase === 'done' && heartRate !== null && (
        <p className="camera-measurement__done">
          Measured: <strong>{Math.round(heartRate)} bpm</strong>
        </p>
      )}

      {phase === 'failed' && failure && (
        <div className="camera-measurement__failure" role="alert">
          <p className="camera-measurement__failure-message">{failure.message}</p>
          <p className="muted">{failure.advice}</p>
        </div>
      )}
    </section>
  );
}
