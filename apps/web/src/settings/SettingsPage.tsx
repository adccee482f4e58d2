import type { ReactNode } from 'react';
import type { PageProps } from '../app/pages';
import { Loading } from '../app/Loading';
import { ScreenPage } from '../app/ScreenPage';
import { useProfile } from '../athlete-data/queries';
import { CapabilityHistoryPage, CapabilityPage } from './pages/CapabilityPages';
import {
  AvailabilityPage,
  CommunicationPage,
  InjuryTendenciesPage,
  ThresholdsPage,
  TrainingVolumePage,
} from './pages/TrainingPages';
import { GoalAndAvailabilityPage, PrioritiesPage, RaceGoalsPage } from './pages/GoalPages';
import { AboutPage, FaqPage, GlossaryPage, SupportAndFeedbackPage } from './pages/HelpPages';
import { CalendarPage } from './pages/CalendarPage';
import { ConnectGarminSettingsPage, ThirdPartyConnectionsPage } from './pages/ConnectionsPages';
import { EmailPage } from './pages/EmailPage';
import { PasswordPage } from './pages/PasswordPage';
import { PicturePage } from './pages/PicturePage';
import { PROFILE_FIELD_OF_PATH, ProfileFieldPage } from './pages/ProfileFieldPage';
import { SettingsHome } from './pages/SettingsHome';
import { UnitEditPage, UnitsOverview } from './pages/UnitsPages';

const PAGES: Record<string, () => ReactNode> = {
  '': () => <SettingsHome />,
  'profile/edit/profile-picture': () => <PicturePage />,
  'profile/edit/password': () => <PasswordPage />,
  'profile/edit/email': () => <EmailPage />,
  'goal-and-availability': () => <GoalAndAvailabilityPage />,
  'race-goal': () => <RaceGoalsPage />,
  'race-goal/priorities': () => <PrioritiesPage />,
  'training-volume': () => <TrainingVolumePage />,
  availability: () => <AvailabilityPage />,
  'training-zones-and-thresholds': () => <ThresholdsPage />,
  'training-volume-capability': () => <CapabilityPage kind="total" />,
  'training-volume-capability/history': () => <CapabilityHistoryPage kind="total" />,
  'long-session-capability': () => <CapabilityPage kind="long" />,
  'long-session-capability/history': () => <CapabilityHistoryPage kind="long" />,
  'injury-tendencies': () => <InjuryTendenciesPage />,
  communication: () => <CommunicationPage />,
  'calendar-subscription': () => <CalendarPage />,
  'third-party-connections': () => <ThirdPartyConnectionsPage />,
  'connect/garmin': () => <ConnectGarminSettingsPage />,
  'units-of-measurement': () => <UnitsOverview />,
  'support-and-feedback': () => <SupportAndFeedbackPage />,
  faq: () => <FaqPage />,
  glossary: () => <GlossaryPage />,
  about: () => <AboutPage />,
};

export function settingsPageOf(sub: string): (() => ReactNode) | undefined {
  const own = PAGES[sub];
  if (own) return own;
  const field = PROFILE_FIELD_OF_PATH[sub.replace('profile/edit/', '')];
  if (sub.startsWith('profile/edit/') && field) return () => <ProfileFieldPage field={field} />;
  if (sub.startsWith('units-of-measurement/')) {
    const page = sub.replace('units-of-measurement/', '');
    return () => <UnitEditPage page={page} />;
  }
  return undefined;
}

/** The settings chunk: forms start from the stored profile, so it is loaded first. */
export function SettingsPage({ route }: PageProps) {
  const profile = useProfile();
  const sub = route.path.replace(/^\/app\/settings\/?/, '');
  const page = settingsPageOf(sub);
  if (!page) return <ScreenPage route={route} />;
  if (profile.isPending) return <Loading label="Loading your settings" />;
  return <>{page()}</>;
}
