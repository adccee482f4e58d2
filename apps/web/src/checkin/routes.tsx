import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenDef, type ScreenRoute } from '../app/screen-route';

const checkin = (
  path: string,
  title: string,
  description: string,
  extra: Partial<ScreenDef> = {},
): ScreenRoute =>
  screen({
    path: path ? `/checkin/${path}` : '/checkin',
    title,
    description,
    access: 'checkin',
    ...extra,
  });

export const checkinRoutes: ScreenRoute[] = [
  checkin('', 'Daily check-in', 'Starts today’s readiness check: HRV, resting heart rate and how you feel.', {
    component: lazyPage(() => import('./CheckInStartPage').then((m) => m.CheckInStartPage)),
  }),
  checkin('device', 'Measuring device', 'Chooses how to measure HRV: phone camera, chest belt or ring.', {
    component: lazyPage(() => import('./DevicePage').then((m) => m.DevicePage)),
  }),
  checkin('hrv-measurement', 'HRV measurement', 'Measures your heart rate variability.', {
    component: lazyPage(() => import('./MeasurementPage').then((m) => m.MeasurementPage)),
  }),
  checkin('hrv-measurement/success', 'Measurement done', 'Shows your HRV and resting heart rate.', {
    component: lazyPage(() => import('./MeasurementOutcomePages').then((m) => m.MeasurementSuccessPage)),
  }),
  checkin(
    'hrv-measurement/failed',
    'Measurement failed',
    'Explains why the measurement failed and lets you retry.',
    { component: lazyPage(() => import('./MeasurementOutcomePages').then((m) => m.MeasurementFailedPage)) },
  ),
  checkin('questionaire', 'How do you feel?', 'Asks about fatigue, stress, sleep and mood.', {
    component: lazyPage(() => import('./QuestionnairePage').then((m) => m.QuestionnairePage)),
  }),
  checkin('result', 'Today’s readiness', 'Shows your traffic light and what it means for today’s workout.', {
    component: lazyPage(() => import('./ResultPage').then((m) => m.ResultPage)),
  }),
  checkin('muscle-fatigue', 'Muscle soreness', 'Records soreness in arms and shoulders, core and legs.', {
    noSwipeBack: true,
    component: lazyPage(() => import('./MuscleFatiguePage').then((m) => m.MuscleFatiguePage)),
  }),
];
