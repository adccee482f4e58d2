import type { ComponentType, ReactElement } from 'react';
import { lazyPage } from '../app/lazy-page';
import type { PageProps } from '../app/route-types';
import { screen, type ScreenDef, type ScreenRoute } from '../app/screen-route';
import type { ProfileField } from './pages/ProfileFieldPage';

const s = (path: string, title: string, description: string, extra: Partial<ScreenDef> = {}): ScreenRoute =>
  screen({
    path: path ? `/app/settings/${path}` : '/app/settings',
    title,
    description,
    access: 'settings',
    ...extra,
  });

/** A settings page (loaded with its module) shown once the stored profile is there (`SettingsPage`). */
function settingsPage(load: () => Promise<ReactElement>): ComponentType<PageProps> {
  return lazyPage(() =>
    Promise.all([import('./SettingsPage'), load()]).then(([{ SettingsPage }, page]) => {
      return function SettingsScreen() {
        return <SettingsPage page={page} />;
      };
    }),
  );
}

const profileField = (field: ProfileField) =>
  settingsPage(() => import('./pages/ProfileFieldPage').then((m) => <m.ProfileFieldPage field={field} />));

const profilePages: [string, string, ComponentType<PageProps>][] = [
  [
    'profile-picture',
    'Profile picture',
    settingsPage(() => import('./pages/PicturePage').then((m) => <m.PicturePage />)),
  ],
  [
    'password',
    'Password',
    settingsPage(() => import('./pages/PasswordPage').then((m) => <m.PasswordPage />)),
  ],
  ['email', 'Email', settingsPage(() => import('./pages/EmailPage').then((m) => <m.EmailPage />))],
  ['firstname', 'First name', profileField('firstname')],
  ['lastname', 'Last name', profileField('lastname')],
  ['height', 'Height', profileField('height')],
  ['weight', 'Weight', profileField('weight')],
  ['date-of-birth', 'Date of birth', profileField('dateOfBirth')],
  ['gender', 'Gender', profileField('gender')],
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

/** The weekly volume ('total') and long-session capabilities: each a page for now and one for its history. */
const capabilityPages = [
  {
    path: 'training-volume-capability',
    kind: 'total',
    now: { title: 'Training volume capability', description: 'Shows what weekly volume you can handle now.' },
    history: { title: 'Volume capability history', description: 'Shows how your volume capability changed.' },
  },
  {
    path: 'long-session-capability',
    kind: 'long',
    now: {
      title: 'Long session capability',
      description: 'Shows how long your longest sessions can be now.',
    },
    history: {
      title: 'Long session history',
      description: 'Shows how your long-session capability changed.',
    },
  },
] as const;

const InjuryPauseFormPage = lazyPage(() =>
  import('./pages/InjuryPausePages').then((m) => m.InjuryPauseFormPage),
);

export const settingsRoutes: ScreenRoute[] = [
  s('', 'Settings', 'Your profile, goals, zones, units, connections and support.', {
    component: settingsPage(() => import('./pages/SettingsHome').then((m) => <m.SettingsHome />)),
  }),
  ...profilePages.map(([path, title, component]) =>
    s(`profile/edit/${path}`, title, `Changes your ${title.toLowerCase()}.`, { component }),
  ),
  s(
    'goal-and-availability',
    'Goal and availability',
    'Your race goals, training volume and weekly availability.',
    { component: settingsPage(() => import('./pages/GoalPages').then((m) => <m.GoalAndAvailabilityPage />)) },
  ),
  s('race-goal', 'Race goals', 'Adds, edits and deletes your races.', {
    component: settingsPage(() => import('./pages/GoalPages').then((m) => <m.RaceGoalsPage />)),
  }),
  s('race-goal/priorities', 'Race priorities', 'Explains A, B and C races and which types allow which.', {
    component: settingsPage(() => import('./pages/GoalPages').then((m) => <m.PrioritiesPage />)),
  }),
  s('training-volume', 'Training volume', 'Changes the hours a week you want to train.', {
    component: settingsPage(() => import('./pages/TrainingPages').then((m) => <m.TrainingVolumePage />)),
  }),
  s('availability', 'Availability', 'Changes your training slots for each day.', {
    component: settingsPage(() => import('./pages/TrainingPages').then((m) => <m.AvailabilityPage />)),
  }),
  s(
    'training-zones-and-thresholds',
    'Training zones and thresholds',
    'Shows and edits your thresholds and zones.',
    { component: settingsPage(() => import('./pages/TrainingPages').then((m) => <m.ThresholdsPage />)) },
  ),
  ...capabilityPages.flatMap(({ path, kind, now, history }) => [
    s(path, now.title, now.description, {
      component: settingsPage(() =>
        import('./pages/CapabilityPages').then((m) => <m.CapabilityPage kind={kind} />),
      ),
    }),
    s(`${path}/history`, history.title, history.description, {
      component: settingsPage(() =>
        import('./pages/CapabilityPages').then((m) => <m.CapabilityHistoryPage kind={kind} />),
      ),
    }),
  ]),
  s('injury-tendencies', 'Injury tendencies', 'Changes your injury tendencies per sport.', {
    component: settingsPage(() => import('./pages/TrainingPages').then((m) => <m.InjuryTendenciesPage />)),
  }),
  s('performance-tests', 'Performance tests', 'Plans and reviews your performance tests.', {
    component: lazyPage(() =>
      import('../workout/performance-test/PerformanceTestsSettingsPage').then(
        (m) => m.PerformanceTestsSettingsPage,
      ),
    ),
  }),
  s('communication', 'Communication', 'Chooses your push and email notifications.', {
    component: settingsPage(() => import('./pages/TrainingPages').then((m) => <m.CommunicationPage />)),
  }),
  s('third-party-connections', 'Connections', 'Connects and disconnects your wearable.', {
    component: settingsPage(() =>
      import('./pages/ConnectionsPages').then((m) => <m.ThirdPartyConnectionsPage />),
    ),
  }),
  s(
    'calendar-subscription',
    'Calendar subscription',
    'Puts your planned workouts in your own calendar app.',
    {
      chosenPath: true,
      component: settingsPage(() => import('./pages/CalendarPage').then((m) => <m.CalendarPage />)),
    },
  ),
  s('connect/garmin', 'Connect GARMIN®', 'Starts the GARMIN® Connect authorisation.', {
    component: settingsPage(() =>
      import('./pages/ConnectionsPages').then((m) => <m.ConnectGarminSettingsPage />),
    ),
  }),
  s(
    'units-of-measurement',
    'Units of measurement',
    'Metric or imperial, pool length and how intensity is shown.',
    { component: settingsPage(() => import('./pages/UnitsPages').then((m) => <m.UnitsOverview />)) },
  ),
  ...unitPages.map(([path, title]) =>
    s(`units-of-measurement/${path}`, title, `Changes your ${title.toLowerCase()}.`, {
      component: settingsPage(() => import('./pages/UnitsPages').then((m) => <m.UnitEditPage page={path} />)),
    }),
  ),
  s('equipment', 'Equipment', 'Records the equipment you train with.', {
    chosenPath: true,
    component: settingsPage(() => import('./pages/EquipmentPage').then((m) => <m.EquipmentPage />)),
  }),
  s('support-and-feedback', 'Support and feedback', 'Contacts support and sends feedback.', {
    component: settingsPage(() => import('./pages/HelpPages').then((m) => <m.SupportAndFeedbackPage />)),
  }),
  s('injury-pause', 'Injuries and pauses', 'Lists your injury and pause periods.', {
    component: lazyPage(() => import('./pages/InjuryPausePages').then((m) => m.InjuryPauseListPage)),
  }),
  s('injury-pause/create', 'New injury or pause', 'Adds an injury or pause and the sports it excludes.', {
    component: InjuryPauseFormPage,
  }),
  s('injury-pause/:id', 'Injury or pause', 'Edits or ends an injury or pause.', {
    component: InjuryPauseFormPage,
  }),
  s('faq', 'FAQ', 'Answers common questions.', {
    chosenPath: true,
    component: settingsPage(() => import('./pages/HelpPages').then((m) => <m.FaqPage />)),
  }),
  s('glossary', 'Glossary', 'Explains training terms like CSS, FTP, HRV and MAF.', {
    chosenPath: true,
    component: settingsPage(() => import('./pages/HelpPages').then((m) => <m.GlossaryPage />)),
  }),
  s('about', 'About Tricoach', 'Shows the app version and licences.', {
    chosenPath: true,
    component: settingsPage(() => import('./pages/HelpPages').then((m) => <m.AboutPage />)),
  }),
  s('subscriptions', 'Subscriptions', 'Shows your subscription and how to change it.', {
    chosenPath: true,
    component: settingsPage(() =>
      import('../paywall/SubscriptionsPage').then((m) => <m.SubscriptionsPage />),
    ),
  }),
  s('account', 'Your data and account', 'Downloads everything stored about you, or deletes the account.', {
    component: settingsPage(() => import('./pages/AccountPage').then((m) => <m.AccountPage />)),
  }),
  s('developer', 'Developer settings', 'Test and reset calls for development builds.', {
    access: 'signedIn',
    component: settingsPage(() => import('./pages/DeveloperPage').then((m) => <m.DeveloperPage />)),
  }),
];
