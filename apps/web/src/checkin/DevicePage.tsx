import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { QueryState } from '../app/QueryState';
import { useSession } from '../app/use-session';
import { useBrowserOnline } from '../offline/offline-state';
import type { PageProps } from '../app/route-types';
import { checkInKeys, fetchBriefingOptions, type CheckInDevice } from './checkin-api';
import { asDevice, CheckInSteps, rememberDevice } from './checkin-shared';

/** /checkin/device: camera, chest strap, ring, or skip the measurement. */
export function DevicePage({ route }: PageProps) {
  const navigate = useNavigate();
  const browserOnline = useBrowserOnline();
  const session = useSession();
  const online = browserOnline && session.status !== 'offline';
  const options = useQuery({
    queryKey: checkInKeys.options,
    queryFn: fetchBriefingOptions,
    staleTime: Infinity,
  });

  function choose(device: CheckInDevice) {
    rememberDevice(device);
    void navigate(
      device === 'skipped' ? '/checkin/questionaire' : `/checkin/hrv-measurement?device=${device}`,
    );
  }

  return (
    <section className="page page--narrow checkin" aria-labelledby="device-title">
      <CheckInSteps current={1} />
      <h1 id="device-title">{route.title}</h1>
      <p className="muted">Measure lying or sitting still, right after waking up.</p>
      {online ? null : (
        <p className="status-card" role="note">
          You are offline: a measurement needs the network. Choose “Skip measurement” to check in with how you
          feel; your answers are sent when you are back online.
        </p>
      )}
      <QueryState query={options} loadingLabel="Loading devices" />
      <div className="choice-group__options">
        {options.data?.devices.map((device) => {
          const value = asDevice(device.value);
          if (!value) return null;
          return (
            <button key={device.value} type="button" className="choice" onClick={() => choose(value)}>
              <span className="choice__text">
                <span className="choice__label">{device.label}</span>
                <span className="choice__description">{device.description}</span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
