import { SettingsFrame, NavList } from '../SettingsFrame';
import { useProfile } from '../../athlete-data/queries';
import { appEnvironment } from '../../api/config';

const S = '/app/settings';

export function SettingsHome() {
  const { data: profile } = useProfile();
  const name = [profile?.firstname, profile?.lastname].filter(Boolean).join(' ');
  return (
    <SettingsFrame title="Settings" back="/app/athlete-hub" backLabel="Athlete hub">
      <NavList
        label="Profile"
        items={[
          { to: `${S}/profile/edit/profile-picture`, label: 'Profile picture' },
          { to: `${S}/profile/edit/firstname`, label: 'First name', value: profile?.firstname ?? '' },
          { to: `${S}/profile/edit/lastname`, label: 'Last name', value: profile?.lastname ?? '' },
          { to: `${S}/profile/edit/email`, label: 'Email', value: profile?.email ?? '' },
          { to: `${S}/profile/edit/password`, label: 'Password' },
          { to: `${S}/account`, label: 'Your data and account' },
          { to: `${S}/profile/edit/date-of-birth`, label: 'Date of birth' },
          { to: `${S}/profile/edit/gender`, label: 'Gender', value: profile?.gender ?? '' },
          {
            to: `${S}/profile/edit/height`,
            label: 'Height',
            value: profile?.height ? `${profile.height} ${profile.heightUnit}` : '',
          },
          {
            to: `${S}/profile/edit/weight`,
            label: 'Weight',
            value: profile?.weight ? `${profile.weight} ${profile.weightUnit}` : '',
          },
        ]}
      />
      {name ? <p className="muted">Signed in as {name}</p> : null}
      <NavList
        label="Training"
        items={[
          { to: `${S}/goal-and-availability`, label: 'Goal and availability' },
          { to: `${S}/training-zones-and-thresholds`, label: 'Training zones and thresholds' },
          { to: `${S}/training-volume-capability`, label: 'Training volume capability' },
          { to: `${S}/long-session-capability`, label: 'Long session capability' },
          { to: `${S}/injury-tendencies`, label: 'Injury tendencies' },
          { to: `${S}/equipment`, label: 'Equipment' },
          { to: `${S}/injury-pause`, label: 'Injuries and pauses' },
          { to: `${S}/performance-tests`, label: 'Performance tests' },
        ]}
      />
      <NavList
        label="App"
        items={[
          {
            to: `${S}/units-of-measurement`,
            label: 'Units of measurement',
            value: profile?.preferences?.preferredUnitSystem,
          },
          { to: `${S}/communication`, label: 'Communication' },
          { to: `${S}/calendar-subscription`, label: 'Calendar subscription' },
          { to: `${S}/third-party-connections`, label: 'Connections' },
          { to: `${S}/subscriptions`, label: 'Subscriptions' },
        ]}
      />
      <NavList
        label="Help"
        items={[
          { to: `${S}/support-and-feedback`, label: 'Support and feedback' },
          { to: `${S}/faq`, label: 'FAQ' },
          { to: `${S}/glossary`, label: 'Glossary' },
          { to: `${S}/about`, label: 'About Tricoach' },
        ]}
      />
      {appEnvironment() === 'production' ? null : (
        <NavList label="Development" items={[{ to: `${S}/developer`, label: 'Developer settings' }]} />
      )}
    </SettingsFrame>
  );
}
