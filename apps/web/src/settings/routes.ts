import type { RouteDef } from '../app/route-types';

const s = (path: string, title: string, description: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path: path ? `/app/settings/${path}` : '/app/settings',
  title,
  description,
  access: 'settings',
  page: 'settings',
  ...extra,
});

const profileFields: [string, string][] = [
  ['profile-picture', 'Profile picture'],
  ['password', 'Password'],
  ['email', 'Email'],
  ['firstname', 'First name'],
  ['lastname', 'Last name'],
  ['height', 'Height'],
  ['weight', 'Weight'],
  ['date-of-birth', 'Date of birth'],
  ['gender', 'Gender'],
];

const unitPages: [string, string][] = [
  ['unit-system', 'Unit system'],
  ['intensity-description', 'Intensity description'],
  ['pool-length', 'Pool length'],
  ['cycling-endurance', 'Cycling endurance measurement'],
  ['cycling-interval', 'Cycling interval measurement'],
  ['cycling-indoor', 'Cycling indoor measurement'],
  ['running-endurance', 'Running endurance measurement'],
  ['running-interval', 'Running interval measurement'],
];

export const settingsRoutes: RouteDef[] = [
  s('', 'Settings', 'Your profile, goals, zones, units, connections and support.'),
  ...profileFields.map(([path, title]) =>
    s(`profile/edit/${path}`, title, `Changes your ${title.toLowerCase()}.`),
  ),
  s(
    'goal-and-availability',
    'Goal and availability',
    'Your race goals, training volume and weekly availability.',
  ),
  s('race-goal', 'Race goals', 'Adds, edits and deletes your races.'),
  s('race-goal/priorities', 'Race priorities', 'Explains A, B and C races and which types allow which.'),
  s('training-volume', 'Training volume', 'Changes the hours a week you want to train.'),
  s('availability', 'Availability', 'Changes your training slots for each day.'),
  s(
    'training-zones-and-thresholds',
    'Training zones and thresholds',
    'Shows and edits your thresholds and zones.',
  ),
  s(
    'training-volume-capability',
    'Training volume capability',
    'Shows what weekly volume you can handle now.',
  ),
  s(
    'training-volume-capability/history',
    'Volume capability history',
    'Shows how your volume capability changed.',
  ),
  s('long-session-capability', 'Long session capability', 'Shows how long your longest sessions can be now.'),
  s(
    'long-session-capability/history',
    'Long session history',
    'Shows how your long-session capability changed.',
  ),
  s('injury-tendencies', 'Injury tendencies', 'Changes your injury tendencies per sport.'),
  s('performance-tests', 'Performance tests', 'Plans and reviews your performance tests.', {
    page: 'performanceTestsSettings',
  }),
  s('communication', 'Communication', 'Chooses your push and email notifications.'),
  s('third-party-connections', 'Connections', 'Connects and disconnects your wearable.'),
  s(
    'calendar-subscription',
    'Calendar subscription',
    'Puts your planned workouts in your own calendar app.',
    { chosenPath: true },
  ),
  s('connect/garmin', 'Connect GARMIN®', 'Starts the GARMIN® Connect authorisation.'),
  s(
    'units-of-measurement',
    'Units of measurement',
    'Metric or imperial, pool length and how intensity is shown.',
  ),
  ...unitPages.map(([path, title]) =>
    s(`units-of-measurement/${path}`, title, `Changes your ${title.toLowerCase()}.`),
  ),
  s('equipment', 'Equipment', 'Records the equipment you train with.', { chosenPath: true }),
  s('support-and-feedback', 'Support and feedback', 'Contacts support and sends feedback.'),
  s('injury-pause', 'Injuries and pauses', 'Lists your injury and pause periods.', { page: 'injuryPauses' }),
  s('injury-pause/create', 'New injury or pause', 'Adds an injury or pause and the sports it excludes.', {
    page: 'injuryPauseForm',
  }),
  s('injury-pause/:id', 'Injury or pause', 'Edits or ends an injury or pause.', { page: 'injuryPauseForm' }),
  s('faq', 'FAQ', 'Answers common questions.', { chosenPath: true }),
  s('glossary', 'Glossary', 'Explains training terms like CSS, FTP, HRV and MAF.', { chosenPath: true }),
  s('about', 'About Tricoach', 'Shows the app version and licences.', { chosenPath: true }),
  s('subscriptions', 'Subscriptions', 'Shows your subscription and how to change it.', { chosenPath: true }),
  s('developer', 'Developer settings', 'Test and reset calls for development builds.', {
    access: 'signedIn',
  }),
];
