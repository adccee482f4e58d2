import { ageOn } from '@tricoach/core/dates';
import { displayDate, todayIso } from '../athlete-data/dates';
import { unitSystemOf, useProfile } from '../athlete-data/queries';
import { INTENTION_CHOICES } from '../athlete-forms/unit-choices';
import { Loading } from '../app/Loading';
import type { PageProps } from '../app/route-types';
import { LinkList, type HubLink } from './AthleteHubPage';
import { BackToHub } from './BackToHub';
import './athlete-hub.css';

const edit = (field: string) => `/app/settings/profile/edit/${field}`;
const notSet = 'Not set';

/** /app/athlete-hub/profile — who the coach plans for, each answer one tap from its edit page. */
export function ProfilePage({ route }: PageProps) {
  const { data: profile, isPending, error } = useProfile();
  if (isPending) return <Loading label="Loading your profile" />;
  if (!profile) {
    return (
      <section className="page" aria-labelledby="profile-title">
        <BackToHub />
        <h1 id="profile-title">{route.title}</h1>
        <p role="alert">
          {error?.message ?? 'Unable to retrieve your account information. Please try again later.'}
        </p>
      </section>
    );
  }
  const age = profile.dateOfBirth ? ageOn(profile.dateOfBirth, todayIso()) : null;
  const measure = (value: number | null, unit: string) => (value === null ? notSet : `${value} ${unit}`);
  const about: HubLink[] = [
    { to: edit('firstname'), label: 'First name', value: profile.firstname ?? notSet },
    { to: edit('lastname'), label: 'Last name', value: profile.lastname ?? notSet },
    { to: edit('email'), label: 'Email', value: profile.email ?? notSet },
    {
      to: edit('date-of-birth'),
      label: 'Date of birth',
      value: profile.dateOfBirth ? `${displayDate(profile.dateOfBirth)} · ${age} years` : notSet,
    },
    { to: edit('gender'), label: 'Gender', value: profile.gender ?? notSet },
    { to: edit('height'), label: 'Height', value: measure(profile.height, profile.heightUnit) },
    { to: edit('weight'), label: 'Weight', value: measure(profile.weight, profile.weightUnit) },
    {
      to: edit('profile-picture'),
      label: 'Profile picture',
      value: profile.profilePictureUrl ? 'Set' : notSet,
    },
  ];
  const training: HubLink[] = [
    {
      to: '/app/settings/goal-and-availability',
      label: 'What you want',
      value: INTENTION_CHOICES.find((choice) => choice.value === profile.intention)?.label ?? notSet,
    },
    {
      to: '/app/settings/units-of-measurement',
      label: 'Units',
      value: unitSystemOf(profile) === 'Imperial' ? 'Imperial' : 'Metric',
    },
    {
      to: '/app/settings/injury-tendencies',
      label: 'Injury tendencies',
      value: 'Where you are prone to injury',
    },
  ];
  return (
    <section className="page" aria-labelledby="profile-title">
      <BackToHub />
      <h1 id="profile-title">{route.title}</h1>
      <section className="hub-section" aria-labelledby="profile-about">
        <h2 id="profile-about">About you</h2>
        <LinkList links={about} label="About you" />
      </section>
      <section className="hub-section" aria-labelledby="profile-training">
        <h2 id="profile-training">Training</h2>
        <LinkList links={training} label="Training" />
      </section>
    </section>
  );
}
