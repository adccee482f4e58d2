import type { RouteDef } from '../app/route-types';

const checkin = (
  path: string,
  title: string,
  description: string,
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  path: path ? `/checkin/${path}` : '/checkin',
  title,
  description,
  access: 'checkin',
  ...extra,
});

export const checkinRoutes: RouteDef[] = [
  checkin('', 'Daily check-in', 'Starts today’s readiness check: HRV, resting heart rate and how you feel.', {
    page: 'checkinStart',
  }),
  checkin('device', 'Measuring device', 'Chooses how to measure HRV: phone camera, chest belt or ring.', {
    page: 'checkinDevice',
  }),
  checkin('hrv-measurement', 'HRV measurement', 'Measures your heart rate variability.', {
    page: 'checkinMeasurement',
  }),
  checkin('hrv-measurement/success', 'Measurement done', 'Shows your HRV and resting heart rate.', {
    page: 'checkinMeasurementSuccess',
  }),
  checkin(
    'hrv-measurement/failed',
    'Measurement failed',
    'Explains why the measurement failed and lets you retry.',
    { page: 'checkinMeasurementFailed' },
  ),
  checkin('questionaire', 'How do you feel?', 'Asks about fatigue, stress, sleep and mood.', {
    page: 'checkinQuestionnaire',
  }),
  checkin('result', 'Today’s readiness', 'Shows your traffic light and what it means for today’s workout.', {
    page: 'checkinResult',
  }),
  checkin('muscle-fatigue', 'Muscle soreness', 'Records soreness in arms and shoulders, core and legs.', {
    noSwipeBack: true,
    page: 'checkinMuscleFatigue',
  }),
];
