import { useQueryClient } from '@tanstack/react-query';
import { dashboardStatusKey } from '../dashboard/dashboard-reads';
import { planKeys } from '../workout/plan-api';
import { checkInKeys, type CheckInDevice, type ReadinessStatus, type TrafficLight } from './checkin-api';
import './checkin.css';

export const STATUS_TITLE: Record<ReadinessStatus, string> = {
  proceed: 'Train as planned',
  takecare: 'Take care today',
  skip: 'Skip the hard work',
  rest: 'Rest day',
};
const LIGHT_LABEL: Record<TrafficLight, string> = { green: 'Green', yellow: 'Yellow', red: 'Red' };

const DEVICE_KEY = 'tricoach.checkin.device';
const DEVICES: readonly CheckInDevice[] = ['camera', 'chest-strap', 'ring', 'skipped'];

/** The device chosen on /checkin/device, kept for the questionnaire's POST (a tab's session). */
export function rememberDevice(device: CheckInDevice): void {
  sessionStorage.setItem(DEVICE_KEY, device);
}
export function rememberedDevice(): CheckInDevice | undefined {
  const stored = sessionStorage.getItem(DEVICE_KEY);
  return DEVICES.find((device) => device === stored);
}
export function asDevice(value: string | null): CheckInDevice | undefined {
  return DEVICES.find((device) => device === value);
}

/** After any check-in write: today's status, the plan's sessions and the check-in views change. */
export function useRefreshAfterCheckIn() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: checkInKeys.all }),
      client.invalidateQueries({ queryKey: planKeys.all }),
      client.invalidateQueries({ queryKey: dashboardStatusKey }),
    ]);
  };
}

export function TrafficLightDot({ light, large = false }: { light: TrafficLight; large?: boolean }) {
  return (
    <span
      className={`traffic-light traffic-light--${light}${large ? ' traffic-light--large' : ''}`}
      role="img"
      aria-label={`Traffic light: ${LIGHT_LABEL[light]}`}
    />
  );
}

/** The steps of the flow, for the progress line at the top of each screen. */
export function CheckInSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <p className="checkin-steps muted" aria-label={`Step ${current} of 4`}>
      Step {current} of 4
    </p>
  );
}
