import { ConnectGarminButton, GarminConnectionPanel, GarminOutcome } from '../../garmin/GarminConnection';
import { SettingsFrame } from '../SettingsFrame';

const CONNECTIONS = '/app/settings/third-party-connections';

/** Settings → Connections (spec: third-party-connections). */
export function ThirdPartyConnectionsPage() {
  return (
    <SettingsFrame
      title="Connections"
      lead="Your wearable feeds the coach: what you did, and how you recovered."
    >
      <GarminConnectionPanel redirectTo={CONNECTIONS} />
      <p className="muted">GARMIN® is a registered trademark of Garmin Ltd. or its subsidiaries.</p>
    </SettingsFrame>
  );
}

/** Settings → Connect GARMIN® (spec: connect/garmin): what connecting does, then GARMIN®'s consent. */
export function ConnectGarminSettingsPage() {
  return (
    <SettingsFrame title="Connect GARMIN®" back={CONNECTIONS} backLabel="Connections">
      <GarminOutcome />
      <ul className="check-list">
        <li>Your swim, bike and run activities of the last 5 years shape your plan.</li>
        <li>Resting heart rate, HRV and sleep of the last 3 years feed your daily readiness.</li>
        <li>The coming week’s workouts appear on your watch when you allow it.</li>
      </ul>
      <p className="muted">On GARMIN®’s page, allow Activities and Health data: the coach needs both.</p>
      <ConnectGarminButton redirectTo={CONNECTIONS} />
    </SettingsFrame>
  );
}
