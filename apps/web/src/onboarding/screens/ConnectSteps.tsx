import { Link } from 'react-router';
import { OnboardingFrame } from '../OnboardingFrame';
import { StepButton } from '../StepButton';
import { BackfillProgress, ConnectGarminButton, GarminOutcome } from '../../garmin/GarminConnection';
import { useGarminBackfill, useGarminConnected, useGarminPermissions } from '../../garmin/queries';

const WHAT_CONNECTING_DOES = [
  'Your swim, bike and run activities of the last 5 years shape your first plan.',
  'Resting heart rate, HRV and sleep of the last 3 years feed your daily readiness.',
  'Every new workout is imported automatically and compared with the plan.',
];

export function ConnectStep() {
  return (
    <OnboardingFrame
      step="connect"
      title="Connect your watch"
      lead="Tricoach works best with your GARMIN® Connect data, but you can start without it."
      canGoBack={false}
    >
      <ul className="check-list">
        {WHAT_CONNECTING_DOES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="actions">
        <Link className="button button--primary button--block" to="/onboarding/connect/garmin">
          Connect GARMIN®
        </Link>
        <Link className="button button--ghost button--block" to="/onboarding/connect/abort">
          Continue without a watch
        </Link>
      </div>
    </OnboardingFrame>
  );
}

export function ConnectAbortStep() {
  return (
    <OnboardingFrame step="connect/abort" title="Continue without a watch?">
      <p>Without a connected watch your coach cannot:</p>
      <ul className="check-list check-list--warn">
        <li>import your past activities, so your first plan starts from your answers only;</li>
        <li>see completed workouts, so you check them off by hand;</li>
        <li>use your resting heart rate and HRV for the daily readiness check.</li>
      </ul>
      <p className="muted">You can connect your watch at any time in Settings → Connections.</p>
      <div className="actions">
        <Link className="button button--primary button--block" to="/onboarding/connect/abort/complete">
          Continue without a watch
        </Link>
        <Link className="button button--ghost button--block" to="/onboarding/connect/garmin">
          Connect GARMIN® instead
        </Link>
      </div>
    </OnboardingFrame>
  );
}

export function ConnectAbortCompleteStep() {
  return (
    <OnboardingFrame step="connect/abort/complete" title="Continuing without a watch">
      <p>Fine! A few questions about you and your training build your first plan instead.</p>
      <StepButton step="connect/abort/complete" />
    </OnboardingFrame>
  );
}

export function GarminStep() {
  return (
    <OnboardingFrame
      step="connect/garmin"
      title="Connect GARMIN®"
      lead="Connecting lets Tricoach read your activities and health data from GARMIN® Connect."
    >
      <GarminOutcome />
      <ul className="check-list">
        {WHAT_CONNECTING_DOES.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>With your permission, the coming week’s workouts appear on your watch.</li>
      </ul>
      <p>
        <Link to="/onboarding/connect/garmin/restrictions">Which permissions does Tricoach need?</Link>
      </p>
      <div className="actions">
        <ConnectGarminButton />
        <StepButton step="connect/garmin" label="Skip for now" quiet />
      </div>
    </OnboardingFrame>
  );
}

export function GarminSuccessStep() {
  const backfill = useGarminBackfill(true);
  return (
    <OnboardingFrame step="connect/garmin/success" title="GARMIN® connected">
      <p>
        Your activities of the last 5 years and your health data of the last 3 years are being imported. This
        runs in the background; you can go on meanwhile.
      </p>
      {backfill.data ? <BackfillProgress status={backfill.data} /> : null}
      <StepButton step="connect/garmin/success" />
    </OnboardingFrame>
  );
}

export function GarminRestrictionsStep() {
  const connected = useGarminConnected();
  const permissions = useGarminPermissions(connected.data === true);
  const isMissing = connected.data === true && permissions.data === false;
  return (
    <OnboardingFrame step="connect/garmin/restrictions" title="GARMIN® permissions">
      {isMissing ? (
        <p className="notice" role="note">
          GARMIN® is connected, but without all the data your plan needs. Connect again and allow both.
        </p>
      ) : null}
      <p>When you connect, GARMIN® asks which data Tricoach may read. Your plan needs two of them:</p>
      <ul className="check-list">
        <li>
          <strong>Activities</strong>: your workouts, to adapt the plan to what you actually did.
        </li>
        <li>
          <strong>Health data</strong>: resting heart rate, HRV and sleep, for the daily readiness check.
        </li>
      </ul>
      <p className="muted">
        Allowing workouts to your watch is optional; the coming week then appears on it.
      </p>
      <div className="actions">
        {isMissing ? (
          <ConnectGarminButton label="Connect again" />
        ) : (
          <Link className="button button--ghost button--block" to="/onboarding/connect/garmin">
            Back to GARMIN®
          </Link>
        )}
        <StepButton step="connect/garmin/restrictions" label="Skip for now" quiet={isMissing} />
      </div>
    </OnboardingFrame>
  );
}
