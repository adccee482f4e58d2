import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '../app/Loading';
import { dashboardStatusKey } from '../dashboard/dashboard-reads';
import { planKeys } from '../workout/plan-api';
import {
  checkInKeys,
  fetchBriefingOptions,
  fetchTodayCheckIn,
  type CheckInDevice,
  type ReadinessStatus,
  type TrafficLight,
} from './checkin-api';
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

/**
 * The questionnaires' start: the briefing's scales and today's check-in (answers so far).
 * Until both are there, `placeholder` is what the screen shows: Loading, or the failure.
 */
export function useCheckInQuestions():
  | { ready: false; placeholder: ReactNode }
  | {
      ready: true;
      options: Awaited<ReturnType<typeof fetchBriefingOptions>>;
      checkIn: Awaited<ReturnType<typeof fetchTodayCheckIn>>['checkIn'];
    } {
  const options = useQuery({
    queryKey: checkInKeys.options,
    queryFn: fetchBriefingOptions,
    staleTime: Infinity,
  });
  const today = useQuery({ queryKey: checkInKeys.today, queryFn: fetchTodayCheckIn });
  if (options.isPending || today.isPending)
    return { ready: false, placeholder: <Loading label="Loading the questions" /> };
  if (options.isError || today.isError)
    return {
      ready: false,
      placeholder: (
        <p role="alert" className="form__error">
          {(options.error ?? today.error)?.message}
        </p>
      ),
    };
  return { ready: true, options: options.data, checkIn: today.data.checkIn };
}
