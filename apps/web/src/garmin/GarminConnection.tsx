import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ActionButton } from '../app/form/fields';
import { Loading } from '../app/Loading';
import { toastError, toastSuccess } from '../app/toast/toast-store';
import { useIdentity } from '../app/use-identity';
import {
  disconnectGarmin,
  GARMIN_FAILED_MESSAGE,
  garminConsentPage,
  garminKeys,
  requestAuthorizeUrl,
  type BackfillStatus,
} from './garmin-api';
import { useGarminBackfill, useGarminConnected, useGarminPermissions } from './queries';
import { ProgressBar } from '../app/ProgressBar';
import './garmin.css';

/**
 * Opens GARMIN®'s consent page. The server keeps the PKCE verifier and the state; Garmin sends
 * the browser back to the server, which continues on `redirectTo` (or the onboarding pages).
 */
export function ConnectGarminButton({
  redirectTo,
  label = 'Connect GARMIN®',
}: {
  redirectTo?: string;
  label?: string;
}) {
  const { identity } = useIdentity();
  const [failed, setFailed] = useState(false);
  const start = useMutation({
    mutationFn: () => requestAuthorizeUrl(identity?.athleteId ?? '', redirectTo),
    onSuccess: ({ url }) => garminConsentPage.open(url),
    onError: () => {
      setFailed(true);
      toastError(GARMIN_FAILED_MESSAGE);
    },
  });
  return (
    <>
      {failed ? (
        <p className="garmin__error" role="alert">
          {GARMIN_FAILED_MESSAGE}
        </p>
      ) : null}
      <ActionButton
        className="button button--primary button--block"
        onClick={() => start.mutate()}
        busy={start.isPending}
        busyLabel="Opening GARMIN® Connect…"
        disabled={!identity}
      >
        {label}
      </ActionButton>
    </>
  );
}

/** What Garmin's redirect told us (`?garmin=failed|restrictions|connected`), said once on the page. */
export function GarminOutcome() {
  const [params] = useSearchParams();
  const outcome = params.get('garmin');
  if (outcome === 'failed') {
    return (
      <p className="garmin__error" role="alert">
        {GARMIN_FAILED_MESSAGE}
      </p>
    );
  }
  if (outcome === 'restrictions') {
    return (
      <p className="notice" role="note">
        GARMIN® is connected, but without your activities or your health data. Connect again and allow both.
      </p>
    );
  }
  return null;
}

export function BackfillProgress({ status }: { status: BackfillStatus }) {
  if (status.state === 'historicalDataOff') {
    return (
      <p className="notice" role="note">
        {status.message}
      </p>
    );
  }
  if (status.state === 'none') return null;
  const running = status.state === 'running';
  return (
    <div className="garmin__backfill">
      <ProgressBar label="History import from GARMIN® Connect" value={status.percent} />
      <p className="muted">
        {running
          ? `Importing your history: ${status.percent} % requested. You can leave this page; it goes on in the background.`
          : 'Your history has been requested from GARMIN®. Activities and health data arrive over the next minutes.'}
      </p>
    </div>
  );
}

/** Settings → Connections: the state of the link, the history import, and disconnecting. */
export function GarminConnectionPanel({ redirectTo }: { redirectTo: string }) {
  const queryClient = useQueryClient();
  const connected = useGarminConnected();
  const isConnected = connected.data === true;
  const permissions = useGarminPermissions(isConnected);
  const backfill = useGarminBackfill(isConnected);
  const disconnect = useMutation({
    mutationFn: disconnectGarmin,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: garminKeys.all });
      toastSuccess('GARMIN® Connect disconnected');
    },
    onError: () => toastError(GARMIN_FAILED_MESSAGE),
  });

  if (connected.isPending) return <Loading label="Loading your connections" />;
  if (connected.isError) {
    return (
      <div className="garmin">
        <p className="garmin__error" role="alert">
          {GARMIN_FAILED_MESSAGE}
        </p>
        <button type="button" className="button" onClick={() => void connected.refetch()}>
          Retry
        </button>
      </div>
    );
  }

  const confirmDisconnect = () => {
    if (
      window.confirm(
        'Disconnect GARMIN® Connect? New activities and health data stop arriving and the coming workouts are removed from your watch. What was imported stays.',
      )
    ) {
      disconnect.mutate();
    }
  };

  return (
    <div className="garmin">
      <GarminOutcome />
      <div className="garmin__card">
        <div className="garmin__head">
          <strong>GARMIN® Connect</strong>
          <span className={isConnected ? 'garmin__badge garmin__badge--on' : 'garmin__badge'}>
            {isConnected ? 'Connected' : 'Not connected'}
          </span>
        </div>
        {isConnected ? (
          <>
            {permissions.isError ? (
              <p className="garmin__error" role="alert">
                {GARMIN_FAILED_MESSAGE}
              </p>
            ) : permissions.data === false ? (
              <p className="notice" role="note">
                GARMIN® does not share your activities or your health data with Tricoach.{' '}
                <Link to="/app/settings/connect/garmin">Which permissions are needed?</Link> Connect again and
                allow both.
              </p>
            ) : null}
            {backfill.data ? <BackfillProgress status={backfill.data} /> : null}
            {/* A failing GARMIN® call can mean a link Garmin no longer honours: connecting again mends it. */}
            {permissions.isError ||
            permissions.data === false ||
            backfill.data?.state === 'historicalDataOff' ? (
              <ConnectGarminButton redirectTo={redirectTo} label="Connect again" />
            ) : null}
            <ActionButton
              className="button button--ghost button--block"
              onClick={confirmDisconnect}
              busy={disconnect.isPending}
              busyLabel="Disconnecting…"
            >
              Disconnect
            </ActionButton>
          </>
        ) : (
          <>
            <p className="muted">
              Import your swim, bike and run activities, resting heart rate, HRV and sleep, and get the coming
              week’s workouts on your watch.
            </p>
            <ConnectGarminButton redirectTo={redirectTo} />
          </>
        )}
      </div>
    </div>
  );
}
